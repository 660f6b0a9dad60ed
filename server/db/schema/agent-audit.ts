import { sql } from "drizzle-orm";
import { bigserial, index, integer, jsonb, pgEnum, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { AGENT_AUDIT_ACTIONS } from "../../../domain/agent-audit.ts";
import { sites, users } from "./accounts.ts";

export const agentAuditAction = pgEnum("agent_audit_action", AGENT_AUDIT_ACTIONS);

/**
 * What an agent or sales rep did while acting for a customer (issue 16, decision 0062).
 * Append-only: a trigger (migration 0030) refuses every UPDATE, and every DELETE of an event
 * younger than the retention period, so only the retention purge removes rows.
 */
export const agentAuditEvents = pgTable(
  "agent_audit_events",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    siteId: text()
      .notNull()
      .references(() => sites.id),
    agentUserId: integer()
      .notNull()
      .references(() => users.id),
    /** Null for what happens before a customer is chosen (an agent's session start or end). */
    customerUserId: integer().references(() => users.id),
    /** A hash that identifies the agent session (never the session id itself). */
    sessionRef: text().notNull(),
    action: agentAuditAction().notNull(),
    /** The route pattern that did it (`/cart/entry/:entryNumber`), never the raw URL with its query. */
    route: text().notNull(),
    /** A small JSON object (at most 2 KB): what changed. Never card data or passwords. */
    summary: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index("agent_audit_events_customer_idx").on(t.customerUserId, sql`${t.at} desc`, sql`${t.id} desc`),
    index("agent_audit_events_agent_idx").on(t.agentUserId, sql`${t.at} desc`, sql`${t.id} desc`),
    // The retention purge reads by time alone; rows are appended in time order, so a BRIN index is tiny and enough.
    index("agent_audit_events_at_brin_idx").using("brin", t.at),
  ],
);
