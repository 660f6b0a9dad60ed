import { useState, type FormEvent } from "react";
import { checkCsvFile } from "#domain/csv-file.ts";
import { Alert } from "../../components/ui/Alert.tsx";
import { CsrfField } from "../../components/CsrfField.tsx";
import { useT } from "../../i18n.ts";
import { useRootData } from "../../root-data.ts";
import type { ImportPage } from "../../../server/modules/saved-carts/page-data.ts";
import type { ImportError } from "./saved-carts.server.ts";
import ui from "../../components/ui/ui.module.css";
import styles from "./saved-carts.module.css";

/**
 * `{context}/my-account/saved-carts/import`: the CSV upload (multipart `csvFile`). With script the
 * file is sent by fetch and a 400's `errorMessage` is shown here (§8), else a generic error;
 * without it the form posts and comes back with `?importError=`.
 */
export function ImportCsv({ view }: { view: ImportPage & { error: { kind: ImportError; lines: number } | null } }) {
  const t = useT();
  const { csrfToken } = useRootData();
  const [message, setMessage] = useState<string | null>(
    view.error ? t(`savedCarts.import.error.${view.error.kind}`, { size: view.maxSize, lines: view.error.lines, max: view.maxLines }) : null,
  );
  const [busy, setBusy] = useState(false);

  const upload = async (form: HTMLFormElement) => {
    setBusy(true);
    try {
      const res = await fetch(form.action, { method: "POST", body: new FormData(form), headers: { accept: "application/json", CSRFToken: csrfToken } });
      if (res.status === 202) {
        const answer = (await res.json()) as { code: string; listUrl: string };
        window.location.assign(`${answer.listUrl}?imported=${encodeURIComponent(answer.code)}`);
        return;
      }
      const body = (await res.json().catch(() => null)) as { errorMessage?: string } | null;
      if (res.status === 413) setMessage(t("savedCarts.import.error.tooLarge", { size: view.maxSize }));
      else setMessage(res.status === 400 && body?.errorMessage ? body.errorMessage : t("savedCarts.import.error.generic"));
    } catch {
      setMessage(t("savedCarts.import.error.generic"));
    }
    setBusy(false);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const input = form.elements.namedItem("csvFile");
    // The checks of §5 before anything is sent; the server makes them again.
    const problem = checkCsvFile(input instanceof HTMLInputElement ? (input.files?.[0] ?? null) : null, view.maxBytes);
    if (problem) {
      setMessage(t(`savedCarts.import.error.${problem}`, { size: view.maxSize }));
      return;
    }
    void upload(form);
  };

  return (
    <div className={styles.page}>
      <p>
        <a href={view.urls.self}>{t("savedCarts.import.back")}</a>
      </p>
      <h1>{t("savedCarts.import.title")}</h1>
      <p>{t("savedCarts.import.lead")}</p>
      {message ? <Alert tone="error">{message}</Alert> : null}
      <form method="post" action={view.urls.import} encType="multipart/form-data" onSubmit={onSubmit}>
        <CsrfField />
        <div className={styles.field}>
          <label htmlFor="csv-file">{t("savedCarts.import.file")}</label>
          <input id="csv-file" name="csvFile" type="file" accept=".csv,text/csv,application/vnd.ms-excel" aria-describedby="csv-file-limits" onChange={() => setMessage(null)} />
          <span id="csv-file-limits" className={styles.note}>
            {t("savedCarts.import.limits", { size: view.maxSize, lines: view.maxLines })}
          </span>
        </div>
        <button type="submit" className={`${ui.button} ${ui.primary}`} disabled={busy}>
          {t("savedCarts.import.submit")}
        </button>
      </form>
    </div>
  );
}
