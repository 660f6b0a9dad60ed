import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import {
  isCurrency,
  isLanguage,
  localeFor,
  resolveSite,
  type Currency,
  type Language,
  type Site,
} from "../../domain/sites.ts";
import { type BookingMode, currentBookingMode } from "../../domain/booking-modes.ts";
import { tradeShowAvailable } from "../../domain/trade-show.ts";
import type { AppDeps, RequestContext } from "../context.ts";
import { appSecret } from "../modules/auth/secrets.ts";
import { recordAgentSessionExpired } from "../modules/assisted-service/agent-session.ts";
import { loadSession, type LoadedSession, type SessionData } from "../modules/auth/sessions.ts";
import { hmac, randomToken } from "../modules/auth/tokens.ts";
import {
  ANON_COOKIE,
  CURRENCY_COOKIE,
  LANGUAGE_COOKIE,
  sessionCookieName,
  setHttpOnlyCookie,
} from "./cookies.ts";

declare module "fastify" {
  interface FastifyRequest {
    site: Site;
    /** Path inside the site, e.g. "/login" for /jp/partner/login. */
    innerPath: string;
    session: LoadedSession | null;
    /** The token this visitor must send back on every state-changing request. */
    csrfToken: string;
    ctx: RequestContext;
  }
}

/** The local payment providers' endpoints: a third party's, not the storefront's (decision 0021). */
export const PROVIDERS_PATH_PREFIX = "/_providers/";

/** robots.txt and the sitemaps: public answers, the same for everyone, that set no cookie. */
const PUBLIC_DOCUMENT = /^\/(robots\.txt|sitemap[\w-]*\.xml)$/;

/** Hashed build assets, the icon and product pictures: files a page pulls in, outside the request limit (decision 0047). */
export function isStaticFilePath(url: string): boolean {
  return url.startsWith("/assets/") || url.startsWith("/favicon") || url.startsWith("/media/");
}

/** Paths served outside any site's pages: no session lookup needed, and no cookie set. */
export function isInfrastructurePath(url: string): boolean {
  return (
    isStaticFilePath(url) ||
    PUBLIC_DOCUMENT.test(url) ||
    url.startsWith(PROVIDERS_PATH_PREFIX) ||
    url.startsWith("/healthz") ||
    url.startsWith("/api/docs")
  );
}

function pick<T extends string>(allowed: readonly T[], ...candidates: unknown[]): T | undefined {
  for (const c of candidates) {
    if (typeof c === "string" && (allowed as readonly string[]).includes(c)) return c as T;
  }
  return undefined;
}

export function anonCsrfToken(secret: string, anonId: string): string {
  return hmac(secret, `csrf:${anonId}`);
}

/**
 * Resolves the site from the context path, loads the session from PostgreSQL and builds the
 * request context every route and page receives. Nothing about the visitor is kept in memory.
 */
export const requestContextPlugin = fp(
  async (app: FastifyInstance, opts: { deps: AppDeps }) => {
    const { deps } = opts;
    app.decorateRequest("site", null as unknown as Site);
    app.decorateRequest("innerPath", "/");
    app.decorateRequest("session", null);
    app.decorateRequest("csrfToken", "");
    app.decorateRequest("ctx", null as unknown as RequestContext);

    app.addHook("onRequest", async (req: FastifyRequest, reply: FastifyReply) => {
      const pathname = req.url.split("?", 1)[0] ?? "/";
      const { site, innerPath } = resolveSite(pathname);
      req.site = site;
      req.innerPath = innerPath;
      const now = new Date();
      if (isInfrastructurePath(pathname)) {
        req.ctx = buildContext(deps, req, site, null, site.defaultLanguage, site.defaultCurrency, now);
        return;
      }
      const rawId = req.cookies[sessionCookieName(site.id)];
      const session = rawId
        ? await loadSession(deps.db, {
            rawId,
            siteId: site.id,
            now,
            timeouts: deps.config.session,
            onAgentEnded: (ended) => recordAgentSessionExpired({ ...buildContext(deps, req, site, null, site.defaultLanguage, site.defaultCurrency, now), sessionIdHash: ended.idHash, actingAgent: ended.agent }, ended.customerUserId, req.routeOptions.url ?? "/"),
          })
        : null;
      req.session = session;
      if (session) {
        req.csrfToken = session.csrfToken;
      } else {
        let anonId = req.cookies[ANON_COOKIE];
        if (!anonId || anonId.length < 16 || anonId.length > 64) {
          anonId = randomToken(16);
          setHttpOnlyCookie(req, reply, deps.config.session, ANON_COOKIE, anonId);
          req.cookies[ANON_COOKIE] = anonId;
        }
        req.csrfToken = anonCsrfToken(await appSecret(deps.db, "csrf"), anonId);
      }
      const language: Language =
        pick(site.languages, session?.user?.language, session?.data.language, req.cookies[LANGUAGE_COOKIE]) ??
        site.defaultLanguage;
      const currency: Currency =
        pick(site.currencies, session?.user?.currency, session?.data.currency, req.cookies[CURRENCY_COOKIE]) ?? site.defaultCurrency;
      req.ctx = buildContext(deps, req, site, session, language, currency, now);
    });
  },
  { name: "request-context", dependencies: ["@fastify/cookie"] },
);

function buildContext(
  deps: AppDeps,
  req: FastifyRequest,
  site: Site,
  session: LoadedSession | null,
  language: Language,
  currency: Currency,
  now: Date,
): RequestContext {
  const bookingMode = currentBookingMode(session?.user?.kind ?? null, session?.data.bookingMode);
  return {
    deps,
    db: deps.db,
    site,
    user: session?.user ?? null,
    actingAgent: session?.agent ?? null,
    sessionIdHash: session?.idHash ?? null,
    language: isLanguage(language) ? language : site.defaultLanguage,
    currency: isCurrency(currency) ? currency : site.defaultCurrency,
    bookingMode,
    sessionCartId: rememberedCartId(session?.data.carts, bookingMode),
    tradeShow: session?.data.tradeShow === true && tradeShowAvailable(site.id, session.user?.kind ?? null),
    locale: localeFor(language, site),
    ip: req.ip,
    userAgent: req.headers["user-agent"] ?? "",
    now,
    log: req.log,
  };
}

function rememberedCartId(carts: SessionData["carts"], mode: BookingMode | null): number | null {
  const id = mode ? carts?.[mode] : undefined;
  return typeof id === "number" && Number.isInteger(id) ? id : null;
}
