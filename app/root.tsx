import type { LoaderArgs } from "./load-context.ts";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  redirect,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { useEffect, type ReactNode } from "react";
import { isPublicOnB2b } from "#domain/access.ts";
import { cartMergeMessage, readCartMergeResult } from "#domain/cart-merge.ts";
import { resolveSite, sitePath } from "#domain/sites.ts";
import { translatorFor } from "./i18n.ts";
import { SiteHeader } from "./components/header/SiteHeader.tsx";
import { AgentPanel } from "./features/assisted-service/AgentPanel.tsx";
import { AgentSignIn } from "./features/assisted-service/AgentSignIn.tsx";
import { AGENT_PANEL_COOKIE } from "#domain/agent-panel-cookie.ts";
import { SiteFooter } from "./components/footer/SiteFooter.tsx";
import { AuthStatusWatcher } from "./components/AuthStatusWatcher.tsx";
import { BookingModeWatcher } from "./features/booking/BookingModeWatcher.tsx";
import { Alert } from "./components/ui/Alert.tsx";
import { ProductClickTracker } from "./features/tracking/ProductClickTracker.tsx";
import { pageTitle } from "./meta.ts";
import { replayTypedFields } from "./typed-before-hydration.ts";
import type { ShellData } from "../server/modules/shell/service.ts";
import "./styles/global.css";

export interface RootData {
  shell: ShellData;
  csrfToken: string;
  nonce: string;
  styleNonce: string;
  year: number;
  /** A one-off message for the top of the page. */
  notice: "csrfRefused" | "inputRefused" | "signedOut" | null;
  /** After sign-in: what merging the visitor's basket into the cart did (decision 0041). */
  cartMergeNotice: string | null;
  /** A visitor opened the page with `?asm=true`: the agent panel's sign-in, back to the page after it. */
  agentSignIn: { loginPath: string; backTo: string } | null;
}

/** Title for pages without their own (error pages). */
export const meta = pageTitle("title.home");

export async function loader({ request, context }: LoaderArgs): Promise<RootData> {
  const { ctx, services } = context;
  const url = new URL(request.url);
  const { innerPath } = resolveSite(url.pathname);
  if (ctx.site.b2b && !ctx.user && !isPublicOnB2b(innerPath)) {
    const back = url.pathname.replace(/\.data$/, "") + url.search;
    throw redirect(`${sitePath(ctx.site, "/login")}?redirect=${encodeURIComponent(back)}`);
  }
  const shell = await services.shell.loadShell(ctx, { agentPanel: cookieValue(request.headers.get("cookie"), AGENT_PANEL_COOKIE) });
  const notice = context.refusal === "csrf" ? "csrfRefused" : context.refusal === "input" ? "inputRefused" : url.searchParams.has("signedOut") ? "signedOut" : null;
  return {
    shell,
    csrfToken: context.csrfToken,
    nonce: context.nonce,
    styleNonce: context.styleNonce,
    year: ctx.now.getUTCFullYear(),
    notice,
    cartMergeNotice: cartMergeNoticeOf(ctx.user !== null, url.searchParams, translatorFor(shell.language)),
    agentSignIn: !ctx.user && url.searchParams.get("asm") === "true" ? { loginPath: sitePath(ctx.site, "/login"), backTo: agentSignInBack(url) } : null,
  };
}

/** The page the agent signs in from, without `asm=true` (the panel shows by itself once signed in). */
function agentSignInBack(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete("asm");
  const query = params.toString();
  return url.pathname.replace(/\.data$/, "") + (query ? `?${query}` : "");
}

function cookieValue(header: string | null, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

/** The merge notice a signed-in customer's page URL carries (decision 0041). */
function cartMergeNoticeOf(signedIn: boolean, params: URLSearchParams, t: ReturnType<typeof translatorFor>): string | null {
  const merged = signedIn ? readCartMergeResult(params) : null;
  return merged ? cartMergeMessage(t, merged) : null;
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<RootData>("root");
  const language = data?.shell.language ?? "en";
  const t = translatorFor(language);
  return (
    <html lang={language} data-site={data?.shell.site.id}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {data ? <meta name="csrf-token" content={data.csrfToken} /> : null}
        {/* React Aria reads this nonce for the small style tag it injects (CSP allows it). */}
        {data ? <meta property="csp-nonce" nonce={data.styleNonce} /> : null}
        {data?.shell.site.b2b ? <meta name="robots" content="noindex, nofollow" /> : null}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className={data?.shell.user?.dealerOwner ? "page-dealer-owner" : undefined}>
        <a className="skip-link" href="#main">
          {t("site.skipToContent")}
        </a>
        {children}
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

/**
 * Once React has hydrated: gives back what the visitor typed meanwhile, and marks the document
 * (browser tests wait for it before clicking).
 */
function useHydrationMark() {
  useEffect(() => {
    replayTypedFields();
    document.documentElement.dataset.hydrated = "true";
  }, []);
}

export default function App() {
  useHydrationMark();
  const data = useRouteLoaderData<RootData>("root");
  if (!data) return <Outlet />;
  return (
    <>
      {data.shell.agentPanel ? <AgentPanel panel={data.shell.agentPanel} csrfToken={data.csrfToken} /> : null}
      {data.agentSignIn ? <AgentSignIn loginPath={data.agentSignIn.loginPath} backTo={data.agentSignIn.backTo} /> : null}
      <SiteHeader shell={data.shell} csrfToken={data.csrfToken} />
      <main id="main" tabIndex={-1} className="page-main">
        {data.notice ? (
          <div className="page-notice">
            <Alert tone={data.notice === "signedOut" ? "info" : "warning"}>{translatorFor(data.shell.language)(`notice.${data.notice}`)}</Alert>
          </div>
        ) : null}
        {data.cartMergeNotice ? (
          <div className="page-notice">
            <Alert tone="success">{data.cartMergeNotice}</Alert>
          </div>
        ) : null}
        <Outlet />
      </main>
      <SiteFooter shell={data.shell} year={data.year} />
      {data.shell.site.b2b && data.shell.user ? <AuthStatusWatcher contextPath={data.shell.site.contextPath} /> : null}
      {data.shell.booking.mode && data.shell.booking.available.length > 1 ? <BookingModeWatcher mode={data.shell.booking.mode} /> : null}
      <ProductClickTracker contextPath={data.shell.site.contextPath} />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<RootData>("root");
  const t = translatorFor(data?.shell.language ?? "en");
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (isRouteErrorResponse(error) && error.status === 503) {
    return (
      <main id="main" className="page-main error-page">
        <h1>{t("dealerPrice.unavailable.title")}</h1>
        <p>{t("dealerPrice.unavailable")}</p>
        <p>
          <a href="">{t("dealerPrice.unavailable.again")}</a>
        </p>
      </main>
    );
  }
  return (
    <main id="main" className="page-main error-page">
      <h1>{notFound ? t("error.notFound.title") : t("error.generic")}</h1>
      {notFound ? <p>{t("error.notFound.body")}</p> : null}
      <p>
        <a href={data?.shell.site.homePath ?? "/"}>{t("error.backHome")}</a>
      </p>
    </main>
  );
}
