import type { FastifyInstance } from "fastify";
import { isPublicOnB2b } from "../../domain/access.ts";
import { sitePath } from "../../domain/sites.ts";
import { sendError } from "./errors.ts";

export function wantsHtml(accept: string | undefined): boolean {
  return !!accept && accept.includes("text/html");
}

export function wantsJson(accept: string | undefined): boolean {
  return !!accept && accept.includes("application/json");
}

/**
 * A B2B site needs a signed-in user for everything but its public paths: a page request is
 * sent to the login page, any other request gets 401 (the page then goes to the login page).
 * Single-fetch data requests (`*.data`) are left to the page loaders, which redirect.
 */
export function registerAccessGate(app: FastifyInstance, isInfrastructure: (url: string) => boolean): void {
  app.addHook("onRequest", async (req, reply) => {
    const pathname = req.url.split("?", 1)[0] ?? "/";
    if (!req.site.b2b || req.ctx.user || isInfrastructure(pathname)) return;
    if (isPublicOnB2b(req.innerPath)) return;
    if (req.method === "GET" && pathname.endsWith(".data")) return;
    if ((req.method === "GET" || req.method === "HEAD") && wantsHtml(req.headers.accept)) {
      const target = encodeURIComponent(req.url);
      return reply.redirect(`${sitePath(req.site, "/login")}?redirect=${target}`, 302);
    }
    return sendError(reply, 401, "Please sign in to continue.");
  });
}
