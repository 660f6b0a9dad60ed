import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { UNIT_UID } from "../../../domain/company-switch.ts";
import { translate, type MessageKey } from "../../../domain/i18n/index.ts";
import { safeRedirect } from "../../../domain/redirects.ts";
import { sitePath } from "../../../domain/sites.ts";
import { isBrowserFormPost } from "../../http/csrf.ts";
import type { SiteRoutes } from "../../http/site-routes.ts";
import { companyAccounts, switchCompany } from "./service.ts";

const AccountsSchema = z.object({ accounts: z.array(z.object({ uid: z.string(), name: z.string() })), currentUnitId: z.string().nullable() });

const UpdateBody = z.object({
  /** The uid of a unit the user belongs to (a string: uids keep their leading zeros). */
  unitId: z.union([z.string().max(100), z.number().int()]).optional(),
  /** A browser form post goes back to this path of the site afterwards. */
  returnUrl: z.string().max(500).optional(),
  CSRFToken: z.string().optional(),
});

type SwitchError = "signedOut" | "required" | "notMember";
const STATUS: Record<SwitchError, number> = { signedOut: 401, required: 400, notMember: 404 };
const MESSAGE: Record<SwitchError, MessageKey> = {
  signedOut: "companySwitch.error.signedOut",
  required: "companySwitch.error.required",
  notMember: "companySwitch.error.notMember",
};

/** The page a browser form post returns to: its `returnUrl` on this site, else the account page; a refusal opens the switch again with its reason. */
function backTo(req: FastifyRequest, returnUrl: string | undefined, error: SwitchError | null): string {
  const safe = safeRedirect(req.site, returnUrl, { fallback: sitePath(req.site, "/my-account") });
  // Relative to a placeholder origin: only the path and the query are rewritten, never the target's origin.
  const url = new URL(safe, "http://site.invalid");
  url.searchParams.delete("switchCompany");
  url.searchParams.delete("companySwitchError");
  if (error) {
    url.searchParams.set("switchCompany", "true");
    url.searchParams.set("companySwitchError", error);
  }
  return `${url.pathname}${url.search}`;
}

/** The spec's error shape for the switch (account-and-ordering §7, §8: "an error carries message"), beside DESIGN's. */
function sendSwitchError(req: FastifyRequest, reply: FastifyReply, error: SwitchError, returnUrl?: string): FastifyReply {
  reply.header("cache-control", "private, no-store");
  if (isBrowserFormPost(req)) return reply.redirect(error === "signedOut" ? sitePath(req.site, "/login") : backTo(req, returnUrl, error), 303);
  const message = translate(req.ctx.language, MESSAGE[error]);
  const errors = error === "signedOut" ? [] : [{ field: "unitId", message }];
  return reply.code(STATUS[error]).type("application/json; charset=utf-8").send({ errorMessage: message, message, errors });
}

/** The company switch (issue 14, decision 0054). */
export const companyRoutes: SiteRoutes = async (app) => {
  app.get(
    "/customer/unit/accounts",
    { schema: { tags: ["account"], summary: "The units the signed-in user may act for on this site, and the session's (`currentUnitId`: its uid)", response: { 200: AccountsSchema } } },
    async (req, reply) => {
      const accounts = await companyAccounts(req.ctx);
      if (!accounts) return sendSwitchError(req, reply, "signedOut");
      return reply.header("cache-control", "private, no-store").send(accounts);
    },
  );

  app.post(
    "/customer/unit/update",
    {
      schema: {
        tags: ["account"],
        summary: "Act for another unit the user belongs to (`unitId`: its uid) from the next request on; a browser form post goes back to `returnUrl` (303)",
        body: UpdateBody,
        response: { 200: AccountsSchema },
      },
    },
    async (req, reply) => {
      const { unitId, returnUrl } = req.body;
      if (!req.ctx.user) return sendSwitchError(req, reply, "signedOut");
      const uid = String(unitId ?? "").trim();
      if (!UNIT_UID.test(uid)) return sendSwitchError(req, reply, "required", returnUrl);
      const result = await switchCompany(req.ctx, { unitUid: uid });
      if (!result.ok) return sendSwitchError(req, reply, result.failure.kind, returnUrl);
      if (isBrowserFormPost(req)) return reply.redirect(backTo(req, returnUrl, null), 303);
      return reply.header("cache-control", "private, no-store").send(result.value);
    },
  );
};
