/**
 * The deterministic development seed: reference data, the demo accounts of DESIGN.md, prebooking
 * targets and windows, stores and a generated catalogue of `products` base products.
 *
 * seedDatabase() writes everything in one transaction and passes the transaction handle down:
 * the embedded database has a single connection, so using `db` inside would deadlock.
 */
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { is, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../client.ts";
import * as schema from "../schema/index.ts";
import { seedAccounts } from "./accounts.ts";
import { seedBooking } from "./booking.ts";
import { seedCatalogue, type CatalogueCounts } from "./catalogue.ts";
import { seedCms } from "./cms.ts";
import { seedReference } from "./reference.ts";
import { seedStores } from "./stores.ts";
import { seedVouchers } from "./vouchers.ts";
import { seedCheckout } from "./checkout.ts";

export { DEMO_PASSWORD } from "./accounts.ts";
export { SEED_BASE_DATE } from "./dates.ts";

export interface SeedOptions {
  /** Number of base products to generate. */
  products: number;
  /** Seed of the pseudo-random generator: the same value always gives the same data. */
  random: number;
  log?: (msg: string) => void;
}

export interface SeedSummary {
  /** Rows inserted per table (camelCase table names). */
  counts: Record<string, number> & CatalogueCounts;
  /** Wall-clock milliseconds per phase and in total. */
  timings: Record<string, number>;
}

/** True when the database already holds seed (or real) data: the sites table has rows. */
export async function isDatabaseSeeded(db: DbOrTx): Promise<boolean> {
  const rows = await db.select({ id: schema.sites.id }).from(schema.sites).limit(1);
  return rows.length > 0;
}

export async function seedDatabase(db: Db, opts: SeedOptions): Promise<SeedSummary> {
  if (!Number.isInteger(opts.products) || opts.products < 0) {
    throw new Error(`seed: products must be a non-negative integer, got ${opts.products}`);
  }
  const log = opts.log ?? (() => {});
  const timings: Record<string, number> = {};
  const t0 = performance.now();
  let mark = t0;
  const lap = (phase: string): void => {
    const now = performance.now();
    timings[phase] = Math.round(now - mark);
    mark = now;
    log(`  ${phase}: ${timings[phase]} ms`);
  };

  const counts = await db.transaction(async (tx) => {
    const reference = await seedReference(tx);
    lap("reference");
    const accounts = await seedAccounts(tx);
    lap("accounts");
    const unit = (key: string): number => {
      const id = accounts.unitIds.get(key);
      if (id === undefined) throw new Error(`seed: no unit ${key}`);
      return id;
    };
    const booking = await seedBooking(
      tx,
      [unit("dealer"), unit("jpDealer"), unit("mxDealer"), unit("ridgeline")],
      [unit("corporate"), unit("franchise")],
    );
    lap("booking");
    const storeCount = await seedStores(tx, opts.random);
    lap("stores");
    const cms = await seedCms(tx);
    lap("cms");
    const voucherCount = await seedVouchers(tx);
    lap("vouchers");
    const checkout = await seedCheckout(tx, accounts.unitIds);
    lap("checkout");
    const catalogue = await seedCatalogue(tx, reference.teams, {
      products: opts.products,
      random: opts.random,
      log,
    });
    lap("catalogue");
    return { ...reference.counts, ...accounts.counts, ...booking, stores: storeCount, vouchers: voucherCount, ...checkout, ...cms, ...catalogue };
  });

  // Fresh statistics, so the first queries after a large seed get sensible plans; and the GIN
  // indexes' pending entries merged, which every search would otherwise read through until a
  // vacuum (2 ms per full-text search at 100k products).
  await db.execute(sql`ANALYZE`);
  await db.execute(sql`select gin_clean_pending_list(i.indexrelid) from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam where a.amname = 'gin'`);
  lap("analyze");
  timings.total = Math.round(performance.now() - t0);
  return { counts, timings };
}

/** Our tables (those declared in the Drizzle schema), as qualified, quoted names. */
function schemaTables(): { schema: string; name: string }[] {
  const tables: { schema: string; name: string }[] = [];
  for (const value of Object.values(schema)) {
    if (is(value, PgTable)) {
      const config = getTableConfig(value);
      tables.push({ schema: config.schema ?? "public", name: config.name });
    }
  }
  return tables;
}

/**
 * Empties every table of our schema (not drizzle's migration journal, not pg-boss) and restarts
 * their id sequences. Tables declared in TypeScript but not migrated yet are skipped.
 */
export async function resetDatabase(db: DbOrTx): Promise<void> {
  const wanted = schemaTables();
  const existing = await db.execute<{ schemaname: string; tablename: string }>(
    sql`SELECT schemaname, tablename FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
  );
  const present = new Set(existing.rows.map((r) => `${r.schemaname}.${r.tablename}`));
  const targets = wanted
    .filter((t) => present.has(`${t.schema}.${t.name}`))
    .map((t) => `"${t.schema.replace(/"/g, '""')}"."${t.name.replace(/"/g, '""')}"`);
  if (targets.length === 0) return;
  await db.execute(sql.raw(`TRUNCATE ${targets.join(", ")} RESTART IDENTITY CASCADE`));
}
