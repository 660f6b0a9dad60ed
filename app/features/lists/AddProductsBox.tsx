import { useId, useState, type Ref } from "react";
import { useT } from "../../i18n.ts";
import { Alert } from "../../components/ui/Alert.tsx";
import { Button } from "../../components/ui/Button.tsx";
import { useHydrated } from "../../components/header/use-hydrated.ts";
import { storeGlobalAlerts, type GlobalAlert } from "./global-alerts.ts";
import { postListJson, type PasteAnswer } from "./list-api.ts";
import styles from "./lists.module.css";

/**
 * Type or paste material ids (decision 0056): "Check list" shows what the list would become
 * (lines, products without quantities, skipped rows), "Add" writes it and the page reloads with
 * the outcome and an "Undo import". Without script the form posts the text and the server adds
 * it at once.
 */
export function AddProductsBox({
  listPath,
  listName,
  csrfToken,
  deliveryTargetAndYear,
  fieldRef,
}: {
  listPath: string;
  listName: string;
  csrfToken: string;
  deliveryTargetAndYear: string | null;
  /** The material-ids field (the quick order's introduction moves the focus there when it closes). */
  fieldRef?: Ref<HTMLTextAreaElement>;
}) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState("");
  const [preview, setPreview] = useState<PasteAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();
  const action = `${listPath}/api/pasteMaterials`;

  const send = async (asPreview: boolean) => {
    if (text.trim() === "") return setError(t("lists.addBox.empty"));
    setPending(true);
    setError(null);
    const answer = await postListJson<PasteAnswer>(action, csrfToken, { text, preview: asPreview, deliveryTargetAndYear: deliveryTargetAndYear ?? undefined });
    setPending(false);
    if (answer.kind !== "ok") return setError(answer.message ?? t("lists.error.failed"));
    if (asPreview) return setPreview(answer.body);
    const alerts: GlobalAlert[] = [
      {
        kind: "info",
        message: [answer.body.lines.length > 0 ? t("lists.paste.done", { count: answer.body.lines.length }) : null, answer.body.held.length > 0 ? t("lists.paste.heldDone", { count: answer.body.held.length }) : null]
          .filter((m) => m !== null)
          .join(" "),
        action: answer.body.undoUrl ? { label: t("lists.undoImport"), url: answer.body.undoUrl } : undefined,
      },
    ];
    const { held, skipped } = splitRows(answer.body);
    if (held.length > 0) alerts.push({ kind: "info", message: t("lists.paste.heldRows"), details: held.map((s) => rowText(t, s)) });
    if (skipped.length > 0) alerts.push({ kind: "skippedMaterials", message: t("lists.paste.skipped"), details: skipped.map((s) => rowText(t, s)) });
    if (answer.body.corrected.length > 0) alerts.push({ kind: "correctedVariantQuantities", message: t("lists.corrected"), details: answer.body.corrected.map((c) => t("lists.corrected.line", { upc: c.upc, requested: c.requested, quantity: c.quantity })) });
    storeGlobalAlerts(window.localStorage, listPath, alerts);
    window.location.assign(listPath);
  };

  return (
    <section className={styles.addBox} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.addBoxTitle}>
        {t("lists.addBox.title")}
      </h2>
      <form
        method="post"
        action={action}
        onSubmit={(e) => {
          e.preventDefault();
          void send(preview === null);
        }}
      >
        <input type="hidden" name="CSRFToken" value={csrfToken} />
        {deliveryTargetAndYear ? <input type="hidden" name="deliveryTargetAndYear" value={deliveryTargetAndYear} /> : null}
        <label htmlFor={`${id}-text`} className={styles.label}>
          {t("lists.addBox.label")}
        </label>
        <p id={`${id}-hint`} className={styles.hint}>
          {t("lists.addBox.hint")}
        </p>
        <textarea
          ref={fieldRef}
          id={`${id}-text`}
          name="text"
          rows={4}
          className={styles.textarea}
          value={text}
          aria-describedby={`${id}-hint`}
          readOnly={preview !== null}
          onChange={(e) => setText(e.target.value)}
        />
        {error ? <Alert tone="error">{error}</Alert> : null}
        {preview ? <PastePreview preview={preview} /> : null}
        <div className={styles.addBoxActions}>
          {preview ? (
            <>
              <Button type="submit" isDisabled={pending}>
                {t("lists.addBox.confirm", { list: listName })}
              </Button>
              <Button variant="secondary" isDisabled={pending} onPress={() => setPreview(null)}>
                {t("lists.addBox.cancel")}
              </Button>
            </>
          ) : (
            // Enabled only with a material id (account-and-ordering §5); before script the form simply posts.
            <Button type="submit" isDisabled={pending || (hydrated && text.trim() === "")}>
              {t("lists.addBox.preview")}
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}

type PasteRow = PasteAnswer["skipped"][number];

/** Rows of products added without quantities ("choose the sizes in its grid") are not skipped: they are said apart. */
function splitRows(answer: PasteAnswer): { held: PasteRow[]; skipped: PasteRow[] } {
  return { held: answer.skipped.filter((s) => s.reason === "chooseSize"), skipped: answer.skipped.filter((s) => s.reason !== "chooseSize") };
}

const rowText = (t: ReturnType<typeof useT>, s: PasteRow) => `${t("lists.paste.row", { row: s.row, text: s.text })} — ${s.message}`;

function RowList({ rows }: { rows: PasteRow[] }) {
  const t = useT();
  return (
    <ul>
      {rows.map((s) => (
        <li key={`${s.row}-${s.reason}`}>{rowText(t, s)}</li>
      ))}
    </ul>
  );
}

function PastePreview({ preview }: { preview: PasteAnswer }) {
  const t = useT();
  const { held, skipped } = splitRows(preview);
  return (
    <div className={styles.preview} role="status">
      <p>{t("lists.paste.found", { count: preview.lines.length })}</p>
      {preview.held.length > 0 ? <p>{t("lists.paste.held", { count: preview.held.length })}</p> : null}
      {held.length > 0 ? <RowList rows={held} /> : null}
      {skipped.length > 0 ? (
        <>
          <p className={styles.previewSkipped}>{t("lists.paste.skipped")}</p>
          <RowList rows={skipped} />
        </>
      ) : null}
    </div>
  );
}
