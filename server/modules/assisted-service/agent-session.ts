import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { AGENT_SESSION_RESET_EXTRA_SECONDS, agentPanelKindOf, agentSessionLimitSeconds } from "../../../domain/assisted-service.ts";
import { isCartCode } from "../../../domain/assisted-service-fields.ts";
import { type ActingAgent, type RequestContext, withDb } from "../../context.ts";
import { sessions } from "../../db/schema/index.ts";
import { createSession, revokeSession } from "../auth/sessions.ts";
import { type AgentCart, customerSessionUser, findAgentCart, makeActiveCart, sessionDataFor } from "./agent-cart.ts";
import { recordAgentEvent } from "./audit.ts";
import { actorOf, type Actor, findEligibleCustomer } from "./eligibility.ts";

/**
 * Agent sessions (issue 16, decision 0063): an agent or sales rep starts acting for a customer
 * (a new session row with both identities), binds a cart, resets the timer, quits back to
 * themselves or signs out. Every call is fn(ctx, input) with typed refusals; none changes
 * anything when it refuses. The routes are in routes.ts.
 */

/** Who may call the agent routes: a service agent anywhere, a sales rep on a B2B site; from their own session or one acting for a customer. */
export function agentRouteActor(ctx: Pick<RequestContext, "user" | "actingAgent" | "site">): Actor | null {
  const acting = ctx.actingAgent;
  const actor = acting ? { userId: acting.userId, kind: acting.kind } : actorOf(ctx.user);
  if (!actor || (actor.kind === "salesrep" && !ctx.site.b2b)) return null;
  return actor;
}

/** The path of an agent panel call on this site (decision 0063): `{context}/b2b-assisted-service/…` on B2B sites, `/assisted-service/…` on the consumer site. */
export function agentPanelPath(site: Pick<RequestContext["site"], "b2b" | "contextPath">, call: string): string {
  return `${site.contextPath}/${site.b2b ? "b2b-assisted-service" : "assisted-service"}/${call}`;
}

/** The agent session's length on this site: B2B 7,200 s, retail AGENT_SESSION_SECONDS. */
export function agentSessionSeconds(ctx: Pick<RequestContext, "site" | "deps">): number {
  return agentSessionLimitSeconds(agentPanelKindOf(ctx.site), ctx.deps.config.agentSession.retailSeconds);
}

/** When a session started or reset now ends on the server: the limit, and §9's extra second as grace. */
function agentExpiry(ctx: Pick<RequestContext, "site" | "deps" | "now">): Date {
  return new Date(ctx.now.getTime() + (agentSessionSeconds(ctx) + AGENT_SESSION_RESET_EXTRA_SECONDS) * 1000);
}

export type AgentRefusal = "notAgent" | "badCartId" | "customerNotFound" | "noExistingCarts" | "selectCustomerFirst";
type Refused = { ok: false; refusal: AgentRefusal };
const refused = (refusal: AgentRefusal): Refused => ({ ok: false, refusal });

export interface CustomerRef {
  name: string;
  email: string;
}

export type EmulateResult = { ok: true; rawSessionId: string; customer: CustomerRef; remainingSeconds: number; cartCode: string | null } | Refused;

/** The acting agent's full identity (their own session carries it as `user`). */
function agentIdentity(ctx: RequestContext, actor: Actor, expiresAt: Date): ActingAgent {
  if (ctx.actingAgent) return { ...ctx.actingAgent, expiresAt };
  return { userId: actor.userId, email: ctx.user?.email ?? "", name: ctx.user?.name ?? "", kind: actor.kind, expiresAt };
}

/**
 * Start session (`emulate`): the customer must be one the actor may act for (else
 * customerNotFound, as for an unknown e-mail). With an 8-digit cart id, that cart of the
 * customer's becomes their active cart (else noExistingCarts); without one, their usual cart.
 * A new session row (new id, new CSRF token) carries the customer and the agent; the calling
 * row is revoked. An agent already acting for someone ends that session first.
 */
export async function startAgentSession(ctx: RequestContext, input: { customerId: string; cartId: string }): Promise<EmulateResult> {
  const actor = agentRouteActor(ctx);
  if (!actor) return refused("notAgent");
  if (input.cartId !== "" && !isCartCode(input.cartId)) return refused("badCartId");
  const found = await findEligibleCustomer(ctx.db, actor, ctx.site.id, input.customerId);
  const customer = found ? await customerSessionUser(ctx.db, found.id) : null;
  if (!found || !customer) return refused("customerNotFound");
  let cart: AgentCart | null = null;
  if (input.cartId !== "") {
    cart = await findAgentCart(ctx.db, ctx, customer, input.cartId, false);
    if (!cart) return refused("noExistingCarts");
  }
  const expiresAt = agentExpiry(ctx);
  const agent = agentIdentity(ctx, actor, expiresAt);
  return ctx.db.transaction(async (tx) => {
    if (ctx.actingAgent && ctx.user) await recordAgentEvent(withDb(ctx, tx), { action: "sessionEnd", customerUserId: ctx.user.id, route: agentPanelPath(ctx.site, "emulate"), summary: { reason: "switched" } });
    if (ctx.sessionIdHash) await revokeSession(tx, ctx.sessionIdHash, ctx.now);
    if (cart) await makeActiveCart(tx, ctx, customer, cart);
    const session = await createSession(tx, { siteId: ctx.site.id, userId: customer.id, data: sessionDataFor(cart), ip: ctx.ip, userAgent: ctx.userAgent, now: ctx.now, timeouts: ctx.deps.config.session, agent: { userId: actor.userId, expiresAt } });
    const started = { ...ctx, db: tx, user: customer, actingAgent: agent, sessionIdHash: session.idHash };
    await recordAgentEvent(started, { action: "sessionStart", customerUserId: customer.id, route: agentPanelPath(ctx.site, "emulate"), summary: cart ? { cartCode: cart.code } : {} });
    return { ok: true as const, rawSessionId: session.rawId, customer: { name: customer.name, email: customer.email }, remainingSeconds: agentSessionSeconds(ctx), cartCode: cart?.code ?? null };
  });
}

export type BindCartResult = { ok: true; cartCode: string; keptAsSaved: string | null; customer: CustomerRef; remainingSeconds: number } | Refused;

/**
 * Bind cart (the spec's `add-to-cart`): the cart of an 8-digit code (a visitor's basket of this
 * site, or the customer's own saved cart) becomes the emulated customer's active cart; the active
 * cart it replaces is kept as a saved cart. Never another customer's cart (noExistingCarts).
 */
export async function bindAgentCart(ctx: RequestContext, input: { cartId: string }): Promise<BindCartResult> {
  const actor = agentRouteActor(ctx);
  if (!actor) return refused("notAgent");
  const customer = ctx.actingAgent ? ctx.user : null;
  if (!customer || !ctx.sessionIdHash) return refused("selectCustomerFirst");
  if (!isCartCode(input.cartId)) return refused("badCartId");
  const cart = await findAgentCart(ctx.db, ctx, customer, input.cartId, true);
  if (!cart) return refused("noExistingCarts");
  const sessionIdHash = ctx.sessionIdHash;
  return ctx.db.transaction(async (tx) => {
    const { keptAsSaved } = await makeActiveCart(tx, ctx, customer, cart);
    await tx.update(sessions).set({ data: sessionDataFor(cart) }).where(eq(sessions.idHash, sessionIdHash));
    await recordAgentEvent(withDb(ctx, tx), { action: "cartBound", customerUserId: customer.id, route: agentPanelPath(ctx.site, "add-to-cart"), summary: { cartCode: cart.code, from: cart.source, keptAsSaved } });
    return { ok: true as const, cartCode: cart.code, keptAsSaved, customer: { name: customer.name, email: customer.email }, remainingSeconds: agentSessionSeconds(ctx) };
  });
}

export type ResetResult = { ok: true; remainingSeconds: number } | Refused;

/** `resetSession`: the agent session runs the full limit again from now (+1 s grace, §9). */
export async function resetAgentSession(ctx: RequestContext): Promise<ResetResult> {
  if (!agentRouteActor(ctx)) return refused("notAgent");
  if (!ctx.actingAgent || !ctx.sessionIdHash) return refused("selectCustomerFirst");
  await ctx.db
    .update(sessions)
    .set({ agentExpiresAt: agentExpiry(ctx) })
    .where(and(eq(sessions.idHash, ctx.sessionIdHash), isNotNull(sessions.agentUserId), isNull(sessions.revokedAt)));
  return { ok: true, remainingSeconds: agentSessionSeconds(ctx) };
}

export type QuitResult = { ok: true; rawSessionId: string } | Refused;

/** `quit`: back to the agent alone, in a new session row (the id rotates); the customer's session ends. */
export async function quitAgentSession(ctx: RequestContext): Promise<QuitResult> {
  const actor = agentRouteActor(ctx);
  if (!actor) return refused("notAgent");
  const customer = ctx.actingAgent ? ctx.user : null;
  if (!customer || !ctx.sessionIdHash) return refused("selectCustomerFirst");
  const sessionIdHash = ctx.sessionIdHash;
  return ctx.db.transaction(async (tx) => {
    await recordAgentEvent(withDb(ctx, tx), { action: "sessionEnd", customerUserId: customer.id, route: agentPanelPath(ctx.site, "quit"), summary: { reason: "quit" } });
    await revokeSession(tx, sessionIdHash, ctx.now);
    const session = await createSession(tx, { siteId: ctx.site.id, userId: actor.userId, ip: ctx.ip, userAgent: ctx.userAgent, now: ctx.now, timeouts: ctx.deps.config.session });
    return { ok: true as const, rawSessionId: session.rawId };
  });
}

/** `logoutasm`: the session ends for the agent and the customer alike. */
export async function logoutAgent(ctx: RequestContext): Promise<{ ok: true } | Refused> {
  if (!agentRouteActor(ctx)) return refused("notAgent");
  const sessionIdHash = ctx.sessionIdHash;
  if (!sessionIdHash) return refused("notAgent");
  const customerUserId = ctx.actingAgent ? (ctx.user?.id ?? null) : null;
  await ctx.db.transaction(async (tx) => {
    await recordAgentEvent(withDb(ctx, tx), { action: "sessionEnd", customerUserId, route: agentPanelPath(ctx.site, "logoutasm"), summary: { reason: "logout" } });
    await revokeSession(tx, sessionIdHash, ctx.now);
  });
  return { ok: true };
}

/** Records an agent session the server ended because its time was up (loadSession found it). */
export async function recordAgentSessionExpired(ctx: RequestContext, customerUserId: number, route: string): Promise<void> {
  const recorded = await recordAgentEvent(ctx, { action: "sessionExpired", customerUserId, route, summary: {} });
  if (!recorded.ok) ctx.log.error({ problem: recorded.problem }, "agent session expiry not recorded");
}
