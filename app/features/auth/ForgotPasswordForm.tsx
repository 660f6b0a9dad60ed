import type { Translator } from "#domain/i18n/index.ts";
import { sitePath } from "#domain/sites.ts";
import styles from "./forgot.module.css";
import ui from "../../components/ui/ui.module.css";

/** Where the popup posts by ajax (a resource route answering with this form as HTML). */
export const POPUP_PATH = "/login/pw/request/popup";

export type ForgotPasswordState =
  | { status: "start"; email?: string }
  | { status: "sent"; email: string }
  | { status: "error"; email: string; reason: "email" | "throttled" };

/**
 * The forgotten-password form. Plain markup and props only: the server also renders it to an
 * HTML fragment, which the popup shows as the answer of its ajax post (shopping-flow §7).
 */
export function ForgotPasswordForm({ state, csrfToken, contextPath, t }: { state: ForgotPasswordState; csrfToken: string; contextPath: string; t: Translator }) {
  if (state.status === "sent") {
    return (
      <div className={styles.fragment} data-forgot-state="sent">
        <p role="status" className={`${ui.alert} ${ui.alertSuccess}`}>
          {t("forgot.sent", { email: state.email })}
        </p>
      </div>
    );
  }
  const error = state.status === "error" ? (state.reason === "email" ? t("forgot.error.email") : t("forgot.error.throttled")) : null;
  return (
    <form
      className={styles.fragment}
      method="post"
      action={sitePath({ contextPath }, "/login/pw/request")}
      data-ajax-action={sitePath({ contextPath }, POPUP_PATH)}
      noValidate
      data-forgot-state={state.status}
    >
      <p className={styles.intro}>{t("forgot.intro")}</p>
      <input type="hidden" name="CSRFToken" value={csrfToken} />
      <div className={`${ui.field} ${error ? styles.hasError : ""}`}>
        <label className={ui.label} htmlFor="forgot-email">
          {t("forgot.email")}
        </label>
        <input
          id="forgot-email"
          className={ui.input}
          type="email"
          name="email"
          autoComplete="email"
          required
          defaultValue={state.email ?? ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "forgot-email-error" : undefined}
        />
        {error ? (
          <p id="forgot-email-error" role="alert" className={ui.fieldError}>
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className={`${ui.button} ${ui.primary}`}>
        {t("forgot.submit")}
      </button>
    </form>
  );
}
