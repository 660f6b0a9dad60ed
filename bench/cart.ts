/**
 * Cart benchmarks (issue 4): adding from the product page at a fixed 500 req/s, reading and
 * updating a 100-line cart, and the dealer's cart page with a few lines; each prints p50/p90/p99
 * and the SQL statements per call. Run by
 * `npm run bench` after the catalogue scenarios (BENCH_ONLY=cart for these alone).
 *
 * Requests arrive at a steady rate (bench/paced.ts) and go to the dealers in turn
 * (bench-dealer-N@example.com, copies of the seed's dealer made here), so requests rarely wait
 * for the same cart row, as with real dealers; carts
 * are emptied before each scenario and adds pick from ten products per dealer, so no cart grows
 * past 30 lines. Needs PostgreSQL (the bench prepares users and carts directly).
 */
import pg from "pg";
import type { BenchDatabase } from "./database.ts";
import { type BenchServer, formatSqlBreakdown, HTML, runPaced, selected, type Session, settled, signIn } from "./harness.ts";
import type { PacedRequest } from "./paced.ts";

/** The target is a p99 at 500 req/s; the lower rates show the latency below saturation on a small machine. */
const ADD_RATES = (process.env.BENCH_ADD_RATES ?? "500,150,50").split(",").map(Number);
const ADD_DEALERS = 50;
const CART_LINES = 100;
const CART_DEALERS = 10;
const CART_RATE = Number(process.env.BENCH_CART_RATE ?? 25);
/** The dealer cart page scenario: this many products (3 sizes each) in dealer@example.com's cart. */
const PAGE_CART_PRODUCTS = 4;
/** One page at a time, below what a busy 2-core machine renders, so latency is not queueing. */
const PAGE_RATE = Number(process.env.BENCH_PAGE_RATE ?? 5);
const BENCH_EMAIL = "bench-dealer-%@example.com";
const JSON_HEADERS = { "content-type": "application/json", accept: "application/json", "accept-encoding": "gzip, deflate, br" };

interface StockedProduct {
  code: string;
  upcs: string[];
}

/** Copies of dealer@example.com (same unit, sites and password), made once per database. */
async function ensureBenchDealers(client: pg.Client, count: number): Promise<string[]> {
  await client.query(
    `insert into users
     select (jsonb_populate_record(u, jsonb_build_object('id', nextval('users_id_seq'), 'email', 'bench-dealer-' || g || '@example.com'))).*
     from users u cross join generate_series(1, $1::int) g
     where u.email = 'dealer@example.com' and not exists (select 1 from users x where x.email = 'bench-dealer-' || g || '@example.com')`,
    [count],
  );
  await client.query(
    `insert into user_sites
     select (jsonb_populate_record(s, jsonb_build_object('user_id', b.id))).*
     from user_sites s join users d on d.id = s.user_id and d.email = 'dealer@example.com'
     cross join users b where b.email like $1
       and not exists (select 1 from user_sites x where x.user_id = b.id and x.site_id = s.site_id)`,
    [BENCH_EMAIL],
  );
  return Array.from({ length: count }, (_, i) => `bench-dealer-${i + 1}@example.com`);
}

/** Products with at least three well-stocked sizes without a buy limit: adds always succeed in full. */
async function stockedProducts(client: pg.Client): Promise<StockedProduct[]> {
  const { rows } = await client.query<StockedProduct>(
    `select p.code, array_agg(v.upc order by v.size_position) as upcs
     from products p join variants v on v.product_id = p.id join stock_levels s on s.variant_id = v.id
     where not p.gcp and s.quantity >= 200 and not s.force_in_stock and v.max_order_quantity is null
     group by p.id, p.code having count(*) >= 3 order by p.id limit 200`,
  );
  if (rows.length < CART_LINES / 3 + 10) throw new Error(`the bench catalogue has only ${rows.length} well-stocked products`);
  return rows;
}

async function emptyBenchCarts(client: pg.Client, server: BenchServer): Promise<void> {
  await settled(server);
  await client.query("delete from carts where user_id in (select id from users where email like $1)", [BENCH_EMAIL]);
}

function post(path: string, session: Session, body: unknown): PacedRequest {
  return { method: "POST", path, headers: { ...JSON_HEADERS, cookie: session.cookie, CSRFToken: session.csrfToken }, body: JSON.stringify(body) };
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

export async function cartBenchmarks(bench: { server: BenchServer; db: BenchDatabase }): Promise<void> {
  const titles = {
    add: (rate: number) => `POST cart/updateMultiD (3 sizes) at ${rate} req/s`,
    totals: `GET cart/getTotals?detailed (${CART_LINES} lines) ${CART_RATE}/s`,
    json: `POST cart/products/quantity (${CART_LINES} same) ${CART_RATE}/s`,
    update: `POST cart/quantity (${CART_LINES} changed) ${CART_RATE}/s`,
    page: `GET /partner/cart (dealer page, ${PAGE_CART_PRODUCTS * 3} lines) ${PAGE_RATE}/s`,
  };
  if (![...ADD_RATES.map(titles.add), titles.totals, titles.json, titles.update, titles.page].some(selected)) return;
  if (!bench.db.url) {
    console.log("Cart benchmarks need PostgreSQL (users and carts are prepared directly): skipped.");
    return;
  }
  const client = new pg.Client({ connectionString: bench.db.url });
  await client.connect();
  try {
    const products = await stockedProducts(client);
    if (selected(titles.page)) await dealerCartPage(bench, client, products, titles.page);
    if (![...ADD_RATES.map(titles.add), titles.totals, titles.json, titles.update].some(selected)) return;
    const emails = await ensureBenchDealers(client, ADD_DEALERS);
    const sessions: Session[] = [];
    for (const email of emails) sessions.push(await signIn(bench.server.url, email));
    const base = bench.server.url;

    // (a) The product page's add: one product's sizes in one batch, ten products per dealer.
    const dealers = sessions.map((session, i) => ({ session, products: products.slice((i * 10) % products.length).concat(products).slice(0, 10) }));
    for (const [i, rate] of ADD_RATES.entries()) {
      await emptyBenchCarts(client, bench.server);
      const add = await runPaced(
        bench,
        titles.add(rate),
        {
          rate,
          maxSockets: ADD_DEALERS,
          request: (index) => {
            const dealer = dealers[index % dealers.length]!;
            const product = pick(dealer.products);
            const entries = product.upcs.slice(0, 3).map((upc) => ({ productCode: upc, quantity: 1, entryNumber: -1 }));
            return post("/partner/cart/updateMultiD", dealer.session, { productCode: product.code, entries });
          },
        },
        { countSql: true },
      );
      if (add?.sqlPerRequest && (i === 0 || process.env.BENCH_SQL_DETAIL === "1")) console.log(formatSqlBreakdown(add.sqlPerRequest));
    }

    // (b) A 100-line cart per dealer, read and updated.
    await emptyBenchCarts(client, bench.server);
    const lineUpcs = products.flatMap((p) => p.upcs.slice(0, 3)).slice(0, CART_LINES);
    const cartSessions = sessions.slice(0, CART_DEALERS);
    const lines = (quantity: () => number) => lineUpcs.map((id) => ({ id, quantity: quantity(), deliveryTarget: null, seasonCollection: null, deliveryYear: null }));
    for (const session of cartSessions) {
      const res = await fetch(`${base}/partner/cart/products/quantity`, { method: "POST", headers: { ...JSON_HEADERS, cookie: session.cookie, CSRFToken: session.csrfToken }, body: JSON.stringify(lines(() => 2)) });
      const cart = (await res.json()) as { entries?: unknown[] };
      if (res.status !== 200 || cart.entries?.length !== CART_LINES) throw new Error(`preparing a ${CART_LINES}-line cart answered ${res.status} with ${cart.entries?.length ?? "no"} entries`);
    }
    for (const [title, request] of [
      [titles.totals, (s: Session): PacedRequest => ({ method: "GET", path: "/partner/cart/getTotals?detailed=true", headers: { ...JSON_HEADERS, cookie: s.cookie } })],
      [titles.json, (s: Session) => post("/partner/cart/products/quantity", s, lines(() => 2))],
      [titles.update, (s: Session) => post("/partner/cart/quantity", s, lines(() => 1 + Math.floor(Math.random() * 9)))],
    ] as const) {
      const result = await runPaced(bench, title, { rate: CART_RATE, maxSockets: CART_DEALERS, request: (index) => request(cartSessions[index % cartSessions.length]!) }, { countSql: true });
      if (result?.sqlPerRequest && process.env.BENCH_SQL_DETAIL === "1") console.log(formatSqlBreakdown(result.sqlPerRequest));
    }
  } finally {
    await client.end();
  }
}

/**
 * The cart page of dealer@example.com (the seed's dealer, signed in like a person) with a few
 * products in the STOCK cart, read one request at a time: its SQL statements per page, by statement.
 */
async function dealerCartPage(bench: { server: BenchServer; db: BenchDatabase }, client: pg.Client, products: readonly StockedProduct[], title: string): Promise<void> {
  await settled(bench.server);
  await client.query("delete from carts where user_id = (select id from users where email = 'dealer@example.com')");
  const session = await signIn(bench.server.url);
  for (const product of products.slice(0, PAGE_CART_PRODUCTS)) {
    const entries = product.upcs.slice(0, 3).map((upc) => ({ productCode: upc, quantity: 2, entryNumber: -1 }));
    const res = await fetch(`${bench.server.url}/partner/cart/updateMultiD`, { method: "POST", headers: { ...JSON_HEADERS, cookie: session.cookie, CSRFToken: session.csrfToken }, body: JSON.stringify({ productCode: product.code, entries }) });
    if (res.status !== 200) throw new Error(`adding ${product.code} to the dealer's cart answered ${res.status}`);
  }
  // The first read quotes the new lines (decision 0043); the scenario measures the reads after it.
  const first = await fetch(`${bench.server.url}/partner/cart`, { headers: { ...HTML, cookie: session.cookie } });
  if (first.status !== 200) throw new Error(`the dealer's cart page answered ${first.status}`);
  await first.arrayBuffer();
  const page: PacedRequest = { method: "GET", path: "/partner/cart", headers: { ...HTML, cookie: session.cookie } };
  const result = await runPaced(bench, title, { rate: PAGE_RATE, maxSockets: 1, request: () => page }, { countSql: true });
  if (result?.sqlPerRequest) console.log(formatSqlBreakdown(result.sqlPerRequest));
}
