/**
 * Order-list export benchmark (issue 14, decision 0050): 1,000 orders with six lines each for one
 * dealer, seeded with INSERT … SELECT on PostgreSQL (a scratch database, dropped afterwards), then
 * each format written through the export service as the endpoint streams it, timed, with the
 * process's RSS above idle while it runs. Targets: Excel ≤ 1.5 s, PDF ≤ 2 s, CSV ≤ 0.5 s,
 * ≤ 100 MB above idle. Run: `npx tsx bench/order-export.ts` (BENCH_ORDERS for another count).
 */
import os from "node:os";
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { ExportFormat } from "../domain/order-export-selection.ts";
import type { Language } from "../domain/sites.ts";
import { openDatabase } from "../server/db/client.ts";
import { runMigrations } from "../server/db/migrate.ts";
import { seedDatabase } from "../server/db/seed/index.ts";
import { writeExport } from "../server/modules/order-export/write-export.ts";

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1000);
const LINES = 6;
const NAME = "brim_bench_export";
const ADMIN = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const TARGETS: Record<ExportFormat, number> = { xlsx: 1500, pdf: 2000, csv: 500 };

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Counts the bytes written and throws them away. */
function sink(): { out: Writable; bytes: () => number } {
  let bytes = 0;
  const out = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      callback();
    },
  });
  return { out, bytes: () => bytes };
}

async function main(): Promise<void> {
  await admin(`drop database if exists ${NAME} with (force)`);
  await admin(`create database ${NAME}`);
  const url = new URL(ADMIN);
  url.pathname = `/${NAME}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null, poolSize: 2 });
  try {
    const db = database.db;
    await runMigrations(db);
    await seedDatabase(db, { products: 300, random: 20260101 });
    const seeded = performance.now();
    await db.execute(sql`
      insert into orders (code, site_id, user_id, unit_id, mode, currency, status, payment_type, purchase_number, subtotal_minor, total_minor, total_quantity, placed_at)
      select 'BR9' || lpad(g::text, 7, '0'), 'us', u.id, u.unit_id, 'STOCK', 'USD', 'EXPORTED', 'ACCOUNT', 'PO ' || g, 0, 0, 0, now() - make_interval(mins => g)
      from users u cross join generate_series(1, ${ORDERS}::int) g where u.email = 'dealer@example.com'`);
    await db.execute(sql`
      insert into order_entries (order_id, entry_number, product_id, variant_id, quantity, unit_price_minor, total_minor)
      select o.id, n, v.product_id, v.id, n, 1999, 1999 * n
      from orders o cross join generate_series(1, ${LINES}::int) n
      cross join lateral (select id, product_id from variants order by id offset ((o.id * 7 + n * 13) % 500) limit 1) v
      where o.code like 'BR9%'`);
    await db.execute(sql`
      update orders o set subtotal_minor = e.total, total_minor = e.total, total_quantity = e.quantity
      from (select order_id, sum(total_minor) as total, sum(quantity) as quantity from order_entries group by order_id) e
      where e.order_id = o.id and o.code like 'BR9%'`);
    const ids = (await db.execute<{ id: number }>(sql`select id from orders where code like 'BR9%' order by placed_at desc`)).rows.map((r) => Number(r.id));
    console.log(`Seeded ${ids.length} orders with ${LINES} lines each in ${Math.round(performance.now() - seeded)} ms (PostgreSQL ${NAME}).`);

    const run = async (format: ExportFormat, language: Language) => {
      const scope = { db, siteId: (language === "ja" ? "jp" : "us") as "jp" | "us", language, pricesHidden: false };
      const idle = process.memoryUsage().rss;
      let peak = idle;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
      const { out, bytes } = sink();
      const started = performance.now();
      const cpu = process.cpuUsage();
      await writeExport(format, out, scope, ids, { owner: "Megan Alvarez", today: "2026-11-28" });
      const ms = performance.now() - started;
      const used = process.cpuUsage(cpu);
      const cpuMs = (used.user + used.system) / 1000;
      clearInterval(sampler);
      peak = Math.max(peak, process.memoryUsage().rss);
      return { ms, cpuMs, bytes: bytes(), aboveIdleMb: (peak - idle) / 1024 / 1024 };
    };
    // One warm-up of each (module loading, JIT, the database's caches), then the measured runs.
    for (const format of ["csv", "xlsx", "pdf"] as const) await run(format, "en");
    console.log(`\nload average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores (wall time includes waiting for a core; CPU time is this process's own)`);
    console.log(`format  language  time ms  CPU ms  target ms  size KB  RSS above idle MB`);
    for (const [format, language] of [["xlsx", "en"], ["pdf", "en"], ["csv", "en"], ["pdf", "ja"]] as const) {
      const r = await run(format, language);
      const ok = r.ms <= TARGETS[format] && r.aboveIdleMb <= 100 ? "ok" : "OVER";
      console.log(`${format.padEnd(7)} ${language.padEnd(9)} ${r.ms.toFixed(0).padStart(7)}  ${r.cpuMs.toFixed(0).padStart(6)}  ${String(TARGETS[format]).padStart(9)}  ${(r.bytes / 1024).toFixed(0).padStart(7)}  ${r.aboveIdleMb.toFixed(1).padStart(17)}  ${ok}`);
    }
  } finally {
    await database.close();
    await admin(`drop database if exists ${NAME} with (force)`);
  }
}

await main();
