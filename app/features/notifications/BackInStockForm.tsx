import { useState, type FormEvent } from "react";
import { sitePath } from "#domain/sites.ts";
import { CsrfField } from "../../components/CsrfField.tsx";
import { Alert } from "../../components/ui/Alert.tsx";
import { Button } from "../../components/ui/Button.tsx";
import { useT } from "../../i18n.ts";
import { useRootData } from "../../root-data.ts";
import { postJson } from "./post-json.ts";
import styles from "./notifications.module.css";

type State = { kind: "idle" | "sending" } | { kind: "done"; message: string } | { kind: "failed"; message: string };

interface AddAnswer {
  message?: string;
  errorMessage?: string;
  redirectUrl?: string;
}

/**
 * "Notify me when back in stock" (consumer site). A plain form post without JavaScript; with
 * it, the answer is shown in place, and an anonymous visitor goes to the login page, which
 * comes back to complete the request.
 */
export function BackInStockForm({ productCode, productName, colourCode }: { productCode: string; productName: string; colourCode: string }) {
  const t = useT();
  const { shell } = useRootData();
  const [state, setState] = useState<State>({ kind: "idle" });
  const action = sitePath(shell.site, "/backinstock-notification/add/");

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.kind === "sending") return;
    setState({ kind: "sending" });
    try {
      const { status, body } = await postJson<AddAnswer>(action, { productCode, colour: colourCode });
      if (status === 401) {
        window.location.assign(body?.redirectUrl ?? `${sitePath(shell.site, "/login")}?redirect=${encodeURIComponent(window.location.pathname + window.location.search)}`);
        return;
      }
      if (status === 200) setState({ kind: "done", message: body?.message ?? t("notifications.added", { name: productName }) });
      else setState({ kind: "failed", message: body?.errorMessage ?? t("notifications.addFailed") });
    } catch {
      setState({ kind: "failed", message: t("notifications.addFailed") });
    }
  }

  if (state.kind === "done") return <Alert tone="success">{state.message}</Alert>;
  return (
    <form method="post" action={action} onSubmit={(e) => void send(e)} className={styles.notifyForm}>
      <CsrfField />
      <input type="hidden" name="productCode" value={productCode} />
      <input type="hidden" name="colour" value={colourCode} />
      <p className={styles.hint}>{t("notifications.notifyMe.hint")}</p>
      {state.kind === "failed" ? <Alert tone="error">{state.message}</Alert> : null}
      <Button type="submit" variant="secondary" isDisabled={state.kind === "sending"}>
        {t("notifications.notifyMe")}
      </Button>
    </form>
  );
}
