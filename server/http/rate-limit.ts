import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { translate } from "../../domain/i18n/index.ts";
import { safeRedirect } from "../../domain/redirects.ts";
import type { AppDeps } from "../context.ts";
import { isBrowserFormPost } from "./csrf.ts";
import { sendError, type AnsweringError } from "./errors.ts";
import { escapeHtml, minimalPage } from "./html.ts";
import { isPageRequest } from "./input.ts";
import { isStaticFilePath } from "./request-context.ts";
import { reloadDocumentHeaders, singleFetchDocumentPath } from "./single-fetch.ts";

/**
 * Whose budget a request spends (decision 0047). The general limit is per session for a signed-in
 * user, so an office behind one address is not one visitor; anonymous requests share their
 * address's (the client address Fastify takes from trusted proxies only, decision 0032). A route's
 * own stricter limit (sign-in, password reset, gift cards, card tokens) stays per address.
 */
export function rateLimitKey(req: FastifyRequest): string {
  const generalLimit = req.routeOptions.config.rateLimit === undefined;
  // The request context is loaded by then: route hooks (the limit's) run after the app's (the context's).
  const sessionIdHash = req.ctx?.user ? req.ctx.sessionIdHash : null;
  return generalLimit && sessionIdHash ? `session:${sessionIdHash}` : `address:${req.ip}`;
}

/**
 * Past the limit: a page for a browser showing a document, a document reload for a client-side
 * navigation's data request (which then gets that page), the JSON error shape for scripts; `Retry-After` on all.
 */
export class TooManyRequests extends Error implements AnsweringError {
  constructor(
    readonly statusCode: number,
    after: string,
    readonly retryAfterSeconds: number,
  ) {
    super(`Too many requests. Please try again in ${after}.`);
  }

  answer(req: FastifyRequest, reply: FastifyReply): FastifyReply {
    reply.header("cache-control", "no-store");
    const documentPath = req.routeOptions.url === "/*" ? singleFetchDocumentPath(req.url) : null;
    if (documentPath !== null) {
      // A client-side navigation's data: the client would show the page's error view for a 429, so
      // it is told to load the page as a document, which (still past the limit) gets this page.
      return reply.code(204).headers(reloadDocumentHeaders(safeRedirect(req.site, documentPath))).send();
    }
    if (!isPageRequest(req) && !isBrowserFormPost(req)) return sendError(reply, this.statusCode, this.message);
    return reply.code(this.statusCode).type("text/html; charset=utf-8").send(tooManyRequestsPage(req, reply, this.retryAfterSeconds));
  }
}

const TOO_MANY_REQUESTS_CSS = `body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Hiragino Sans", "Noto Sans JP", Arial, sans-serif; color: #1b1f24; background: #f6f7f9; line-height: 1.5; }
header { background: #14365d; color: #fff; padding: 0.75rem 1rem; font-weight: 700; font-size: 1.125rem; }
main { max-width: 36rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border: 1px solid #cfd5dd; border-radius: 4px; }
h1 { margin: 0 0 0.75rem; font-size: 1.5rem; color: #14365d; }
a { display: inline-block; margin-top: 0.5rem; padding: 0.625rem 1.25rem; background: #14365d; color: #fff; border-radius: 4px; text-decoration: none; font-weight: 600; }
a:focus-visible { outline: 3px solid #1f6feb; outline-offset: 2px; }
@media (max-width: 639px) { main { margin: 0; border: 0; border-radius: 0; } }
`;

function tooManyRequestsPage(req: FastifyRequest, reply: FastifyReply, seconds: number): string {
  const { site } = req;
  const language = req.ctx?.language ?? site.defaultLanguage;
  const title = translate(language, "rateLimit.title");
  // The same page again (a form's page for a post): through safeRedirect, as every link built from a request.
  const again = escapeHtml(safeRedirect(site, req.url));
  return minimalPage({
    lang: language,
    title: `${title} – ${site.name}`,
    style: { css: TOO_MANY_REQUESTS_CSS, nonce: reply.cspNonce?.style ?? "" },
    body: `<header>${escapeHtml(site.name)}</header>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(translate(language, "rateLimit.body"))}</p>
<p>${escapeHtml(translate(language, "rateLimit.retry", { seconds }))}</p>
<a href="${again}">${escapeHtml(translate(language, "rateLimit.again"))}</a>
</main>`,
  });
}

/**
 * The general request limit (`RATE_LIMIT_PER_MINUTE` a minute per session or address) on every
 * route but static files (hashed assets, the icon, product pictures), which a page pulls in by
 * the dozen and which cost nothing to serve again. Routes may set a stricter limit of their own.
 */
export async function registerRateLimit(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(import("@fastify/rate-limit"), {
    global: true,
    max: deps.config.rateLimit.perMinute,
    timeWindow: 60_000,
    keyGenerator: rateLimitKey,
    // A file's own route only: a missing file falls to the pages' catch-all, which renders (and counts).
    allowList: (req) => isStaticFilePath(req.url) && req.routeOptions.url !== "/*",
    errorResponseBuilder: (_req, context) => new TooManyRequests(context.statusCode, context.after, Math.max(1, Math.ceil(context.ttl / 1000))),
    ...(deps.config.redisUrl ? { redis: await redisClient(deps.config.redisUrl) } : {}),
  });
}

async function redisClient(url: string) {
  const { Redis } = await import("ioredis");
  return new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1, enableOfflineQueue: false });
}
