import type { ActionArgs, LoaderArgs } from "../load-context.ts";
import { data, Form, redirectDocument, useActionData, useLoaderData } from "react-router";
import { withCartMergeResult } from "#domain/cart-merge.ts";
import { safeRedirect } from "#domain/redirects.ts";
import { sitePath } from "#domain/sites.ts";
import { Alert } from "../components/ui/Alert.tsx";
import { Button } from "../components/ui/Button.tsx";
import { CsrfField } from "../components/CsrfField.tsx";
import { useT } from "../i18n.ts";
import styles from "../features/auth/auth-page.module.css";
import { pageTitle } from "../meta.ts";

export const meta = pageTitle("title.registerConfirm");

/** The e-mailed registration link (decision 0037): a button opens the account, so a mail scanner following the link opens nothing. */
export async function loader({ request, context }: LoaderArgs) {
  const { ctx, services } = context;
  if (ctx.site.b2b) throw data(null, { status: 404 });
  const params = new URL(request.url).searchParams;
  const token = params.get("token") ?? "";
  const valid = token.length > 0 && token.length < 200 && (await services.registration.isRegistrationLinkValid(ctx, token));
  return { token: valid ? token : null, contextPath: ctx.site.contextPath, returnTo: safeRedirect(ctx.site, params.get("redirect"), { fallback: sitePath(ctx.site, "/my-account") }) };
}

export async function action({ request, context }: ActionArgs) {
  const { ctx, services } = context;
  const form = await request.formData();
  const result = await services.registration.confirmRegistration(ctx, String(form.get("token") ?? ""));
  if (result.ok) {
    // The new account lands where the visitor was going (the checkout), with their basket merged (decision 0041).
    const target = safeRedirect(ctx.site, String(form.get("redirect") ?? ""), { fallback: sitePath(ctx.site, "/my-account") });
    return redirectDocument(withCartMergeResult(target, result.cartMerge), { headers: { "Set-Cookie": context.sessionCookie(result.rawSessionId) } });
  }
  return data({ invalid: true }, { status: 400 });
}

export default function RegisterConfirmPage() {
  const { token, contextPath, returnTo } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useT();
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="register-confirm-title">
        <h1 id="register-confirm-title" className={styles.title}>
          {t("register.confirm.title")}
        </h1>
        {!token || result?.invalid ? (
          <>
            <Alert tone="error">{t("register.confirm.invalid")}</Alert>
            <a href={sitePath({ contextPath }, "/login")}>{t("login.submit")}</a> · <a href={sitePath({ contextPath }, "/login/register")}>{t("register.title")}</a>
          </>
        ) : (
          <Form method="post" reloadDocument>
            <CsrfField />
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="redirect" value={returnTo} />
            <p className={styles.intro}>{t("register.confirm.intro")}</p>
            <Button type="submit">{t("register.confirm.submit")}</Button>
          </Form>
        )}
      </section>
    </div>
  );
}
