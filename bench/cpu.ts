import { readFileSync } from "node:fs";
import pg from "pg";

const TICK_MS = 10; // Linux USER_HZ is 100 on every platform we run on.

/** User + system CPU time of the processes, in ms (Linux /proc; 0 elsewhere or when gone). */
export function cpuMs(pids: readonly number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      // Fields after the command name, which sits in parentheses and may contain spaces.
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // Not Linux, or the process ended.
    }
  }
  return ticks * TICK_MS;
}

/** Server processes of the database's connections (local PostgreSQL only). */
export async function databaseBackendPids(url: string | undefined): Promise<number[]> {
  if (!url) return [];
  const name = new URL(url).pathname.slice(1);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>("select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()", [name]);
    return rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
}
