import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { type AgentAuditAction, checkAuditSummary, isAgentAuditAction } from "../../../domain/agent-audit.ts";
import type { RequestContext } from "../../context.ts";
import { agentAuditEvents } from "../../db/schema/index.ts";

/**
 * The agent audit trail (issue 16, decision 0062): every write an agent or sales rep makes while
 * acting for a customer is recorded here, in the same transaction as the write (pass the
 * transaction's context), so a change and its record commit together or not at all.
 */

export interface AgentEventInput {
  action: AgentAuditAction;
  /** The customer acted for; null before one is chosen (an agent's session start or end). */
  customerUserId: number | null;
  /** The route pattern (`req.routeOptions.url`, e.g. `/cart/entry/:entryNumber`); a query or fragment is cut off. */
  route: string;
  /** What changed: a plain object, at most 2 KB as JSON; card and password keys are removed. */
  summary: Record<string, unknown>;
}

export type RecordAgentEventResult =
  | { ok: true; id: number; stripped: string[] }
  | { ok: false; problem: "notAgent" | "badAction" | "badRoute" | "notObject" | "tooLarge" };

/** Longest route pattern kept. */
const ROUTE_MAX = 200;

/** Who acts: the agent session's agent, else a signed-in agent or sales rep themselves; nobody else is an agent. */
function agentOf(ctx: Pick<RequestContext, "user" | "actingAgent">): number | null {
  if (ctx.actingAgent) return ctx.actingAgent.userId;
  const user = ctx.user;
  return user && (user.kind === "agent" || user.kind === "salesrep") ? user.id : null;
}

/** The pattern without query or fragment; null when it is no path. */
function routePattern(route: string): string | null {
  const path = route.split(/[?#]/, 1)[0] ?? "";
  return path.startsWith("/") && path.length <= ROUTE_MAX ? path : null;
}

/**
 * Identifies the agent session in the trail without being its id, nor the hash the sessions table
 * is keyed by: events of one session share it, and it leads to no session row.
 */
export function auditSessionRef(sessionIdHash: string | null): string {
  if (!sessionIdHash) return "none";
  return createHash("sha256").update(`agent-audit:${sessionIdHash}`).digest("hex").slice(0, 32);
}

/** Appends one event; a refused input writes nothing and says why. */
export async function recordAgentEvent(ctx: RequestContext, input: AgentEventInput): Promise<RecordAgentEventResult> {
  const agentUserId = agentOf(ctx);
  if (agentUserId === null) return { ok: false, problem: "notAgent" };
  if (!isAgentAuditAction(input.action)) return { ok: false, problem: "badAction" };
  const route = routePattern(input.route);
  if (route === null) return { ok: false, problem: "badRoute" };
  const checked = checkAuditSummary(input.summary);
  if (!checked.ok) return { ok: false, problem: checked.problem };
  if (checked.stripped.length > 0) ctx.log.warn({ action: input.action, route, stripped: checked.stripped }, "agent audit summary keys removed");
  const [row] = await ctx.db
    .insert(agentAuditEvents)
    .values({
      at: ctx.now,
      siteId: ctx.site.id,
      agentUserId,
      customerUserId: input.customerUserId,
      sessionRef: auditSessionRef(ctx.sessionIdHash),
      action: input.action,
      route,
      summary: checked.summary,
    })
    .returning({ id: agentAuditEvents.id });
  if (!row) throw new Error("agent audit insert returned nothing");
  return { ok: true, id: row.id, stripped: checked.stripped };
}

/** One event as a trail lists it. */
export interface AgentAuditEntry {
  id: number;
  /** ISO time. */
  at: string;
  action: AgentAuditAction;
  route: string;
  summary: Record<string, unknown>;
  agent: { id: number; name: string };
  customer: { id: number; name: string } | null;
}

export interface AgentAuditPage {
  events: AgentAuditEntry[];
  /** Pass as `page` for the next (older) events; null on the last page. */
  next: string | null;
}

export type AuditTrailResult = { ok: true; value: AgentAuditPage } | { ok: false; kind: "notFound" | "badPage" };

export const AUDIT_PAGE_SIZE = 20;

/** A page cursor: the last event's time (microseconds, UTC) and id. Opaque to callers. */
const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)_(\d{1,15})$/;

function parseCursor(page: string | null | undefined): { at: string; id: number } | null | "bad" {
  if (page === null || page === undefined || page === "") return null;
  const match = CURSOR.exec(page);
  if (!match || Number.isNaN(Date.parse(match[1]!))) return "bad";
  return { at: match[1]!, id: Number(match[2]) };
}

interface TrailRow extends Record<string, unknown> {
  id: string | number;
  at_key: string;
  at: string | Date;
  action: AgentAuditAction;
  route: string;
  summary: Record<string, unknown>;
  agent_id: number;
  agent_name: string;
  customer_id: number | null;
  customer_name: string | null;
}

/**
 * Newest first, keyset-paginated on (at, id): a page never repeats or skips an event, whatever is
 * appended meanwhile. Authorizes nothing: callers decide who may read whose trail first.
 */
export async function readAuditTrail(ctx: RequestContext, column: "customer_user_id" | "agent_user_id", userId: number, page: string | null | undefined, size: number): Promise<AuditTrailResult> {
  const cursor = parseCursor(page);
  if (cursor === "bad") return { ok: false, kind: "badPage" };
  const after = cursor ? sql` and (e.at, e.id) < (${cursor.at}::timestamptz, ${cursor.id})` : sql``;
  const result = await ctx.db.execute<TrailRow>(sql`
    select e.id, e.at, to_char(e.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at_key, e.action, e.route, e.summary,
      a.id as agent_id, a.name as agent_name, c.id as customer_id, c.name as customer_name
    from agent_audit_events e
    join users a on a.id = e.agent_user_id
    left join users c on c.id = e.customer_user_id
    where e.${sql.raw(column)} = ${userId} and e.site_id = ${ctx.site.id}${after}
    order by e.at desc, e.id desc
    limit ${size + 1}`);
  const rows = result.rows.slice(0, size);
  const last = rows.at(-1);
  return {
    ok: true,
    value: {
      events: rows.map((r) => ({
        id: Number(r.id),
        at: new Date(r.at).toISOString(),
        action: r.action,
        route: r.route,
        summary: r.summary,
        agent: { id: r.agent_id, name: r.agent_name },
        customer: r.customer_id === null ? null : { id: r.customer_id, name: r.customer_name ?? "" },
      })),
      next: result.rows.length > size && last ? `${last.at_key}_${Number(last.id)}` : null,
    },
  };
}

const NOT_FOUND = { ok: false as const, kind: "notFound" as const };

/**
 * What agents did for a customer, on this site. The customer reads their own ("assisted by an
 * agent"); an agent reads any customer's. Anyone else, and an unknown customer, get notFound.
 */
export async function customerAuditTrail(ctx: RequestContext, input: { customerUserId: number; page?: string | null; size?: number }): Promise<AuditTrailResult> {
  const user = ctx.user;
  if (!user || (user.id !== input.customerUserId && user.kind !== "agent")) return NOT_FOUND;
  return readAuditTrail(ctx, "customer_user_id", input.customerUserId, input.page, pageSize(input.size));
}

/** What one agent or sales rep did, on this site: their own trail only (an admin role, when it exists, reads any). */
export async function agentAuditTrail(ctx: RequestContext, input: { agentUserId: number; page?: string | null; size?: number }): Promise<AuditTrailResult> {
  const user = ctx.user;
  if (!user || user.id !== input.agentUserId || (user.kind !== "agent" && user.kind !== "salesrep")) return NOT_FOUND;
  return readAuditTrail(ctx, "agent_user_id", input.agentUserId, input.page, pageSize(input.size));
}

function pageSize(size: number | undefined): number {
  return size !== undefined && Number.isInteger(size) && size >= 1 && size <= 100 ? size : AUDIT_PAGE_SIZE;
}
