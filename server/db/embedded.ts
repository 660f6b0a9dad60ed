import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

/**
 * Marks the embedded database's URL, for other processes given it as DATABASE_URL (tests run two
 * servers on one): every connection shares its one backend session (server/db/compiled.ts).
 * `pg` ignores the unknown parameter.
 */
export const EMBEDDED_URL_MARK = "brim_embedded=1";

export interface EmbeddedPostgres {
  url: string;
  /** The whole data directory as a tarball, for `loadDataDir` of another start (tests: a migrated, seeded snapshot). */
  dump(): Promise<Blob>;
  stop(): Promise<void>;
}

/**
 * Starts PGlite (PostgreSQL compiled to WASM) on DATA_DIR/pgdata and exposes it on a loopback
 * port, so the application always talks the PostgreSQL wire protocol through `pg`.
 * PGlite executes one query at a time; `maxConnections` > 1 only multiplexes sockets, which
 * is safe for independent processes (tests) but not for one app that holds a transaction,
 * so the app's own pool uses a single connection in embedded mode.
 */
export async function startEmbeddedPostgres(opts: {
  dataDir: string | null;
  maxConnections?: number;
  /** Start from this dump (`dump()`) instead of an empty cluster. */
  loadDataDir?: Blob;
}): Promise<EmbeddedPostgres> {
  let dataDir: string | undefined;
  if (opts.dataDir) {
    dataDir = path.join(opts.dataDir, "pgdata");
    await mkdir(dataDir, { recursive: true });
  }
  const db = await PGlite.create({ dataDir, extensions: { pg_trgm }, ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}) });
  const server = new PGLiteSocketServer({
    db,
    host: "127.0.0.1",
    port: 0,
    maxConnections: opts.maxConnections ?? 1,
  });
  await server.start();
  const conn = server.getServerConn();
  return {
    url: `postgres://postgres:postgres@${conn}/postgres?sslmode=disable&${EMBEDDED_URL_MARK}`,
    dump: () => db.dumpDataDir("none"),
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
