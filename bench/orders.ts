/**
 * Order placement benchmark (issue 5): `POST /partner/checkout/simple/placeOrder` at a steady 100
 * orders per second (bench/paced.ts), target p99 ≤ 100 ms on PostgreSQL. Run by `npm run bench`
 * after the cart scenarios (BENCH_ONLY=order for this alone).
 *
 * Each order needs a cart of its own, so the bench makes one dealer per order
 * (bench-buyer-N@example.com, copies of the seed dealer), signs each in, and prepares each cart
 * with three lines and its checkout choices (the unit's default address, payment on account,
 * purchase number, comment, the default ship dates the server answers) directly in the
 * database. Lines are spread over 200 well-stocked products, as orders of many dealers are.
 * Three seconds of orders at the same rate warm the server up before the measured run.
 */
import pg from "pg";
import type { BenchDatabase } from "./database.ts";
import { paced } from "./paced.ts";
import { type BenchServer, formatSqlBreakdown, runPaced, SECONDS, selected, type Session, settled, signIn } from "./harness.ts";

const ORDER_RATE = Number(process.env.BENCH_ORDER_RATE ?? 100);
/** Orders placed at the same rate before the measured run: the server's code and connections are cold until then. */
const WARM_UP_SECONDS = 3;
const PREFIX = "bench-buyer-";

async function benchBuyers(client: pg.Client, count: number): Promise<string[]> {
  await client.query(
    `insert into users
     select (jsonb_populate_record(u, jsonb_build_object('id', nextval('users_id_seq'), 'email', $2 || g || '@example.com'))).*
     from users u cross join generate_series(1, $1::int) g
     where u.email = 'dealer@example.com' and not exists (select 1 from users x where x.email = $2 || g || '@example.com')`,
    [count, PREFIX],
  );
  await client.query(
    `insert into user_sites select b.id, s.site_id
     from user_sites s join users d on d.id = s.user_id and d.email = 'dealer@example.com'
     cross join users b where b.email like $1 || '%'
       and not exists (select 1 from user_sites x where x.user_id = b.id and x.site_id = s.site_id)`,
    [PREFIX],
  );
  return Array.from({ length: count }, (_, i) => `${PREFIX}${i + 1}@example.com`);
}

/** One active STOCK cart per buyer with three lines and everything the checkout asks for. */
async function prepareCarts(client: pg.Client, dates: { desiredShipDate: string; maxCancellationDate: string }): Promise<void> {
  // A bench database kept from before the address books were seeded has none: give the unit one.
  await client.query(
    `insert into addresses (code, unit_id, first_name, last_name, country_iso, line1, town_city, region_iso, postcode, is_default, verification)
     select 'BENCH-' || u.unit_id, u.unit_id, 'Bench', 'Receiving', 'US', '1 Bench Way', 'Denver', 'US-CO', '80202', true, 'verified'
     from users u where u.email = 'dealer@example.com'
       and not exists (select 1 from addresses a where a.unit_id = u.unit_id and a.is_default)`,
  );
  await client.query(`delete from carts where user_id in (select id from users where email like $1 || '%')`, [PREFIX]);
  // A kept bench database holds the mail and ERP export jobs of earlier runs' orders, still
  // queued: the server would work through them during this run and charge their cost to it.
  await client.query(`delete from pgboss.job where state in ('created', 'retry') and name in ('mail.send', 'orders.export')`);
  await client.query(
    // Random 8-digit codes like the app's (decision 0061); a clash among a few hundred bench carts is once in a blue moon.
    `insert into carts (code, user_id, unit_id, site_id, mode, currency)
     select (10000000 + floor(random() * 90000000))::int::text, id, unit_id, 'us', 'STOCK', 'USD' from users where email like $1 || '%'`,
    [PREFIX],
  );
  await client.query(
    `with stocked as (
       select v.id as variant_id, v.product_id, row_number() over (order by v.id) - 1 as n
       from variants v join products p on p.id = v.product_id join stock_levels s on s.variant_id = v.id
       where not p.gcp and s.quantity >= 500 and v.max_order_quantity is null
       limit 600),
     buyer_carts as (
       select c.id as cart_id, row_number() over (order by c.id) - 1 as k
       from carts c join users u on u.id = c.user_id where u.email like $1 || '%')
     insert into cart_entries (cart_id, entry_number, product_id, variant_id, quantity)
     select b.cart_id, j, s.product_id, s.variant_id, 1 + (b.k + j) % 3
     from buyer_carts b cross join generate_series(0, 2) j
     join stocked s on s.n = (b.k * 3 + j) % 600`,
    [PREFIX],
  );
  await client.query(
    `insert into cart_checkouts (cart_id, delivery_address_id, payment_type, purchase_number, comment, requested_ship_dates)
     select c.id, a.id, 'ACCOUNT', 'PO' || c.id, 'Bench order', jsonb_build_array(jsonb_build_object(
       'deliveryTarget', null, 'deliveryYear', null, 'desiredShipDate', $2::text, 'cancelDate', $3::text))
     from carts c join users u on u.id = c.user_id join addresses a on a.unit_id = c.unit_id and a.is_default
     where u.email like $1 || '%'`,
    [PREFIX, dates.desiredShipDate, dates.maxCancellationDate],
  );
  // Thousands of rows just written and deleted: without fresh statistics the planner scans
  // whole tables until autovacuum analyses them, several seconds into the run (BENCH_TIMELINE
  // showed the first 7 s at 0.5–1.5 s per order, then ~20 ms). A live shop's tables are analysed.
  await client.query("analyze users, user_sites, carts, cart_entries, cart_checkouts, orders, order_entries, order_payments, order_idempotency_keys, stock_levels, mail_outbox");
}

export async function orderBenchmarks(bench: { server: BenchServer; db: BenchDatabase }): Promise<void> {
  const title = `POST checkout/simple/placeOrder at ${ORDER_RATE}/s`;
  if (!selected(title)) return;
  if (!bench.db.url) {
    console.log("Order benchmarks need PostgreSQL (buyers and carts are prepared directly): skipped.");
    return;
  }
  const client = new pg.Client({ connectionString: bench.db.url });
  await client.connect();
  try {
    const warmUp = ORDER_RATE * WARM_UP_SECONDS;
    const count = warmUp + ORDER_RATE * SECONDS;
    const emails = await benchBuyers(client, count);
    const sessions: Session[] = [];
    for (const email of emails) sessions.push(await signIn(bench.server.url, email));
    const first = sessions[0];
    if (!first) throw new Error("no bench buyers");
    // The ship dates the server itself proposes for this unit today.
    await prepareCarts(client, { desiredShipDate: "2000-01-01", maxCancellationDate: "2000-01-01" });
    const datesRes = await fetch(`${bench.server.url}/partner/checkout/dates/get`, { headers: { cookie: first.cookie, accept: "application/json" } });
    const dates = (await datesRes.json()) as { desiredShipDate: string; maxCancellationDate: string };
    if (!dates.desiredShipDate) throw new Error(`no ship dates for the bench dealers: ${datesRes.status}`);
    await prepareCarts(client, dates);
    const placeOrder = (offset: number) => (index: number) => {
      const session = sessions[(offset + index) % sessions.length]!;
      return {
        method: "POST" as const,
        path: "/partner/checkout/simple/placeOrder",
        headers: { "content-type": "application/json", accept: "application/json", cookie: session.cookie, CSRFToken: session.csrfToken, "Idempotency-Key": `bench-${offset + index}-${Date.now()}` },
        body: JSON.stringify({ termsAccepted: true }),
      };
    };
    await paced({ url: bench.server.url, rate: ORDER_RATE, seconds: WARM_UP_SECONDS, maxSockets: 200, request: placeOrder(0) });
    await settled(bench.server);
    const result = await runPaced(
      bench,
      title,
      { rate: ORDER_RATE, maxSockets: 200, request: placeOrder(warmUp) },
      { countSql: true, expectedStatus: 201 },
    );
    if (result?.sqlPerRequest) console.log(formatSqlBreakdown(result.sqlPerRequest));
  } finally {
    await client.end();
  }
}
