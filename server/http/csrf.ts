import { publicOrigin } from "./public-origin.ts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { safeRedirect } from "../../domain/redirects.ts";
import { safeEqual } from "../modules/auth/tokens.ts";
import { wantsHtml } from "./access.ts";
import { sendError } from "./errors.ts";

export const CSRF_FIELD = "CSRFToken";
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

declare module "fastify" {
  interface FastifyContextConfig {
    /** Set to false only for endpoints the spec calls without a token. */
    csrf?: boolean;
  }
}

async function sentToken(req: FastifyRequest): Promise<string | null> {
  const header = req.headers[CSRF_FIELD.toLowerCase()];
  if (typeof header === "string" && header) return header;
  const body = req.body;
  if (Buffer.isBuffer(body) && req.rawBody) {
    const form = await new Response(new Uint8Array(req.rawBody), {
      headers: { "content-type": req.headers["content-type"] ?? "" },
    })
      .formData()
      .catch(() => null);
    const value = form?.get(CSRF_FIELD);
    return typeof value === "string" ? value : null;
  }
  if (body && typeof body === "object" && CSRF_FIELD in body) {
    const value: unknown = (body as Record<string, unknown>)[CSRF_FIELD];
    return typeof value === "string" ? value : null;
  }
  return null;
}

/** A form posted by a browser as a document (no script): it gets pages and redirects, not JSON. */
export function isBrowserFormPost(req: FastifyRequest): boolean {
  const type = req.headers["content-type"] ?? "";
  const form = type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data");
  return form && wantsHtml(req.headers.accept) && !req.headers["x-requested-with"] && !req.url.includes(".data");
}

/** The page the form was on: a page posts to itself; an endpoint was posted from the referring page. */
export function refusedPagePath(req: FastifyRequest): string {
  if (req.routeOptions.url === "/*" || !req.routeOptions.schema) return req.url;
  // Back to the referring page when it is one of this site's: its path only, through safeRedirect.
  return safeRedirect(req.site, req.headers.referer, { origin: publicOrigin(req) });
}

/**
 * Synchronizer token check on every state-changing request. It runs before schema validation,
 * so a request without the token is refused with 403 whatever else is wrong with it.
 */
export function registerCsrf(app: FastifyInstance): void {
  app.addHook("preValidation", async (req, reply) => {
    if (SAFE_METHODS.has(req.method)) return;
    if (req.routeOptions.config.csrf === false) return;
    const token = await sentToken(req);
    if (!token || !req.csrfToken || !safeEqual(token, req.csrfToken)) {
      // A form posted by a browser (typically from a tab opened before signing in or out in
      // another one): show the page again with a fresh token and a notice, still as 403.
      const render = req.server.renderRefusedPage;
      if (render && isBrowserFormPost(req) && (await render(req, reply, refusedPagePath(req), "csrf"))) return reply;
      return sendError(reply, 403, "Your session token is missing or no longer valid. Reload the page and try again.");
    }
  });
}
