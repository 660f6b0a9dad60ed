import { publicOrigin } from "../../http/public-origin.ts";
import { z } from "zod";
import { safeRedirect } from "../../../domain/redirects.ts";
import { CURRENCY_COOKIE, LANGUAGE_COOKIE, setHttpOnlyCookie } from "../../http/cookies.ts";
import { sendError } from "../../http/errors.ts";
import type { SiteRoutes } from "../../http/site-routes.ts";
import { updateCurrency, updateLanguage } from "./service.ts";

const CodeBody = z.object({ code: z.string().trim().min(1).max(8), CSRFToken: z.string().optional() });
const CodeReply = z.object({ code: z.string() });
const YEAR_SECONDS = 365 * 24 * 3600;

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
          return reply.redirect(safeRedirect(req.site, req.headers.referer, { origin: publicOrigin(req) }), 303);
        }
        return { code: result.value };
      },
    );
  }
};
