import type { ActionArgs, LoaderArgs } from "../load-context.ts";
import { data, useActionData, useLoaderData } from "react-router";
import { ForgotPasswordForm, type ForgotPasswordState } from "../features/auth/ForgotPasswordForm.tsx";
import { requestReset } from "../features/auth/request-reset.server.ts";
import { useT } from "../i18n.ts";
import { useRootData } from "../root-data.ts";
import styles from "../features/auth/auth-page.module.css";
import { pageTitle } from "../meta.ts";

export const meta = pageTitle("title.forgot");

export function loader({ context }: LoaderArgs) {
  return { contextPath: context.ctx.site.contextPath };
}

/** Without JavaScript the form posts here and the page shows the result. */
export async function action({ request, context }: ActionArgs) {
  const { state, status } = await requestReset(request, context);
  return data({ state }, { status });
}

/** The same form as the popup, as a page: used without JavaScript and from mails. */
export default function PasswordRequestPage() {
  const { contextPath } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { csrfToken } = useRootData();
  const t = useT();
  const state: ForgotPasswordState = actionData?.state ?? { status: "start" };
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
