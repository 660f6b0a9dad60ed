/** The preview of a read sell sheet, the server's answer (§8) and the outcome of the form without script. */
import type { ReactNode } from "react";
import { skippedCellText } from "#domain/sell-sheet/messages.ts";
import type { SellSheetResult } from "#domain/sell-sheet/types.ts";
import { useT } from "../../i18n.ts";
import { Alert } from "../../components/ui/Alert.tsx";
import type { SellSheetAnswer } from "./sell-sheet-settings.ts";
import styles from "./sell-sheet.module.css";

const PREVIEW_LINES = 10;

export function SellSheetPreview({ result, children }: { result: Extract<SellSheetResult, { ok: true }>; children: ReactNode }) {
  const t = useT();
  const changes = result.payload.quantityChangesList;
  const units = changes.reduce((sum, c) => sum + c.quantity, 0);
  const products = new Set(changes.map((c) => c.id)).size;
  return (
    <div className={styles.preview}>
      <h3 className={styles.subtitle}>{t("sellSheet.previewTitle")}</h3>
      <p role="status">{t("sellSheet.found", { lines: changes.length, products, units })}</p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t("sellSheet.column.id")}</th>
              <th scope="col">{t("sellSheet.column.size")}</th>
              {changes.some((c) => c.deliveryTarget) ? <th scope="col">{t("sellSheet.column.delivery")}</th> : null}
              <th scope="col">{t("sellSheet.column.quantity")}</th>
            </tr>
          </thead>
          <tbody>
            {changes.slice(0, PREVIEW_LINES).map((c, i) => (
              <tr key={i}>
                <td>{c.colour ? `${c.id} ${c.colour}` : c.id}</td>
                <td>{c.size ?? ""}</td>
                {changes.some((x) => x.deliveryTarget) ? <td>{c.deliveryTarget ? `${c.deliveryTarget}-${c.deliveryYear === 2147483647 ? "*" : c.deliveryYear}` : ""}</td> : null}
                <td>{c.quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {changes.length > PREVIEW_LINES ? <p>{t("sellSheet.moreLines", { count: changes.length - PREVIEW_LINES })}</p> : null}
      {result.skipped.length > 0 ? (
        <Alert tone="warning" live={false}>
          <h4 className={styles.subtitle}>{t("sellSheet.skippedTitle")}</h4>
          <ul className={styles.list}>
            {result.skipped.map((s, i) => (
              <li key={i}>{skippedCellText(s, t)}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {children}
    </div>
  );
}

export function SellSheetAnswerView({ answer }: { answer: SellSheetAnswer }) {
  const t = useT();
  const notes = [...answer.skippedMaterials, ...answer.correctedVariantQuantities, ...answer.maxOrderQuantitiesVariantsExceeded];
  return (
    <>
      {answer.confirmationMessage ? <Alert tone="success">{answer.confirmationMessage}</Alert> : null}
      {answer.errorMessage ? <Alert tone="error">{answer.errorMessage}</Alert> : null}
      {notes.length > 0 ? (
        <Alert tone="warning" live={false}>
          <h3 className={styles.subtitle}>{t("sellSheet.skippedTitle")}</h3>
          <ul className={styles.list}>
            {notes.map((n, i) => (
              <li key={i}>{n.message}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
    </>
  );
}

const URL_ERRORS = {
  corrupted: "sellSheet.error.corrupted",
  emptyQuantities: "sellSheet.error.emptyQuantities",
  invalidFormat: "sellSheet.error.invalidFormat",
  fileType: "sellSheet.error.fileType",
  tooBig: "sellSheet.error.tooBig",
  tooManyLines: "sellSheet.error.invalidFormat",
  materialExpected: "sellSheet.error.invalidFormat",
  materialIdExpected: "sellSheet.error.invalidFormat",
  failed: "sellSheet.error.failed",
} as const;

const count = (params: URLSearchParams, name: string) => Math.max(0, Math.min(1_000_000, Number.parseInt(params.get(name) ?? "0", 10) || 0));

/** `?sellSheet=done|nothing|error&…`: what the form without script came back with. */
export function UrlOutcome({ params }: { params: URLSearchParams }) {
  const t = useT();
  const outcome = params.get("sellSheet");
  if (outcome === "done") return <Alert tone="success">{t("sellSheet.confirmation", { lines: count(params, "lines"), units: count(params, "units") })}</Alert>;
  if (outcome === "nothing") return <Alert tone="error">{t("sellSheet.nothingAdded")}</Alert>;
  if (outcome !== "error") return null;
  const code = params.get("code") ?? "failed";
  const key = code in URL_ERRORS ? URL_ERRORS[code as keyof typeof URL_ERRORS] : URL_ERRORS.failed;
  return <Alert tone="error">{t(key)}</Alert>;
}
