import pg from "pg";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import * as schema from "./schema/index.ts";
import { runUnnamedOn } from "./compiled.ts";
import { EMBEDDED_URL_MARK, startEmbeddedPostgres, type EmbeddedPostgres } from "./embedded.ts";

export type Db = NodePgDatabase<typeof schema>;
/** A handle that runs queries: the pooled database or an open transaction. */
export type DbOrTx = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  pool: pg.Pool;
  url: string;
  embedded: boolean;
  close(): Promise<void>;
}

// int8 (count(*), bigint ids) as JS numbers: every bigint we store is far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string | null;
  poolSize?: number;
  /** Embedded only: start from this data directory dump (tests load a migrated, seeded snapshot). */
  loadDataDir?: Blob;
}): Promise<Database> {
  let embedded: EmbeddedPostgres | null = null;
  let url = opts.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres({ dataDir: opts.dataDir, ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}) });
    url = embedded.url;
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: embedded ? 1 : (opts.poolSize ?? 10),
    idleTimeoutMillis: embedded ? 0 : 30_000,
    application_name: "brim",
  });
  if (embedded || url.includes(EMBEDDED_URL_MARK)) runUnnamedOn(pool);
  keepConnectionsOnStatementErrors(pool);
  pool.on("error", () => {
    // An idle client lost its connection (server restart); the pool replaces it on next use.
  });
  const db = drizzle(pool, { schema, casing: "snake_case" });
  return {
    db,
    pool,
    url,
    embedded: embedded !== null,
    async close() {
      await pool.end();
      await embedded?.stop();
    },
  };
}

type PoolQuery = pg.Pool["query"];

/**
 * pg-pool's own `query` throws away the connection whenever a statement fails, even for a plain
 * SQL error (a NUL in a text value, a constraint) after which the connection is ready again. On
 * the embedded database that replacement raced the closing socket and an unrelated request
 * waiting for the pool got "Connection terminated unexpectedly" (decision 0036). Here a statement
 * the server refused keeps its connection; only a broken connection (no SQLSTATE) is replaced.
 * Callback-style calls keep pg-pool's behaviour.
 */
export function keepConnectionsOnStatementErrors(pool: pg.Pool): void {
  const original = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const query = (...args: unknown[]): unknown => {
    if (args.some((arg) => typeof arg === "function")) return original(...args);
    return queryKeepingConnection(pool, args);
  };
  pool.query = query as PoolQuery;
}

async function queryKeepingConnection(pool: pg.Pool, args: unknown[]): Promise<pg.QueryResult> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    return await (client.query as (...a: unknown[]) => Promise<pg.QueryResult>)(...args);
  } catch (error) {
    if (!(error instanceof pg.DatabaseError)) broken = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    client.release(broken);
  }
}
