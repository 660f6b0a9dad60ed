import { sql } from "drizzle-orm";
import { agentAuditPurgeCutoff, MIN_AGENT_AUDIT_RETENTION_DAYS } from "../../../domain/agent-audit.ts";
import type { DbOrTx } from "../../db/client.ts";

export interface PurgeAgentAuditInput {
  now: Date;
  /** AGENT_AUDIT_RETENTION_DAYS. */
  retentionDays: number;
  /** Events removed per statement. */
  batchSize: number;
}

/** Batches one run takes at most; the next day's run goes on. */
const MAX_BATCHES = 1_000;

/**
 * Decision 0062: deletes agent audit events older than the retention period, oldest first, in
 * batches of `batchSize`, each batch a transaction of its own. The table's trigger refuses to
 * delete an event younger than the retention the transaction states (never less than 365 days),
 * so each batch states it (`brim.agent_audit_retention_days`, local to the transaction) and
 * also reads the cutoff from the database's clock: the trigger and the purge agree on what is
 * old. Idempotent: a second run finds nothing.
 */
export async function purgeAgentAudit(db: DbOrTx, input: PurgeAgentAuditInput): Promise<{ deleted: number; batches: number }> {
  if (!Number.isInteger(input.batchSize) || input.batchSize < 1) throw new RangeError(`batch size must be a whole number, at least 1: ${input.batchSize}`);
  if (!Number.isInteger(input.retentionDays) || input.retentionDays < 1) throw new RangeError(`retention must be a whole number of days: ${input.retentionDays}`);
  const cutoff = agentAuditPurgeCutoff(input.now, input.retentionDays).toISOString();
  const counts = { deleted: 0, batches: 0 };
  while (counts.batches < MAX_BATCHES) {
    const deleted = await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('brim.agent_audit_retention_days', ${String(input.retentionDays)}, true)`);
      const result = await tx.execute(sql`
        delete from agent_audit_events where id in (
          select id from agent_audit_events
          where at < ${cutoff}::timestamptz and at < now() - make_interval(days => greatest(${MIN_AGENT_AUDIT_RETENTION_DAYS}::int, ${input.retentionDays}::int))
          order by at, id
          limit ${input.batchSize})`);
      return result.rowCount ?? 0;
    });
    counts.batches += 1;
    counts.deleted += deleted;
    if (deleted < input.batchSize) break;
  }
  return counts;
}
