import { sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "../../server/db/client.ts";

/**
 * Rows a refused request may leave: a provider attempt that took nothing stays on record as a
 * failed payment intent (decision 0039); what matters is that no money or order changed.
 */
const ROW_FILTERS: Record<string, string> = { payment_intents: " where t.state <> 'failed'" };

/**
 * Columns the background jobs move on their own: the mail job delivers an earlier request's mail
 * (sent time, message id, file) whenever it runs. A mail a refused request queued still shows,
 * as a row and by its content.
 */
const JOB_COLUMNS: Record<string, readonly string[]> = { mail_outbox: ["sent_at", "message_id", "file_path"] };

/** Databases whose server runs job workers (registered by startTestServer): their queued jobs are waited for too. */
const JOBS_RUNNING = new WeakMap<Db, boolean>();

export function registerJobWorkers(db: Db, running: boolean): void {
  JOBS_RUNNING.set(db, running);
}

/**
 * A fingerprint of every row of every table of ours (and the job queue), to prove that a
 * refused request changed nothing. `ignoredColumns` leaves out columns that mere reading moves
 * (a session's last-seen time, written at most once a minute).
 */
export async function databaseFingerprint(db: Db, ignoredColumns: Record<string, readonly string[]> = {}): Promise<Record<string, string>> {
  // Jobs of earlier steps (an order's export writing its status history, say) must not land between two fingerprints.
  await jobsSettled({ database: { db }, config: { jobs: JOBS_RUNNING.get(db) ?? false } });
  const tables = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const result: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const ignored = [...(JOB_COLUMNS[name] ?? []), ...(ignoredColumns[name] ?? [])];
    const rowText = ignored.length ? `(to_jsonb(t) ${ignored.map((c) => `- '${c}'`).join(" ")})::text` : "t::text";
    const row = await db.execute<{ digest: string | null; n: number }>(
      sql.raw(`select md5(coalesce(string_agg(${rowText}, '|' order by ${rowText}), '')) as digest, count(*)::int as n from "${name}" t${ROW_FILTERS[name] ?? ""}`),
    );
    result[name] = `${row.rows[0]?.n}:${row.rows[0]?.digest}`;
  }
  // Jobs of scheduled queues (replenishment every 15 minutes, session purge) and pg-boss's own
  // per-minute scheduling job (`__pgboss__send-it`) come with the clock, not from requests.
  const jobs = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from pgboss.job where name not in (select name from pgboss.schedule) and not starts_with(name, '__pgboss__')`,
  );
  result["pgboss.job"] = String(jobs.rows[0]?.n);
  return result;
}

export interface RefusalBody {
  errorMessage: string;
  errors: { field: string; message: string }[];
}

/** Sends `requests` one after the other, expects each to be refused with `status` and the database to be as before; answers their bodies. */
export async function expectRefusedUnchanged(db: Db, status: number, requests: readonly (() => Promise<Response>)[]): Promise<RefusalBody[]> {
  const before = await databaseFingerprint(db);
  const bodies: RefusalBody[] = [];
  for (const send of requests) {
    const res = await send();
    expect(res.status).toBe(status);
    bodies.push((await res.json()) as RefusalBody);
  }
  expect(await databaseFingerprint(db)).toEqual(before);
  return bodies;
}

/**
 * Waits until no job is running or about to be taken (order export, mail, price runs of earlier
 * steps), so a fingerprint taken next is not changed by them. Jobs due within the next two
 * seconds count too (a retry's backoff, a delayed send), else one could start between two
 * fingerprints. Queued jobs are waited for only while this process's workers take them: with
 * JOBS=off they stay queued, and waiting for them would only time out.
 */
export async function jobsSettled(server: { database: { db: Db }; config: { jobs: boolean } }, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  const waiting = server.config.jobs ? sql`or (state in ('created', 'retry') and start_after <= now() + interval '2 seconds')` : sql``;
  for (;;) {
    const busy = await server.database.db.execute<{ n: number }>(sql`select count(*)::int as n from pgboss.job where state = 'active' ${waiting}`);
    if ((busy.rows[0]?.n ?? 0) === 0) return;
    if (Date.now() > until) throw new Error("background jobs did not settle");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
