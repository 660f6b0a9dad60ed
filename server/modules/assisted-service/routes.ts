import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { SITES } from "../../../domain/sites.ts";
import { z } from "zod";
import { translate } from "../../../domain/i18n/index.ts";
import { safeRedirect } from "../../../domain/redirects.ts";
import { clearCookie, sessionCookieName, setHttpOnlyCookie } from "../../http/cookies.ts";
import { isBrowserFormPost } from "../../http/csrf.ts";
import { sendError } from "../../http/errors.ts";
import { publicOrigin } from "../../http/public-origin.ts";
import { type AgentRefusal, agentPanelPath, bindAgentCart, type CustomerRef, logoutAgent, quitAgentSession, resetAgentSession, startAgentSession } from "./agent-session.ts";

/**
 * The agent session calls (issue 16, decision 0063), all POST with the CSRF token: on B2B sites
 * `{context}/b2b-assisted-service/…`, on the consumer site `/assisted-service/…` (a site has
 * no routes of the other panel). Scripts get JSON; a form posted without script is sent
 * back to the page it came from (`redirect`, else the Referer).
 */

const Common = { CSRFToken: z.string().optional(), redirect: z.string().max(2000).optional() };
const EmulateBody = z.object({ customerId: z.string().max(320), cartId: z.string().max(40).default(""), ...Common });
const BindBody = z.object({ cartId: z.string().max(40), ...Common });
const EmptyBody = z.object(Common).optional();

const Answer = z.object({
  ok: z.literal(true),
  remainingSeconds: z.number().int().nullable(),
  customer: z.object({ name: z.string(), email: z.string() }).nullable(),
  cartCode: z.string().nullable().optional(),
  redirectUrl: z.string(),
});


function refuse(req: FastifyRequest, reply: FastifyReply, refusal: AgentRefusal): FastifyReply {
  const t = (key: Parameters<typeof translate>[1]) => translate(req.ctx.language, key);
  switch (refusal) {
    case "notAgent":
      return sendError(reply, 403, "Only service agents, and sales representatives on the partner sites, may do this.");
    case "badCartId":
      return sendError(reply, 400, t("assistedService.cartIdInvalid"), [{ field: "cartId", message: t("assistedService.cartIdInvalid") }]);
    case "customerNotFound":
      return sendError(reply, 404, t("assistedService.customerNotFound"), [{ field: "customerId", message: t("assistedService.customerNotFound") }]);
    case "noExistingCarts":
      return sendError(reply, 404, t("assistedService.noExistingCarts"), [{ field: "cartId", message: t("assistedService.noExistingCarts") }]);
    case "selectCustomerFirst":
      return sendError(reply, 409, t("assistedService.selectCustomerFirst"));
  }
}

interface Answered {
  remainingSeconds: number | null;
  customer: CustomerRef | null;
  cartCode?: string | null;
  /** A new session id to hand the browser (start and quit rotate it); null: the cookie is cleared. */
  rawSessionId?: string | null;
}

function answer(req: FastifyRequest, reply: FastifyReply, redirect: string | undefined, answered: Answered): FastifyReply {
  const cookie = sessionCookieName(req.site.id);
  if (answered.rawSessionId) setHttpOnlyCookie(req, reply, req.ctx.deps.config.session, cookie, answered.rawSessionId);
  if (answered.rawSessionId === null) clearCookie(reply, cookie);
  const redirectUrl = safeRedirect(req.site, redirect ?? req.headers.referer, { origin: publicOrigin(req) });
  if (isBrowserFormPost(req)) return reply.redirect(redirectUrl, 303);
  const { rawSessionId: _rotated, ...shown } = answered;
  return reply.send({ ok: true as const, ...shown, redirectUrl });
}

const panelRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = (summary: string) => ({ tags: ["assisted-service"], summary, response: { 200: Answer } });

  app.post("/emulate", { schema: { ...schema("Start acting for a customer (new session with the agent beside the customer)"), body: EmulateBody } }, async (req, reply) => {
    reply.header("cache-control", "no-store");
    const result = await startAgentSession(req.ctx, { customerId: req.body.customerId, cartId: req.body.cartId });
    if (!result.ok) return refuse(req, reply, result.refusal);
    return answer(req, reply, req.body?.redirect, { remainingSeconds: result.remainingSeconds, customer: result.customer, cartCode: result.cartCode, rawSessionId: result.rawSessionId });
  });

  app.post("/add-to-cart", { schema: { ...schema("Bind cart: a visitor's basket or the customer's saved cart of this code becomes their cart"), body: BindBody } }, async (req, reply) => {
    reply.header("cache-control", "no-store");
    const result = await bindAgentCart(req.ctx, { cartId: req.body.cartId });
    if (!result.ok) return refuse(req, reply, result.refusal);
    return answer(req, reply, req.body?.redirect, { remainingSeconds: result.remainingSeconds, customer: result.customer, cartCode: result.cartCode });
  });

  app.post("/resetSession", { schema: { ...schema("Restart the agent session's timer"), body: EmptyBody } }, async (req, reply) => {
    reply.header("cache-control", "no-store");
    const result = await resetAgentSession(req.ctx);
    if (!result.ok) return refuse(req, reply, result.refusal);
    const user = req.ctx.user;
    return answer(req, reply, req.body?.redirect, { remainingSeconds: result.remainingSeconds, customer: user ? { name: user.name, email: user.email } : null });
  });

  app.post("/quit", { schema: { ...schema("Stop acting for the customer: back to the agent alone (new session)"), body: EmptyBody } }, async (req, reply) => {
    reply.header("cache-control", "no-store");
    const result = await quitAgentSession(req.ctx);
    if (!result.ok) return refuse(req, reply, result.refusal);
    return answer(req, reply, req.body?.redirect, { remainingSeconds: null, customer: null, rawSessionId: result.rawSessionId });
  });

  app.post("/logoutasm", { schema: { ...schema("Sign the agent out, ending any customer session"), body: EmptyBody } }, async (req, reply) => {
    reply.header("cache-control", "no-store");
    const result = await logoutAgent(req.ctx);
    if (!result.ok) return refuse(req, reply, result.refusal);
    return answer(req, reply, req.body?.redirect, { remainingSeconds: null, customer: null, rawSessionId: null });
  });
};

/** Registers the panel calls on every site at its panel's path (decision 0063): a site has only its own panel's. */
export async function registerAssistedService(app: FastifyInstance): Promise<void> {
  for (const site of Object.values(SITES)) {
    await app.register(panelRoutes, { prefix: agentPanelPath(site, "").replace(/\/$/, "") });
  }
}
