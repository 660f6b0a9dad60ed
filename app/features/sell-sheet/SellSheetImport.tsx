/**
 * Sell-sheet import (shopping-flow §2, §5, §8; decision 0057): choose a workbook, see what was
 * found and what will be skipped, confirm, then read the answer's messages. Without script the
 * form posts the file and the server reads it; the page comes back with the outcome in its URL.
 */
import { useEffect, useId, useState } from "react";
import { useRevalidator, useSearchParams } from "react-router";
import { isAcceptableSellSheet, SELL_SHEET_ACCEPT } from "#domain/sell-sheet/file-check.ts";
import { sellSheetErrorText } from "#domain/sell-sheet/messages.ts";
import { parseSellSheet } from "#domain/sell-sheet/parse.ts";
import type { SellSheetResult } from "#domain/sell-sheet/types.ts";
import { useT } from "../../i18n.ts";
import { Alert } from "../../components/ui/Alert.tsx";
import { Button } from "../../components/ui/Button.tsx";
import { useHydrated } from "../../components/header/use-hydrated.ts";
import { postSellSheet } from "./post-sell-sheet.ts";
import { readSellSheetFile } from "./read-sell-sheet-file.ts";
import { SellSheetAnswerView, SellSheetPreview, UrlOutcome } from "./SellSheetMessages.tsx";
import type { SellSheetAnswer, SellSheetSettings } from "./sell-sheet-settings.ts";
import styles from "./sell-sheet.module.css";

type State =
  | { step: "idle" }
  | { step: "reading" }
  | { step: "error"; message: string; detail: string | null }
  | { step: "preview"; result: Extract<SellSheetResult, { ok: true }> }
  | { step: "posting"; result: Extract<SellSheetResult, { ok: true }> }
  | { step: "done"; answer: SellSheetAnswer };

/** The last answer survives the page changing under it (the empty cart becoming the cart), shown once. */
const ANSWER_KEY = "brim.sellSheetAnswer";

export function SellSheetImport({ settings, csrfToken }: { settings: SellSheetSettings; csrfToken: string }) {
  const t = useT();
  const hydrated = useHydrated();
  const inputId = useId();
  const [state, setState] = useState<State>({ step: "idle" });
  const [inputKey, setInputKey] = useState(0);
  const revalidator = useRevalidator();
  const [params] = useSearchParams();

  useEffect(() => {
    const kept = sessionStorage.getItem(ANSWER_KEY);
    if (kept === null) return;
    sessionStorage.removeItem(ANSWER_KEY);
    try {
      setState({ step: "done", answer: JSON.parse(kept) as SellSheetAnswer });
    } catch {
      // A damaged note is simply not shown.
    }
  }, []);

  const fail = (message: string, detail: string | null = null) => setState({ step: "error", message, detail });

  async function choose(files: FileList | null) {
    const chosen = files ? [...files] : [];
    const file = chosen[0];
    if (!isAcceptableSellSheet(chosen, settings.maxBytes) || !file) return fail(t("sellSheet.error.fileType"));
    setState({ step: "reading" });
    const read = await readSellSheetFile(file, settings.maxLines);
    if (!read.ok) return fail(t(read.error === "corrupted" ? "sellSheet.error.corrupted" : "sellSheet.error.failed"));
    const result = parseSellSheet(read.workbook, { mode: settings.mode, importByVariant: settings.importByVariant, maxLines: settings.maxLines });
    if (!result.ok) {
      const { message, detail } = sellSheetErrorText(result.error, t);
      return fail(message, detail);
    }
    setState({ step: "preview", result });
  }

  async function confirm(result: Extract<SellSheetResult, { ok: true }>) {
    setState({ step: "posting", result });
    const posted = await postSellSheet(settings.uploadPath, csrfToken, result.payload);
    setInputKey((k) => k + 1);
    if (!posted.ok) return fail(posted.message ?? t("sellSheet.error.failed"));
    sessionStorage.setItem(ANSWER_KEY, JSON.stringify(posted.answer));
    setState({ step: "done", answer: posted.answer });
    await revalidator.revalidate();
  }

  const busy = state.step === "reading" || state.step === "posting";
  return (
    <section className={styles.box} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className={styles.title}>
        {t("sellSheet.import")}
      </h2>
      {state.step === "idle" ? <UrlOutcome params={params} /> : null}
      <form method="post" action={settings.uploadPath} encType="multipart/form-data" className={styles.form} onSubmit={(e) => hydrated && e.preventDefault()}>
        <input type="hidden" name="CSRFToken" value={csrfToken} />
        <label htmlFor={inputId}>{t("sellSheet.fileLabel")}</label>
        <input
          key={inputKey}
          id={inputId}
          name="file"
          type="file"
          accept={SELL_SHEET_ACCEPT}
          disabled={busy}
          onChange={(e) => void choose(e.currentTarget.files)}
        />
        {hydrated ? null : (
          <button type="submit" className={styles.submit}>
            {t("sellSheet.upload")}
          </button>
        )}
        <a href={settings.templatePath} download className={styles.template}>
          {t("sellSheet.template")}
        </a>
      </form>
      {state.step === "reading" ? <p role="status">{t("sellSheet.reading")}</p> : null}
      {state.step === "error" ? (
        <Alert tone="error">
          <p className={styles.message}>{state.message}</p>
          {state.detail ? <p className={styles.message}>{state.detail}</p> : null}
        </Alert>
      ) : null}
      {state.step === "preview" || state.step === "posting" ? (
        <SellSheetPreview result={state.result}>
          <div className={styles.actions}>
            <Button onPress={() => void confirm(state.result)} isDisabled={state.step === "posting"} focusableWhenDisabled>
              {state.step === "posting" ? t("sellSheet.importing") : t("sellSheet.confirm")}
            </Button>
            <Button
              variant="secondary"
              isDisabled={state.step === "posting"}
              onPress={() => {
                setInputKey((k) => k + 1);
                setState({ step: "idle" });
              }}
            >
              {t("sellSheet.cancel")}
            </Button>
          </div>
        </SellSheetPreview>
      ) : null}
      {state.step === "done" ? <SellSheetAnswerView answer={state.answer} /> : null}
    </section>
  );
}
