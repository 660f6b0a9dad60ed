import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "./client.ts";

/**
 * Adapts a Drizzle handle (pool or open transaction) to the `executeSql(text, values)` shape
 * that pg-boss takes, so a job can be enqueued inside the caller's transaction.
 */
export function sqlExecutor(db: DbOrTx) {
  return {
    async executeSql(text: string, values: unknown[] = []): Promise<{ rows: unknown[] }> {
      const result = await db.execute(positionalToSql(text, values));
      return { rows: result.rows };
    },
  };
}

function positionalToSql(text: string, values: unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    const index = match.index;
    chunks.push(sql.raw(text.slice(last, index)));
    chunks.push(sql`${values[Number(match[1]) - 1] ?? null}`);
    last = index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}
