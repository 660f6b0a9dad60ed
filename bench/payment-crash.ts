/**
 * Issue 12 §1 in a loop: 20 shoppers pay by card and wallet while the server is killed (SIGKILL)
 * at random moments and restarted; after recovery the money the providers hold must equal the
 * committed orders' payments. Prints each run's figures and how many of the runs held.
 * PostgreSQL (TEST_DATABASE_URL, else the local server). BENCH_RUNS (default 5), BENCH_PLACEMENTS (20).
 */
import pg from "pg";
import { openDatabase } from "../server/db/client.ts";
import { runMigrations } from "../server/db/migrate.ts";
import { seedDatabase } from "../server/db/seed/index.ts";
import { runPaymentCrash } from "../tests/support/payment-crash.ts";
import { TEST_SEED_PRODUCTS } from "../tests/support/test-config.ts";

const admin = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const runs = Number(process.env.BENCH_RUNS ?? 5);
const placements = Number(process.env.BENCH_PLACEMENTS ?? 20);
const TEMPLATE = "brim_bench_crash_template";

const urlOf = (name: string) => {
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
};

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

await adminQuery(`drop database if exists ${TEMPLATE} with (force)`);
await adminQuery(`create database ${TEMPLATE}`);
const template = await openDatabase({ databaseUrl: urlOf(TEMPLATE), dataDir: null, poolSize: 2 });
await runMigrations(template.db);
await seedDatabase(template.db, { products: TEST_SEED_PRODUCTS, random: 20260101 });
await template.close();

let held = 0;
console.log(`payment crash: ${runs} runs × ${placements} placements (card and wallet), killed and restarted at random moments`);
for (let run = 1; run <= runs; run++) {
  const name = `brim_bench_crash_${run}`;
  await adminQuery(`drop database if exists ${name} with (force)`);
  await adminQuery(`create database ${name} template ${TEMPLATE}`);
  const started = Date.now();
  try {
    const f = await runPaymentCrash(urlOf(name), { placements, killRounds: 3 });
    if (f.ok) held++;
    console.log(
      `run ${run}: ${f.ok ? "OK " : "BAD"} provider holds ${f.providerHeldMinor} = orders' payments ${f.orderPaymentsMinor}; ` +
        `${f.orders}/${f.placements} orders in ${f.rounds} rounds, ${f.cutOff} requests cut off by a kill, ${f.orphansAtKill} payment intents left live by the kills; ` +
        `orders without lines ${f.ordersWithoutLines}, stock mismatches ${f.stockMismatches}, live intents ${f.liveIntents}, ` +
        `jobs left due ${f.jobsLeft} (held by killed processes, retried on expiry: ${f.jobsOrphaned}); ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await adminQuery(`drop database if exists ${name} with (force)`);
  }
}
await adminQuery(`drop database if exists ${TEMPLATE} with (force)`);
console.log(`money equal to orders in ${held} of ${runs} runs`);
process.exit(held === runs ? 0 : 1);
