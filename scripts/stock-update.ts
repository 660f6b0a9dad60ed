/**
 * `npm run stock:update -- <file.csv>`: applies one delivery of the ERP stock feed (local
 * adapter: a CSV with `upc,quantity[,forceInStock]`) to the database named by the
 * configuration. Sizes that become orderable queue the back-in-stock job, which the running
 * storefront's workers deliver. With the embedded database, stop the server first: it belongs
 * to one process at a time (the mails go out when it starts again).
 */
import { loadConfig } from "../server/config.ts";
import { createAppDeps } from "../server/deps.ts";
import { openDatabase } from "../server/db/client.ts";
import { runMigrations } from "../server/db/migrate.ts";
import { csvFileStockFeed } from "../server/integrations/erp-stock/csv-adapter.ts";
import { startJobs } from "../server/jobs/boss.ts";
import { applyStockLevels } from "../server/modules/inventory/stock.ts";

const file = process.argv[2];
if (!file) {
  console.error("Usage: npm run stock:update -- <file.csv>   (columns: upc,quantity[,forceInStock])");
  process.exit(2);
}

const config = loadConfig();
const delivery = await csvFileStockFeed(file).read();
for (const p of delivery.problems) console.warn(`  line ${p.line}: ${p.message}`);

const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await runMigrations(database.db);
  const jobs = await startJobs(database.pool, {});
  try {
    const deps = createAppDeps(config, database.db, jobs);
    const result = await applyStockLevels({ deps, db: database.db, now: new Date() }, delivery.updates);
    console.log(`Stock written for ${result.updated} variant(s); ${result.backInStock} back in stock, ${result.notifying} with subscribers to mail.`);
    if (result.unknownUpcs.length) console.warn(`Unknown UPCs (skipped): ${result.unknownUpcs.join(", ")}`);
    if (delivery.problems.length) process.exitCode = 1;
  } finally {
    await jobs.stop();
  }
} catch (err) {
  console.error("Stock update failed:", err);
  process.exitCode = 1;
} finally {
  await database.close();
}
