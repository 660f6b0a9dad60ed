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
 * the calls that record themselves (the panel's, order placement) are left out by the rule. A
 * failure to record is logged as an error; the answer has already gone.
 */
export function registerAgentAudit(app: FastifyInstance): void {
  app.addHook("onResponse", async (req, reply) => {
    const ctx = req.ctx;
    const customer = ctx?.user;
    if (!ctx?.actingAgent || !customer) return;
    const route = auditedRoute(req);
    const action = agentWriteAction(req.method, route, reply.statusCode);
    if (!action) return;
    try {
      const recorded = await recordAgentEvent(ctx, { action, customerUserId: customer.id, route, summary: { method: req.method, status: reply.statusCode } });
      if (!recorded.ok) req.log.error({ problem: recorded.problem, route }, "agent write not recorded");
    } catch (error) {
      req.log.error({ err: error, route }, "agent write not recorded");
    }
  });
}
