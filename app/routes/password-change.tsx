import type { ActionArgs, LoaderArgs } from "../load-context.ts";
import { data, Form, useActionData, useLoaderData } from "react-router";
import { sitePath } from "#domain/sites.ts";
import { Alert } from "../components/ui/Alert.tsx";
import { Button } from "../components/ui/Button.tsx";
import { CsrfField } from "../components/CsrfField.tsx";
import { NewPasswordFields } from "../features/auth/NewPasswordFields.tsx";
import { useT } from "../i18n.ts";
import styles from "../features/auth/auth-page.module.css";
import { pageTitle } from "../meta.ts";

export const meta = pageTitle("title.reset");

export async function loader({ request, context }: LoaderArgs) {
  const { ctx, services } = context;
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const valid = token.length > 0 && token.length < 200 && (await services.passwordReset.isResetTokenValid(ctx, token));
  return {
    token: valid ? token : null,
    contextPath: ctx.site.contextPath,
    rules: { minLength: ctx.deps.config.password.minLength, policyMode: ctx.deps.config.password.policyMode },
  };
}

export async function action({ request, context }: ActionArgs) {
  const { ctx, services } = context;
  const form = await request.formData();
  const result = await services.passwordReset.resetPassword(ctx, {
    token: String(form.get("token") ?? ""),
    password: String(form.get("pwd") ?? ""),
    confirm: String(form.get("checkPwd") ?? ""),
  });
  return data(result, { status: result.ok ? 200 : 400 });
}

export default function PasswordChangePage() {
  const { token, contextPath, rules } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useT();
  const loginHref = sitePath({ contextPath }, "/login");
  let body;
  if (result?.ok) {
    body = (
      <>
        <Alert tone="success">{t("reset.done")}</Alert>
        <a href={loginHref}>{t("reset.goToLogin")}</a>
      </>
    );
  } else if (!token || result?.reason === "token") {
    body = (
      <>
        <Alert tone="error">{t("reset.error.token")}</Alert>
        <a href={sitePath({ contextPath }, "/login/pw/request")}>{t("forgot.title")}</a>
      </>
    );
  } else {
    body = (
      <Form method="post" reloadDocument noValidate>
        <CsrfField />
        <input type="hidden" name="token" value={token} />
        <NewPasswordFields
          rules={rules}
          error={result && !result.ok ? t(`reset.error.${result.reason}`) : null}
        />
        <Button type="submit">{t("reset.submit")}</Button>
      </Form>
    );
  }
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="reset-title">
        <h1 id="reset-title" className={styles.title}>
          {t("reset.title")}
        </h1>
        {body}
      </section>
    </div>
  );
}
