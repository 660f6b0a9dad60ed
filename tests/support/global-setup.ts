import { spawnSync } from "node:child_process";
import path from "node:path";
import { openDatabase } from "../../server/db/client.ts";
import { runMigrations } from "../../server/db/migrate.ts";
import { seedDatabase } from "../../server/db/seed/index.ts";
import { TEMPLATE_DB, adminQuery, databaseUrl } from "./databases.ts";
import { TEST_SEED_PRODUCTS } from "./test-config.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Builds the pages if needed and prepares the PostgreSQL template database (when CI gives one). */
export default async function setup(): Promise<void> {
  const build = spawnSync("npx", ["tsx", "scripts/ensure-build.ts"], { cwd: ROOT, stdio: "inherit" });
  if (build.status !== 0) throw new Error("page build failed");
  if (!process.env.TEST_DATABASE_URL) return;
  await adminQuery(`drop database if exists ${TEMPLATE_DB} with (force)`);
  await adminQuery(`create database ${TEMPLATE_DB}`);
  const database = await openDatabase({ databaseUrl: databaseUrl(TEMPLATE_DB), dataDir: null, poolSize: 2 });
  try {
    await runMigrations(database.db);
    await seedDatabase(database.db, { products: TEST_SEED_PRODUCTS, random: 20260101 });
  } finally {
    await database.close();
  }
}
