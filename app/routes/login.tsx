import type { ActionArgs, LoaderArgs } from "../load-context.ts";
import { data, redirect, redirectDocument, useActionData, useLoaderData, useSearchParams } from "react-router";
import { withCartMergeResult } from "#domain/cart-merge.ts";
import { safeRedirect } from "#domain/redirects.ts";
import { sitePath } from "#domain/sites.ts";
import { loginError, signInRefusalStatus } from "#domain/sign-in.ts";
import { LoginForm, TERMS_ASKED_FIELD } from "../features/auth/LoginForm.tsx";
import { Alert } from "../components/ui/Alert.tsx";
import { useT } from "../i18n.ts";
import styles from "../features/auth/auth-page.module.css";
import { pageTitle } from "../meta.ts";

export const meta = pageTitle("title.login");

export async function loader({ request, context }: LoaderArgs) {
  const { ctx } = context;
  const url = new URL(request.url);
  if (ctx.user) throw redirect(safeRedirect(ctx.site, url.searchParams.get("redirect")));
  // A visitor sent here from checkout is told why (decision 0041); their basket is merged at sign-in.
  const checkoutNotice = !ctx.site.b2b && url.searchParams.get("reason") === "checkout";
  return { b2b: ctx.site.b2b, contextPath: ctx.site.contextPath, passwordMinLength: ctx.deps.config.password.minLength, checkoutNotice };
}

export async function action({ request, context }: ActionArgs) {
  const { ctx, services } = context;
  const form = await request.formData();
  const username = String(form.get("username") ?? "");
  const termsAccepted = form.get("termsAccepted") === "true";
  const result = await services.auth.signIn(ctx, {
    email: username,
    password: String(form.get("password") ?? ""),
    termsAccepted,
    deviceToken: context.deviceToken,
  });
  if (!result.ok) {
    const error = loginError(result);
    const status = signInRefusalStatus(result);
    // The terms checkbox shows only once the server asked for it (decision 0046), and stays while this user retries.
    const terms = result.reason === "terms" || form.get(TERMS_ASKED_FIELD) === "1" ? { accepted: termsAccepted } : null;
    return data({ error, username: username.slice(0, 254), terms }, { status });
  }
  const target = safeRedirect(ctx.site, String(form.get("redirect") ?? ""));
  // A full page load after sign-in: every part of the page (header, token) starts from the new session.
  // The device cookie lets this browser's owner in while others' failures slow down everyone else (decision 0033).
  const headers = new Headers();
  headers.append("Set-Cookie", context.sessionCookie(result.rawSessionId));
  headers.append("Set-Cookie", context.deviceCookie(result.deviceToken));
  // The visitor's basket was merged into the cart in the sign-in's transaction: the page says what happened.
  return redirectDocument(withCartMergeResult(target, result.cartMerge), { headers });
}

/** What a refused sign-in keeps of the page's address: where the visitor was going and why they were asked. */
function keptQuery(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of ["redirect", "reason"]) {
    const value = params.get(name);
    if (value) kept.set(name, value);
  }
  return kept.toString();
}

/** Registration keeps where the visitor was going (the checkout), so the new account lands there. */
function registerHref(contextPath: string, redirectTo: string | null): string {
  const page = sitePath({ contextPath }, "/login/register");
  return redirectTo ? `${page}?redirect=${encodeURIComponent(redirectTo)}` : page;
}

export default function LoginPage() {
  const { b2b, contextPath, checkoutNotice } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [params] = useSearchParams();
  const t = useT();
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="login-title">
        <h1 id="login-title" className={styles.title}>
          {t("login.title")}
        </h1>
        {b2b ? <p className={styles.intro}>{t("login.b2b.intro")}</p> : null}
        {checkoutNotice ? <Alert tone="info">{t("guestCart.checkoutSignIn")}</Alert> : null}
        <LoginForm
          contextPath={contextPath}
          error={actionData?.error ?? null}
          username={actionData?.username ?? ""}
          terms={actionData?.terms ?? null}
          redirectTo={params.get("redirect") ?? ""}
          pageQuery={keptQuery(params)}
        />
        {b2b ? null : (
          <p className={styles.intro}>
            <a href={registerHref(contextPath, params.get("redirect"))}>{t("register.cta")}</a>
          </p>
        )}
      </section>
    </div>
  );
}
