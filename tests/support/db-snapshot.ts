import { sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";

/**
 * A fingerprint of every row of every table of ours (and the job queue), to prove that a
 * refused request changed nothing.
 */
export async function databaseFingerprint(db: Db): Promise<Record<string, string>> {
  const tables = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const result: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const row = await db.execute<{ digest: string | null; n: number }>(
      sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest, count(*)::int as n from "${name}" t`),
    );
    result[name] = `${row.rows[0]?.n}:${row.rows[0]?.digest}`;
  }
  const jobs = await db.execute<{ n: number }>(sql`select count(*)::int as n from pgboss.job`);
  result["pgboss.job"] = String(jobs.rows[0]?.n);
  return result;
}
