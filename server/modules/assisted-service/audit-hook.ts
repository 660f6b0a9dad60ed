import type { FastifyInstance, FastifyRequest } from "fastify";
import { agentWriteAction } from "../../../domain/agent-audit.ts";
import { recordAgentEvent } from "./audit.ts";

/** The route a request is recorded under: its pattern, or for a page's action (`/*`) the path without query. */
function auditedRoute(req: FastifyRequest): string {
  const pattern = req.routeOptions.url;
  return pattern && pattern !== "/*" ? pattern : (req.url.split(/[?#]/, 1)[0] ?? "/");
}

/**
 * Decision 0063: every write answered (status under 400) while an agent or sales rep acts for a
 * customer is recorded in the agent audit trail, classified by its route (agentWriteAction), with
 * the route pattern, method and status. One hook for every route, so no write can forget it;
 * the calls that record themselves (the panel's, order placement) are left out by the rule. It
 * runs as the answer is about to be sent (`onSend`), so the record is in the database before the
 * browser hears that the write was done; a failure to record is logged as an error.
 */
export function registerAgentAudit(app: FastifyInstance): void {
  app.addHook("onSend", async (req, reply, payload) => {
    const ctx = req.ctx;
    const customer = ctx?.user;
    if (!ctx?.actingAgent || !customer) return payload;
    const route = auditedRoute(req);
    const action = agentWriteAction(req.method, route, reply.statusCode);
    if (!action) return payload;
    try {
      const recorded = await recordAgentEvent(ctx, { action, customerUserId: customer.id, route, summary: { method: req.method, status: reply.statusCode } });
      if (!recorded.ok) req.log.error({ problem: recorded.problem, route }, "agent write not recorded");
    } catch (error) {
      req.log.error({ err: error, route }, "agent write not recorded");
    }
    return payload;
  });
}
