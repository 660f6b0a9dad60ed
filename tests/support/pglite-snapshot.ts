import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase, type Database } from "../../server/db/client.ts";
import { startEmbeddedPostgres } from "../../server/db/embedded.ts";
import { runMigrations } from "../../server/db/migrate.ts";
import { seedDatabase } from "../../server/db/seed/index.ts";
import { startJobs } from "../../server/jobs/boss.ts";
import { TEST_SEED_PRODUCTS, TEST_SEED_RANDOM } from "./test-config.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
/** What the prepared database is made of: schema, migrations, seed, the rules the seed uses, the job queue, package versions. */
const SOURCES = ["server/db", "domain", "server/jobs/boss.ts", "package-lock.json"];

function sourceFiles(target: string): string[] {
  if (!statSync(target).isDirectory()) return target.endsWith(".test.ts") ? [] : [target];
  return readdirSync(target)
    .sort()
    .flatMap((entry) => sourceFiles(path.join(target, entry)));
}

/**
 * The snapshot's file in the system's temporary folder, named by a hash of everything that
 * shapes it: a changed migration or seed makes a new one, an unchanged tree reuses the last.
 */
export function pgliteSnapshotPath(): string {
  const hash = createHash("sha256");
  hash.update(`products ${TEST_SEED_PRODUCTS} random ${TEST_SEED_RANDOM}\n`);
  for (const file of SOURCES.flatMap((s) => sourceFiles(path.join(ROOT, s)))) {
    hash.update(path.relative(ROOT, file));
    hash.update(readFileSync(file));
  }
  return path.join(os.tmpdir(), `brim-pglite-${hash.digest("hex").slice(0, 16)}.tar`);
}

/**
 * Migrates and seeds a database, and lets pg-boss create its schema and queues (3 s on PGlite that
 * every test server would otherwise spend again).
 */
export async function prepareDatabase(database: Database): Promise<void> {
  await runMigrations(database.db);
  await seedDatabase(database.db, { products: TEST_SEED_PRODUCTS, random: TEST_SEED_RANDOM });
  const jobs = await startJobs(database.pool, {});
  await jobs.stop();
}

/** Migrates and seeds an embedded database once and keeps its data directory (global setup). */
export async function ensurePgliteSnapshot(): Promise<string> {
  const file = pgliteSnapshotPath();
  if (existsSync(file)) return file;
  const embedded = await startEmbeddedPostgres({ dataDir: null });
  try {
    const database = await openDatabase({ databaseUrl: embedded.url, dataDir: null, poolSize: 1 });
    try {
      await prepareDatabase(database);
    } finally {
      await database.close();
    }
    const dump = await embedded.dump();
    // Written aside and renamed: a run reading the snapshot never sees half of it.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await embedded.stop();
  }
  return file;
}

/** The migrated, seeded data directory made by the global setup, to start an embedded database from. */
export function loadPgliteSnapshot(file: string): Blob {
  return new Blob([readFileSync(file)]);
}
