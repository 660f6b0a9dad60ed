/**
 * `npm run seed`: migrates, empties and re-seeds the database named by the configuration
 * (DATABASE_URL, or the embedded database under DATA_DIR). Stop the server first when using
 * the embedded database: it belongs to one process at a time.
 */
import { loadConfig } from "../../config.ts";
import { openDatabase } from "../client.ts";
import { runMigrations } from "../migrate.ts";
import { resetDatabase, seedDatabase } from "./index.ts";

const cfg = loadConfig();
const started = performance.now();
const where = cfg.databaseUrl ? "PostgreSQL at DATABASE_URL" : `embedded database in ${cfg.dataDir}`;
console.log(`Seeding ${where}: ${cfg.seed.products} products, SEED_RANDOM=${cfg.seed.random}`);

const database = await openDatabase({ databaseUrl: cfg.databaseUrl, dataDir: cfg.dataDir });
try {
  await runMigrations(database.db);
  const tReset = performance.now();
  await resetDatabase(database.db);
  console.log(`  reset: ${Math.round(performance.now() - tReset)} ms`);
  const summary = await seedDatabase(database.db, {
    products: cfg.seed.products,
    random: cfg.seed.random,
    log: (msg) => console.log(msg),
  });
  console.log("Rows:");
  const width = Math.max(...Object.keys(summary.counts).map((k) => k.length));
  for (const [table, n] of Object.entries(summary.counts)) {
    console.log(`  ${table.padEnd(width)}  ${n.toLocaleString("en-US").padStart(10)}`);
  }
  console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
} catch (err) {
  console.error("Seed failed:", err);
  process.exitCode = 1;
} finally {
  await database.close();
}
