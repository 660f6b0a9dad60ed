import path from "node:path";
import type { FastifyInstance } from "fastify";
import { inject } from "vitest";
import type { AppConfig } from "../../server/config.ts";
import type { AppDeps } from "../../server/context.ts";
import { openDatabase, type Database } from "../../server/db/client.ts";
import { runMigrations } from "../../server/db/migrate.ts";
import { buildApp } from "../../server/http/app.ts";
import { closeGracefully } from "../../server/http/shutdown.ts";
import { startJobs } from "../../server/jobs/boss.ts";
import { registerWorkers } from "../../server/jobs/workers.ts";
import { createAppDeps } from "../../server/deps.ts";
import { clonePostgresDatabase, type DbTarget } from "./databases.ts";
import { registerJobWorkers } from "./db-snapshot.ts";
import { loadPgliteSnapshot } from "./pglite-snapshot.ts";
import { testConfig } from "./test-config.ts";

export const BUILD_DIR = path.resolve(import.meta.dirname, "../../build");

export interface TestServer {
  baseUrl: string;
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  /** The process's dependencies (jobs, caches), for tests that call services directly. */
  deps: AppDeps;
  close(): Promise<void>;
}

/**
 * The whole storefront (API and pages, jobs running) on a fresh seeded database of the given
 * kind, listening on a free loopback port.
 */
export async function startTestServer(target: DbTarget, env: Record<string, string> = {}): Promise<TestServer> {
  let dropDatabase: (() => Promise<void>) | null = null;
  let databaseUrl: string | undefined;
  if (target === "postgres") {
    const clone = await clonePostgresDatabase();
    databaseUrl = clone.url;
    dropDatabase = clone.drop;
  }
  const config = testConfig(databaseUrl ? { ...env, DATABASE_URL: databaseUrl } : env);
  // PGlite starts from the snapshot the global setup migrated and seeded; PostgreSQL's clone is seeded already.
  const loadDataDir = target === "pglite" ? loadPgliteSnapshot(inject("pgliteSnapshot")) : undefined;
  const database = await openDatabase({ databaseUrl, dataDir: null, poolSize: 4, ...(loadDataDir ? { loadDataDir } : {}) });
  // Applies nothing on a snapshot or clone of this tree; kept so the server starts as `npm start` does.
  await runMigrations(database.db);
  const jobs = await startJobs(database.pool, { pollingSeconds: 0.5 });
  const deps: AppDeps = createAppDeps(config, database.db, jobs);
  if (config.jobs) await registerWorkers(deps);
  registerJobWorkers(database.db, config.jobs);
  const app = await buildApp(deps, { pages: { mode: "production", buildDir: BUILD_DIR }, logger: false });
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  return {
    baseUrl: address,
    app,
    database,
    config,
    deps,
    async close() {
      await closeGracefully(app, 500);
      await jobs.stop();
      await database.close();
      await dropDatabase?.();
    },
  };
}
