import type { ActionArgs, LoaderArgs } from "../load-context.ts";
import { data, redirect, useActionData, useLoaderData } from "react-router";
import type { RegistrationErrors } from "#domain/registration.ts";
import { safeRedirect } from "#domain/redirects.ts";
import { sitePath } from "#domain/sites.ts";
import { RegisterForm } from "../features/auth/RegisterForm.tsx";
import { useT } from "../i18n.ts";
import styles from "../features/auth/auth-page.module.css";
import { pageTitle } from "../meta.ts";

export const meta = pageTitle("title.register");

/** Registration is a consumer-site page; partner accounts are opened by Brim. */
const notOffered = () => data(null, { status: 404 });

/** Where the new account goes after its link is opened: a same-site path (the checkout), else none. */
function returnToOf(ctx: LoaderArgs["context"]["ctx"], value: string | null): string {
  const fallback = sitePath(ctx.site, "/my-account");
  const target = safeRedirect(ctx.site, value, { fallback });
  return target === fallback ? "" : target;
}

export async function loader({ request, context }: LoaderArgs) {
  const { ctx } = context;
  if (ctx.site.b2b) throw notOffered();
  if (ctx.user) throw redirect(sitePath(ctx.site, "/my-account"));
  const returnTo = returnToOf(ctx, new URL(request.url).searchParams.get("redirect"));
  return { contextPath: ctx.site.contextPath, returnTo, rules: { minLength: ctx.deps.config.password.minLength, policyMode: ctx.deps.config.password.policyMode } };
}

export async function action({ request, context }: ActionArgs) {
  const { ctx, services } = context;
  const form = await request.formData();
  const field = (name: string) => String(form.get(name) ?? "");
  const input = {
    name: field("name"),
    email: field("email"),
    confirmEmail: field("confirmEmail"),
    password: field("pwd"),
    confirmPassword: field("checkPwd"),
    termsAccepted: field("termsAccepted") === "true",
  };
  const returnTo = returnToOf(ctx, field("redirect"));
  const result = await services.registration.registerConsumer(ctx, { ...input, origin: context.origin, returnTo });
  // The same answer for a new address and one with an account: the mail says which (decision 0037).
  if (result.ok) return data({ sentTo: input.email.trim(), errors: {}, values: null }, { status: 200 });
  if (result.reason === "notOffered") throw notOffered();
  const values = { name: input.name.slice(0, 100), email: input.email.slice(0, 254), confirmEmail: input.confirmEmail.slice(0, 254) };
  const errors: RegistrationErrors = result.errors;
  return data({ sentTo: null, errors, values }, { status: 400 });
}

export default function RegisterPage() {
  const { contextPath, rules, returnTo } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useT();
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="register-title">
        <h1 id="register-title" className={styles.title}>
          {t("register.title")}
        </h1>
        {result?.sentTo ? (
          <div role="status">
            <h2 className={styles.intro}>{t("register.sent.title")}</h2>
            <p>{t("register.sent.body", { email: result.sentTo })}</p>
          </div>
        ) : (
          <>
            <p className={styles.intro}>{t("register.intro")}</p>
            <RegisterForm contextPath={contextPath} returnTo={returnTo} rules={rules} errors={result?.errors ?? {}} values={result?.values ?? { name: "", email: "", confirmEmail: "" }} />
          </>
        )}
      </section>
    </div>
  );
}
