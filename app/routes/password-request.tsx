import type { ActionArgs, LoaderArgs } from "../load-context.ts";
import { data, useActionData, useLoaderData, type MetaFunction } from "react-router";
import { ForgotPasswordForm, type ForgotPasswordState } from "../features/auth/ForgotPasswordForm.tsx";
import { forgotPasswordFragment } from "../features/auth/forgot-fragment.server.tsx";
import { translatorFor, useT } from "../i18n.ts";
import { useRootData } from "../root-data.ts";
import styles from "../features/auth/auth-page.module.css";

export const meta: MetaFunction = () => [{ title: "Reset your password · Brim" }];

export function loader({ context }: LoaderArgs) {
  return { contextPath: context.ctx.site.contextPath };
}

export async function action({ request, context }: ActionArgs) {
  const { ctx, services } = context;
  const form = await request.formData();
  const email = String(form.get("email") ?? "").slice(0, 254);
  const result = await services.passwordReset.requestPasswordReset(ctx, { email, origin: context.origin });
  const state: ForgotPasswordState = result.ok ? { status: "sent", email: email.trim() } : { status: "error", email, reason: result.reason };
  const status = result.ok ? 200 : result.reason === "throttled" ? 429 : 400;
  if (request.headers.get("X-Requested-With") === "XMLHttpRequest") {
    return forgotPasswordFragment(
      { state, csrfToken: context.csrfToken, contextPath: ctx.site.contextPath, t: translatorFor(ctx.language) },
      status,
    );
  }
  return data({ state }, { status });
}

/** The same form as the popup, as a page: used without JavaScript and from mails. */
export default function PasswordRequestPage() {
  const { contextPath } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { csrfToken } = useRootData();
  const t = useT();
  const state: ForgotPasswordState =
    actionData && "state" in actionData ? actionData.state : { status: "start" };
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="forgot-title">
        <h1 id="forgot-title" className={styles.title}>
          {t("forgot.title")}
        </h1>
        <ForgotPasswordForm state={state} csrfToken={csrfToken} contextPath={contextPath} t={t} />
      </section>
    </div>
  );
}
