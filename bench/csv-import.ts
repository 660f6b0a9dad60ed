/**
 * CSV saved-cart import benchmark (issue 15, decision 0058): a 5,000-line file (pre-booking: a
 * UPC, a quantity, a delivery target and year per line, every line its own cart line) imported by
 * the `savedCarts.import` job with the line limit raised to 5,000 by configuration, on a scratch
 * PostgreSQL database (dropped afterwards). Prints the job's time (target ≤ 3 s), its SQL
 * statements (constant: none per line), and that the same file is refused at the default limit.
 * Run: `npx tsx bench/csv-import.ts` (BENCH_LINES for another count).
 */
import { sql } from "drizzle-orm";
import pg from "pg";
import { pino } from "pino";
import { DEFAULT_LIST_MAX_LINES } from "../domain/lists.ts";
import { parseSavedCartCsv } from "../domain/saved-cart-csv.ts";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";
import { runMigrations } from "../server/db/migrate.ts";
import { seedDatabase } from "../server/db/seed/index.ts";
import { runSavedCartImport } from "../server/modules/saved-carts/csv-import.ts";
import { drawCartCode } from "../server/modules/cart/cart-code.ts";

const LINES = Number(process.env.BENCH_LINES ?? 5000);
const NAME = "brim_bench_csv_import";
const ADMIN = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const TARGET_MS = 3000;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Counts the statements every pg client of this process sends while `counting` is on. */
let counting = false;
let statements = 0;
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
  if (counting) statements++;
  return Reflect.apply(originalQuery, this, args) as unknown;
} as typeof originalQuery;

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
    const lines = await db.execute<{ upc: string; code: string; year: number }>(sql`
      select v.upc, t.code, t.year from variants v join products p on p.id = v.product_id cross join delivery_targets t
      where not p.gcp order by t.year, t.code, v.id limit ${LINES}`);
    if (lines.rows.length < LINES) throw new Error(`the seed gives only ${lines.rows.length} distinct lines`);
    const text = ["UPC,Quantity,Delivery target,Year", ...lines.rows.map((r, i) => `${r.upc},${(i % 9) + 1},${r.code},${r.year}`)].join("\r\n");

    const atDefault = parseSavedCartCsv(text, DEFAULT_LIST_MAX_LINES);
    console.log(`default limit ${DEFAULT_LIST_MAX_LINES}: ${atDefault.ok ? "ACCEPTED (wrong)" : `refused (${atDefault.problem}, ${atDefault.lines} lines, max ${atDefault.max})`}`);

    const config = loadConfig({ ...process.env, DATA_DIR: "/tmp/brim-bench-csv", LIST_MAX_LINES: String(LINES) });
    const [owner] = (await db.execute<{ id: number; unit_id: number }>(sql`select id, unit_id from users where email = 'dealer@example.com'`)).rows;
    if (!owner) throw new Error("no dealer in the seed");
    const times: number[] = [];
    for (let run = 0; run < 3; run++) {
      const [cart] = (
        await db.execute<{ id: number }>(sql`
          insert into carts (code, user_id, unit_id, site_id, mode, currency, kind, name, saved_at, import_status, import_report)
          values (${drawCartCode()}, ${owner.id}, ${owner.unit_id}, 'us', 'PREBOOKING', 'USD', 'savedCart', 'Bench', now(), 'uploading', ${JSON.stringify({ pending: text })}::jsonb)
          returning id`)
      ).rows;
      if (!cart) throw new Error("no cart");
      statements = 0;
      counting = true;
      const started = performance.now();
      await runSavedCartImport({ db, config }, cart.id, pino({ level: "silent" }));
      times.push(performance.now() - started);
      counting = false;
      const [result] = (await db.execute<{ status: string; written: number; n: number }>(sql`
        select c.import_status as status, (c.import_report->>'written')::int as written, (select count(*)::int from cart_entries where cart_id = c.id) as n
        from carts c where c.id = ${cart.id}`)).rows;
      console.log(`run ${run + 1}: ${times.at(-1)!.toFixed(0)} ms, ${statements} SQL statements, status ${result?.status}, ${result?.n} lines written (report ${result?.written})`);
    }
    const best = Math.min(...times);
    console.log(`${LINES}-line import job: best ${best.toFixed(0)} ms, worst ${Math.max(...times).toFixed(0)} ms (target ≤ ${TARGET_MS} ms): ${Math.max(...times) <= TARGET_MS ? "OK" : "OVER"}`);
  } finally {
    await database.close();
    await admin(`drop database if exists ${NAME} with (force)`);
  }
}

await main();
