import { z } from "zod";
import { sitePath } from "../../../domain/sites.ts";
import { CURRENCY_COOKIE, LANGUAGE_COOKIE, setHttpOnlyCookie } from "../../http/cookies.ts";
import { sendError } from "../../http/errors.ts";
import type { SiteRoutes } from "../../http/site-routes.ts";
import { updateCurrency, updateLanguage } from "./service.ts";

const CodeBody = z.object({ code: z.string().trim().min(1).max(8), CSRFToken: z.string().optional() });
const CodeReply = z.object({ code: z.string() });
const YEAR_SECONDS = 365 * 24 * 3600;

/** Back to the page the form was on, when that page is ours; otherwise the site's home. */
function backTo(referer: string | undefined, host: string, fallback: string): string {
  if (!referer) return fallback;
  try {
    const url = new URL(referer);
    return url.host === host ? url.pathname + url.search : fallback;
  } catch {
    return fallback;
  }
}

export const accountRoutes: SiteRoutes = async (app, { deps }) => {
  for (const [kind, update, cookie] of [
    ["Language", updateLanguage, LANGUAGE_COOKIE],
    ["Currency", updateCurrency, CURRENCY_COOKIE],
  ] as const) {
    app.post(
      `/my-account/update-profile/update${kind}`,
      {
        schema: {
          tags: ["account"],
          summary: `Choose the ${kind.toLowerCase()}: stored on the profile when signed in, in a cookie otherwise`,
          body: CodeBody,
          response: { 200: CodeReply },
        },
      },
      async (req, reply) => {
        const result = await update(req.ctx, req.body.code);
        if (!result.ok) {
          return sendError(reply, 400, `This ${kind.toLowerCase()} is not offered on this site.`, [
            { field: "code", message: `Choose one of: ${(kind === "Language" ? req.site.languages : req.site.currencies).join(", ")}` },
          ]);
        }
        setHttpOnlyCookie(req, reply, deps.config.session, cookie, result.value, YEAR_SECONDS);
        if ((req.headers.accept ?? "").includes("text/html")) {
          return reply.redirect(backTo(req.headers.referer, req.host, sitePath(req.site, "/")), 303);
        }
        return { code: result.value };
      },
    );
  }
};
