/**
 * The agent audit trail (issue 16, decision 0062): what an agent or sales rep did while acting for
 * a customer. The actions, the retention and the rule a summary must meet before it is written.
 * Pure: the server's recordAgentEvent and its tests use these same functions.
 */

/** What an audit event records (the pg enum `agent_audit_action` is made from this list). */
export const AGENT_AUDIT_ACTIONS = [
  "sessionStart",
  "sessionEnd",
  "sessionExpired",
  "cartChange",
  "checkoutStep",
  "orderPlaced",
  "addressChange",
  "customerCreated",
  "cartBound",
  /** Any other write made for the customer (profile, lists, quotes…): decision 0063, so no write goes unrecorded. */
  "accountChange",
] as const;
export type AgentAuditAction = (typeof AGENT_AUDIT_ACTIONS)[number];

export function isAgentAuditAction(value: unknown): value is AgentAuditAction {
  return typeof value === "string" && (AGENT_AUDIT_ACTIONS as readonly string[]).includes(value);
}

/** Default for AGENT_AUDIT_RETENTION_DAYS: two years (decision 0062). */
export const DEFAULT_AGENT_AUDIT_RETENTION_DAYS = 730;
/**
 * The shortest retention the database accepts: its trigger refuses to delete an event younger
 * than this whatever the purge asks, so a wrong setting cannot wipe the recent trail.
 */
export const MIN_AGENT_AUDIT_RETENTION_DAYS = 365;
export const MAX_AGENT_AUDIT_RETENTION_DAYS = 3650;

/** Events a purge may delete: those older than `retentionDays` 24-hour days before `now`. */
export function agentAuditPurgeCutoff(now: Date, retentionDays: number): Date {
  return new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000);
}

/** Most bytes (UTF-8) a summary takes once serialised as JSON. */
export const AGENT_AUDIT_SUMMARY_MAX_BYTES = 2048;

/**
 * Keys never kept in a summary, at any depth: card data and secrets. Compared without case and
 * without separators, so "cardNumber", "card_number", "CVV2" and "newPassword" all match.
 */
const FORBIDDEN_KEY = /card|cvv|cvc|password|passwd|secret|token|iban|^pan$|^csc$/;

export function isForbiddenSummaryKey(key: string): boolean {
  return FORBIDDEN_KEY.test(key.toLowerCase().replace(/[^a-z0-9]/g, ""));
}

export type AuditSummaryCheck =
  | { ok: true; summary: Record<string, unknown>; stripped: string[] }
  | { ok: false; problem: "notObject" | "tooLarge" };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** A copy of a JSON-like value without forbidden keys; values JSON cannot hold (functions, dates, NaN) become null. */
function strip(value: unknown, path: string, stripped: string[], depth: number): unknown {
  if (depth > 8) return null;
  if (Array.isArray(value)) return value.map((v, i) => strip(v, `${path}[${i}]`, stripped, depth + 1));
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (isForbiddenSummaryKey(key)) stripped.push(at);
      else out[key] = strip(v, at, stripped, depth + 1);
    }
    return out;
  }
  if (typeof value === "string" || typeof value === "boolean" || value === null) return value;
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  return null;
}

/**
 * A summary as it may be written: a plain object (not an array, not a class instance), with every
 * key named like card data or a secret removed (reported in `stripped`), at most
 * AGENT_AUDIT_SUMMARY_MAX_BYTES once serialised. Too large is refused, not cut: a cut summary
 * would say something else than what happened.
 */
export function checkAuditSummary(summary: unknown): AuditSummaryCheck {
  if (!isPlainObject(summary)) return { ok: false, problem: "notObject" };
  const stripped: string[] = [];
  const clean = strip(summary, "", stripped, 0) as Record<string, unknown>;
  if (new TextEncoder().encode(JSON.stringify(clean)).byteLength > AGENT_AUDIT_SUMMARY_MAX_BYTES) return { ok: false, problem: "tooLarge" };
  return { ok: true, summary: clean, stripped };
}

/** Methods that change something: the requests an agent's audit records (decision 0063). */
const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * What a write answered while an agent acts for a customer is recorded as, by its route pattern
 * (decision 0063), or null when it is not recorded by the request hook: reads, refused requests
 * (status 400 and up), and the calls that record themselves (the agent panel's own calls, which
 * write their session events, and order placement, which writes `orderPlaced` with the order's
 * code). A sign-out ends the agent session; addresses (also the checkout's) are address changes,
 * other checkout calls checkout steps, carts and lists cart changes, anything else an account change.
 */
export function agentWriteAction(method: string, route: string, status: number): AgentAuditAction | null {
  if (!WRITE_METHODS.has(method.toUpperCase()) || status >= 400) return null;
  const path = route.split(/[?#]/, 1)[0] ?? "";
  if (/\/(b2b-)?assisted-service(-aif)?\//.test(path) || /\/checkout\/simple\/placeOrder$/.test(path)) return null;
  if (/\/logout$/.test(path)) return "sessionEnd";
  if (/address/i.test(path)) return "addressChange";
  if (/\/checkout\b/i.test(path)) return "checkoutStep";
  if (/\/(cart|quickOrder|bag|savedBag|saved-carts|order-form|orderForm|reorder)\b/i.test(path) || /\/addProducts\b/.test(path)) return "cartChange";
  return "accountChange";
}
