import { spawnSync } from "node:child_process";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../server/db/client.ts";
import { TEMPLATE_DB, adminQuery, databaseUrl } from "./databases.ts";
import { ensurePgliteSnapshot, prepareDatabase } from "./pglite-snapshot.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated, seeded PGlite data directory (tests/support/pglite-snapshot.ts). */
    pgliteSnapshot: string;
  }
}

/** The PostgreSQL template database every file clones (when CI gives a server). */
async function preparePostgresTemplate(): Promise<void> {
  await adminQuery(`drop database if exists ${TEMPLATE_DB} with (force)`);
  await adminQuery(`create database ${TEMPLATE_DB}`);
  const database = await openDatabase({ databaseUrl: databaseUrl(TEMPLATE_DB), dataDir: null, poolSize: 2 });
  try {
    await prepareDatabase(database);
  } finally {
    await database.close();
  }
}

/** Builds the pages if needed, and prepares the databases every file starts from: PGlite's snapshot, PostgreSQL's template. */
export default async function setup(project: TestProject): Promise<void> {
  const build = spawnSync("npx", ["tsx", "scripts/ensure-build.ts"], { cwd: ROOT, stdio: "inherit" });
  if (build.status !== 0) throw new Error("page build failed");
  const [snapshot] = await Promise.all([ensurePgliteSnapshot(), process.env.TEST_DATABASE_URL ? preparePostgresTemplate() : Promise.resolve()]);
  project.provide("pgliteSnapshot", snapshot);
}
