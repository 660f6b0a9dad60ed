import { z } from "zod";
import { sitePath } from "../../../domain/sites.ts";
import { clearCookie, sessionCookieName } from "../../http/cookies.ts";
import { sendError } from "../../http/errors.ts";
import type { SiteRoutes } from "../../http/site-routes.ts";
import { signOut } from "./service.ts";

export const authRoutes: SiteRoutes = async (app) => {
  app.get(
    "/auth/status",
    {
      schema: {
        tags: ["auth"],
        summary: "Whether the visitor is signed in on this site",
        response: { 200: z.literal("authenticated") },
      },
    },
    async (req, reply) => {
      reply.header("cache-control", "no-store");
      if (!req.ctx.user) return sendError(reply, 401, "Please sign in to continue.");
      return reply.type("text/plain; charset=utf-8").send("authenticated");
    },
  );

  app.post(
    "/logout",
    {
      schema: {
        tags: ["auth"],
        summary: "Sign out: the session is revoked and the cookie cleared",
        body: z.object({ CSRFToken: z.string().optional() }).optional(),
        response: { 200: z.object({ signedOut: z.literal(true), redirectUrl: z.string() }) },
      },
    },
    async (req, reply) => {
      await signOut(req.ctx);
      clearCookie(reply, sessionCookieName(req.site.id));
      const target = `${sitePath(req.site, req.site.b2b ? "/login" : "/")}?signedOut=1`;
      if ((req.headers.accept ?? "").includes("application/json")) {
        return { signedOut: true as const, redirectUrl: target };
      }
      return reply.redirect(target, 303);
    },
  );
};
