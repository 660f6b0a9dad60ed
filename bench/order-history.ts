/**
 * Order history benchmark (issue 14): 100,000 orders on the database, 2,000 of them the seed
 * dealer's (dealer@example.com, with lines; a tenth are prebooking summary orders with two
 * sub-orders each), the rest spread over the other B2B units of the three partner sites. Then
 * the dealer's `{context}/my-account/orders` at a steady 50 req/s: no filter, a status filter, a
 * search by purchase number, a search by material id, sort by total. Target p99 ≤ 50 ms. Then the
 * order detail of the dealer's 100-line prebooking order (two sub-orders of 50 lines), same target.
 *
 *   npx tsx bench/order-history.ts      (PostgreSQL of TEST_DATABASE_URL or the local server;
 *                                         scratch database brim_bench_history, dropped after)
 */
import pg from "pg";
import { benchDatabase } from "./database.ts";
import { HTML, runPaced, SEED_PRODUCTS, signIn, startServer, stopServer } from "./harness.ts";

const RATE = Number(process.env.BENCH_HISTORY_RATE ?? 50);
const ORDERS = 100_000;
const DEALER_ORDERS = 2_000;
/** Order codes of the bench: BR9…, far above the placement sequence's. */
const CODE_BASE = 900_000_000;
/** The dealer's 100-line prebooking order (and its two sub-orders after it), above every other bench code. */
const LARGE_ORDER = CODE_BASE + 990_000;

process.env.BENCH_DATABASE_NAME ??= "brim_bench_history";

/** Purchase numbers and material ids of the dealer's bench orders, to search for. */
async function samplesOf(client: pg.Client): Promise<{ purchaseNumbers: string[]; materialIds: string[] }> {
  const samples = await client.query<{ purchase_number: string; material_id: string }>(`
    select o.purchase_number, p.material_id::text from orders o join users u on u.id = o.user_id and u.email = 'dealer@example.com'
    join order_entries e on e.order_id = o.id join products p on p.id = e.product_id
    where o.parent_id is null and o.code like 'BR9%' order by o.id limit 20`);
  return { purchaseNumbers: samples.rows.map((r) => r.purchase_number), materialIds: samples.rows.map((r) => r.material_id) };
}

/** Writes the bench's orders once (a kept database already holds them). */
async function seedHistory(url: string): Promise<{ purchaseNumbers: string[]; materialIds: string[] }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = Date.now();
    const kept = await client.query("select 1 from orders where code like 'BR9%' limit 1");
    if (kept.rowCount) return await samplesOf(client);
    await client.query("begin");
    // Who orders: the dealer gets the first 2,000; the others go round every other B2B user with a unit.
    await client.query(`
      create temporary table bench_orderers on commit drop as
      select row_number() over (order by u.id) - 1 as k, u.id as user_id, u.unit_id, s.id as site_id, s.default_currency as currency
      from users u join units n on n.id = u.unit_id join sites s on s.id = n.site_id
      where u.email <> 'dealer@example.com' and u.kind <> 'consumer'`);
    await client.query(`
      create temporary table bench_variants on commit drop as
      select row_number() over (order by v.id) - 1 as k, v.id as variant_id, v.product_id
      from variants v join products p on p.id = v.product_id where not p.gcp limit 5000`);
    const statuses = "array['PLACED','EXPORTED','COMPLETED','COMPLETED','COMPLETED','QUANTITY_CHANGED','REJECTED','CANCELLED','PENDING_APPROVAL','PROCESSING_ERROR']::order_status[]";
    await client.query(
      `insert into orders (code, site_id, user_id, unit_id, mode, currency, status, payment_type, purchase_number, subtotal_minor, total_minor, total_quantity, placed_at)
       select 'BR' || ($1::int + g), coalesce(o.site_id, 'us'), coalesce(o.user_id, d.id), coalesce(o.unit_id, d.unit_id),
              case when g <= $3 and g % 10 = 0 then 'PREBOOKING' else 'STOCK' end::booking_mode,
              coalesce(o.currency, 'USD'), (${statuses})[1 + g % 10], 'ACCOUNT', 'PO-' || g,
              1000 + (g * 7919) % 500000, 1000 + (g * 7919) % 500000, 1 + g % 97, now() - g * interval '5 minutes'
       from generate_series(1, $2::int) g
       cross join (select id, unit_id from users where email = 'dealer@example.com') d
       left join bench_orderers o on g > $3 and o.k = g % (select count(*) from bench_orderers)`,
      [CODE_BASE, ORDERS, DEALER_ORDERS],
    );
    // Two sub-orders per prebooking summary order (the lines are theirs).
    await client.query(
      `insert into orders (code, parent_id, site_id, user_id, unit_id, mode, currency, status, payment_type, purchase_number, subtotal_minor, total_minor, total_quantity, placed_at)
       select 'BR' || ($1::int + 500000 + o.id * 2 + j), o.id, o.site_id, o.user_id, o.unit_id, o.mode, o.currency, o.status, o.payment_type, o.purchase_number,
              o.total_minor / 2, o.total_minor / 2, o.total_quantity, o.placed_at
       from orders o cross join generate_series(0, 1) j
       where o.mode = 'PREBOOKING' and o.code like 'BR9%' and o.parent_id is null`,
      [CODE_BASE],
    );
    // Three lines per order that holds lines (not the summary orders).
    await client.query(
      `insert into order_entries (order_id, entry_number, product_id, variant_id, quantity, unit_price_minor, total_minor)
       select o.id, j, v.product_id, v.variant_id, 1 + (o.id + j) % 5, 1500, 1500 * (1 + (o.id + j) % 5)
       from orders o cross join generate_series(0, 2) j
       join bench_variants v on v.k = (o.id * 3 + j) % (select count(*) from bench_variants)
       where o.code like 'BR9%' and o.mode <> 'PREBOOKING' or (o.code like 'BR9%' and o.parent_id is not null)`,
    );
    // The dealer's large prebooking order: a summary order of two sub-orders of 50 lines each, exported (so editable).
    await client.query(
      `insert into orders (code, site_id, user_id, unit_id, mode, currency, status, payment_type, purchase_number, subtotal_minor, total_minor, total_quantity, placed_at)
       select 'BR' || $1::int, 'us', d.id, d.unit_id, 'PREBOOKING', 'USD', 'EXPORTED', 'ACCOUNT', 'PO-LARGE', 300000, 300000, 200, now()
       from users d where d.email = 'dealer@example.com'`,
      [LARGE_ORDER],
    );
    await client.query(
      `insert into orders (code, parent_id, site_id, user_id, unit_id, mode, currency, status, payment_type, purchase_number, subtotal_minor, total_minor, total_quantity, placed_at, delivery_target_code, delivery_year)
       select 'BR' || ($1::int + 1 + j), p.id, p.site_id, p.user_id, p.unit_id, p.mode, p.currency, p.status, p.payment_type, p.purchase_number, 150000, 150000, 100, p.placed_at, t.code, t.year
       from orders p cross join generate_series(0, 1) j cross join (select code, year from delivery_targets order by year desc, code limit 1) t
       where p.code = 'BR' || $1::int`,
      [LARGE_ORDER],
    );
    await client.query(
      `insert into order_entries (order_id, entry_number, product_id, variant_id, quantity, unit_price_minor, total_minor, delivery_target_code, delivery_year)
       select s.id, n, v.product_id, v.variant_id, 2, 1500, 3000, s.delivery_target_code, s.delivery_year
       from orders s cross join generate_series(0, 49) n
       join bench_variants v on v.k = n + case when s.code = 'BR' || ($1::int + 1) then 0 else 50 end
       where s.code in ('BR' || ($1::int + 1), 'BR' || ($1::int + 2))`,
      [LARGE_ORDER],
    );
    await client.query("commit");
    await client.query("analyze orders; analyze order_entries");
    const counts = await client.query<{ orders: string; dealer: string; entries: string }>(`
      select (select count(*) from orders where parent_id is null) as orders,
             (select count(*) from orders o join users u on u.id = o.user_id where u.email = 'dealer@example.com' and o.parent_id is null) as dealer,
             (select count(*) from order_entries) as entries`);
    const c = counts.rows[0]!;
    console.log(`Seeded ${c.orders} orders (${c.dealer} the dealer's), ${c.entries} lines in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return await samplesOf(client);
  } finally {
    await client.end();
  }
}

const db = await benchDatabase(SEED_PRODUCTS);
if (!db.url) throw new Error("The order history bench needs PostgreSQL (TEST_DATABASE_URL or a local server).");
const server = await startServer(db.serverUrl);
try {
  const { purchaseNumbers, materialIds } = await seedHistory(db.url);
  const { cookie } = await signIn(server.url);
  const bench = { server, db };
  const at = (path: (i: number) => string) => ({
    rate: RATE,
    maxSockets: 50,
    request: (i: number) => ({ method: "GET" as const, path: `/partner/my-account/orders?${path(i)}`, headers: { ...HTML, cookie } }),
  });
  console.log(`Order history of dealer@example.com at ${RATE} req/s (target p99 ≤ 50 ms)`);
  // Warm-up: the server's code and connections are cold until then.
  await runPaced(bench, "warm-up (no filter)", { ...at(() => "activeTab=all"), seconds: 3 });
  await runPaced(bench, "no filter", at(() => "activeTab=all"), { countSql: true });
  await runPaced(bench, "status filter (COMPLETED,EXPORTED)", at(() => "activeTab=all&filterBy=COMPLETED,EXPORTED"));
  await runPaced(bench, "search by purchase number", at((i) => `activeTab=all&searchCode=${purchaseNumbers[i % purchaseNumbers.length]}`));
  await runPaced(bench, "search by material id", at((i) => `activeTab=all&searchCode=${materialIds[i % materialIds.length]}`));
  await runPaced(bench, "sort by total", at(() => "activeTab=all&sort=total-desc"));
  await runPaced(bench, "sort by total, page 50", at(() => "activeTab=all&sort=total-desc&page=50"));

  console.log(`Order detail of the dealer's 100-line prebooking order at ${RATE} req/s (target p99 ≤ 50 ms)`);
  const detail = { rate: RATE, maxSockets: 50, request: () => ({ method: "GET" as const, path: `/partner/my-account/order/BR${LARGE_ORDER}`, headers: { ...HTML, cookie } }) };
  await runPaced(bench, "order detail, 100 lines", detail, { countSql: true });
} finally {
  await stopServer(server);
  await db.release();
}
