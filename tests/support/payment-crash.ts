/**
 * The crash scenario of issue 12 §1 (decision 0039), shared by the integration test and the bench
 * (bench/payment-crash.ts): shoppers paying by card and wallet place orders at once on a server
 * process that is killed (SIGKILL) at a random moment, restarted, and retried; recovery runs; then
 * the money the providers hold must equal the committed orders' payments. No vitest here.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { shipsFromStock } from "../../domain/cart-lines.ts";
import type { BookingMode } from "../../domain/booking-modes.ts";
import { loadConfig } from "../../server/config.ts";
import { openDatabase, type Database } from "../../server/db/client.ts";
import { createCardProvider } from "../../server/integrations/card-provider/index.ts";
import { createWallet } from "../../server/integrations/wallet/index.ts";
import { recoverPayments } from "../../server/modules/payments/recovery.ts";
import { putLine, seedMaterials, sessionCart } from "./cart-money-fixtures.ts";
import { killChildServer, startChildServer, stopChildServer, type ChildServer } from "./child-server.ts";
import { TestClient } from "./http-client.ts";

export interface CrashFigures {
  placements: number;
  rounds: number;
  cutOff: number;
  /** Live intents (money possibly held, no order yet) the kills left behind. */
  orphansAtKill: number;
  orders: number;
  providerHeldMinor: number;
  orderPaymentsMinor: number;
  ordersWithoutLines: number;
  stockMismatches: number;
  liveIntents: number;
  /** Jobs due and not taken once the last server ran a while: must be 0. */
  jobsLeft: number;
  /** Jobs a killed process held: pg-boss hands them out again when they expire. */
  jobsOrphaned: number;
  ok: boolean;
}

interface Shopper {
  client: TestClient;
  cartId: number;
  pay: "CARD" | "WALLET";
  key: string;
  placed: boolean;
}

const GRACE_SECONDS = "1";
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Shoppers: copies of the seeded consumer with their default address, one line each, at the checkout's last step. */
async function prepareShoppers(db: Database["db"], baseUrl: string, count: number): Promise<{ shoppers: Shopper[]; variantIds: number[] }> {
  const prefix = `crash-${randomUUID().slice(0, 8)}-`;
  await db.execute(sql`
    insert into users select (jsonb_populate_record(u, jsonb_build_object('id', nextval('users_id_seq'), 'email', ${prefix} || g || '@example.com'))).*
    from users u cross join generate_series(1, ${count}::int) g where u.email = 'shopper@example.com'`);
  await db.execute(sql`
    insert into user_sites select b.id, s.site_id from user_sites s join users d on d.id = s.user_id and d.email = 'shopper@example.com'
    cross join users b where b.email like ${prefix + "%"}`);
  await db.execute(sql`
    insert into addresses select (jsonb_populate_record(a, jsonb_build_object('id', nextval('addresses_id_seq'), 'user_id', b.id, 'code', a.code || '-' || b.id))).*
    from addresses a join users d on d.id = a.user_id and d.email = 'shopper@example.com' cross join users b
    where a.is_default and b.email like ${prefix + "%"}`);
  const materials = await seedMaterials(db, "USD", { priced: true, count: 4 });
  const variantIds = materials.map((m) => m.variantIds[0]!);
  await db.execute(sql`update stock_levels set quantity = 1000, force_in_stock = false where variant_id in (${sql.join(variantIds.map((id) => sql`${id}`), sql`, `)})`);
  const shoppers: Shopper[] = [];
  for (let i = 0; i < count; i++) {
    const email = `${prefix}${i + 1}@example.com`;
    const client = await TestClient.signedIn(baseUrl, "", email);
    const cart = await sessionCart(db, client, "b2c");
    await putLine(db, cart.id, { material: materials[i % materials.length]!, quantity: 1 + (i % 3) });
    await db.execute(sql`
      insert into cart_checkouts (cart_id, delivery_address_id)
      select ${cart.id}, a.id from addresses a join users u on u.id = a.user_id and u.email = ${email} where a.is_default`);
    const pay = i % 2 === 0 ? "CARD" : "WALLET";
    await must(client.postJson(`/checkout/payment/${pay}`, {}), "payment type");
    const dates = (await (await client.request("/checkout/dates/get", { headers: { accept: "application/json" } })).json()) as { desiredShipDate: string | null; cancelDate: string | null };
    await must(client.postJson("/checkout/simple/ship-dates/set", { desiredShipDate: dates.desiredShipDate, cancelDate: dates.cancelDate }), "ship dates");
    shoppers.push({ client, cartId: cart.id, pay, key: randomUUID(), placed: false });
  }
  return { shoppers, variantIds };
}

async function must(res: Promise<Response>, what: string): Promise<Response> {
  const answer = await res;
  if (answer.status >= 300) throw new Error(`${what}: ${answer.status} ${await answer.text()}`);
  return answer;
}

/** What the page does before Complete order: a fresh card token, or the wallet approved (again, after a refund). */
async function readyToPay(shopper: Shopper, baseUrl: string): Promise<unknown> {
  if (shopper.pay === "CARD") {
    const res = await fetch(`${baseUrl}/_providers/card/tokens`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ cardNumber: "4111111111111111", expiryMonth: "12", expiryYear: "2030", securityCode: "123", holder: "Crash Test" }),
    });
    const { token } = (await res.json()) as { token: unknown };
    return { termsAccepted: true, card: token, billingAddress: { useFilledAddress: true } };
  }
  const state = (await (await shopper.client.request("/checkout/payment/wallet/start", { method: "POST", body: "{}", headers: { "content-type": "application/json", CSRFToken: shopper.client.csrfToken } })).json()) as { paymentId: string };
  const decided = await new TestClient(baseUrl).postForm("/_providers/wallet/approve", { paymentId: state.paymentId, decision: "pay" }, { csrf: false });
  const back = new URL(decided.headers.get("location") ?? "", baseUrl);
  await shopper.client.get(back.pathname + back.search);
  return { termsAccepted: true };
}

async function placeOnce(shopper: Shopper, baseUrl: string): Promise<"placed" | "cut" | "refused"> {
  try {
    const body = await readyToPay(shopper, baseUrl);
    const res = await shopper.client.request("/checkout/simple/placeOrder", {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json", accept: "application/json", CSRFToken: shopper.client.csrfToken, "Idempotency-Key": shopper.key },
    });
    if (res.status === 200 || res.status === 201) return "placed";
    // An ordered cart (the first try committed before the kill) counts as placed.
    if (res.status === 409 && ((await res.json()) as { errorMessage?: string }).errorMessage?.includes("already been ordered")) return "placed";
    return "refused";
  } catch {
    return "cut";
  }
}

/** A client that kept its cookies re-points at the restarted server. */
function moveTo(shoppers: Shopper[], baseUrl: string): void {
  for (const s of shoppers) s.client.baseUrl = baseUrl;
}

export async function runPaymentCrash(databaseUrl: string, opts: { placements?: number; killRounds?: number; random?: () => number } = {}): Promise<CrashFigures> {
  const random = opts.random ?? Math.random;
  const count = opts.placements ?? 20;
  const database = await openDatabase({ databaseUrl, dataDir: null, poolSize: 4 });
  const db = database.db;
  const env = { PAYMENT_GRACE_SECONDS: GRACE_SECONDS };
  let server: ChildServer = await startChildServer(databaseUrl, env);
  let cutOff = 0;
  let rounds = 0;
  let orphansAtKill = 0;
  let intentCount = 0;
  const intentsBefore = () => intentCount;
  try {
    const { shoppers, variantIds } = await prepareShoppers(db, server.url, count);
    const stockBefore = await stockOf(db, variantIds);
    for (let round = 0; shoppers.some((s) => !s.placed) && round < 10; round++) {
      rounds++;
      const crash = round < (opts.killRounds ?? 3);
      const baseUrl = server.url;
      const open = shoppers.filter((s) => !s.placed);
      intentCount = await allIntentCount(db);
      const attempts = Promise.all(open.map(async (s) => ({ s, outcome: await placeOnce(s, baseUrl) })));
      if (crash) {
        // Once payments are being taken: somewhere between the first intent and the last commits.
        await intentsWritten(db, intentsBefore(), 10_000);
        await sleep(Math.floor(random() * 800));
        await killChildServer(server);
        orphansAtKill += await liveIntentCount(db);
      }
      for (const { s, outcome } of await attempts) {
        if (outcome === "placed") s.placed = true;
        if (outcome === "cut") cutOff++;
      }
      if (crash) {
        server = await startChildServer(databaseUrl, env);
        moveTo(shoppers, server.url);
      }
      // A refused try (its money given back) or a cut one is tried again with a new token or approval.
      for (const s of shoppers) if (!s.placed && (await cartOrdered(db, s.cartId))) s.placed = true;
    }
    const jobsLeft = await dueJobsTaken(db, 30_000);
    await stopChildServer(server);
    await sleep(Number(GRACE_SECONDS) * 1000 + 100);
    await recoverDirectly(db);
    return { ...(await figures(db, { placements: count, rounds, cutOff, variantIds, stockBefore, jobsLeft })), orphansAtKill };
  } finally {
    if (server.child.exitCode === null && server.child.signalCode === null) await stopChildServer(server);
    await database.close();
  }
}

async function allIntentCount(db: Database["db"]): Promise<number> {
  return Number((await db.execute<{ n: number }>(sql`select count(*)::int as n from payment_intents`)).rows[0]?.n ?? 0);
}

async function liveIntentCount(db: Database["db"]): Promise<number> {
  return Number((await db.execute<{ n: number }>(sql`select count(*)::int as n from payment_intents where state in ('pending', 'authorized', 'captured', 'releasing')`)).rows[0]?.n ?? 0);
}

async function intentsWritten(db: Database["db"], before: number, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while ((await allIntentCount(db)) <= before && Date.now() < until) await sleep(20);
}

async function cartOrdered(db: Database["db"], cartId: number): Promise<boolean> {
  const rows = await db.execute<{ status: string }>(sql`select status from carts where id = ${cartId}`);
  return rows.rows[0]?.status === "ordered";
}

/** Recovery as the job runs it, from this process (the server is stopped: nothing else runs). */
async function recoverDirectly(db: Database["db"]): Promise<void> {
  const config = loadConfig({ ...process.env, PAYMENT_GRACE_SECONDS: GRACE_SECONDS });
  const deps = { config, cardProvider: createCardProvider(config.providers.card, db), wallet: createWallet(config.providers.wallet, db) };
  const log = { error: (obj: object, msg: string) => console.error(msg, obj), warn: () => undefined };
  await recoverPayments({ db, deps, now: new Date(), log });
}

async function stockOf(db: Database["db"], variantIds: number[]): Promise<Map<number, number>> {
  const rows = await db.execute<{ variant_id: number; quantity: number }>(sql`select variant_id, quantity from stock_levels where variant_id in (${sql.join(variantIds.map((id) => sql`${id}`), sql`, `)})`);
  return new Map(rows.rows.map((r) => [Number(r.variant_id), Number(r.quantity)]));
}

async function figures(db: Database["db"], run: { placements: number; rounds: number; cutOff: number; variantIds: number[]; stockBefore: Map<number, number>; jobsLeft: number }): Promise<CrashFigures> {
  const one = async (query: ReturnType<typeof sql>) => Number((await db.execute<{ n: string | number | null }>(query)).rows[0]?.n ?? 0);
  const providerHeldMinor =
    (await one(sql`select coalesce(sum(case when status = 'captured' then captured_minor else amount_minor end), 0) as n from card_authorizations where status in ('authorized', 'captured')`)) +
    (await one(sql`select coalesce(sum(amount_minor), 0) as n from wallet_payments where status = 'captured'`));
  const orderPaymentsMinor = await one(sql`select coalesce(sum(amount_minor), 0) as n from order_payments where kind in ('CARD', 'WALLET')`);
  const orders = await one(sql`select count(*) as n from orders where parent_id is null`);
  const ordersWithoutLines = await one(sql`select count(*) as n from orders o where not exists (select 1 from order_entries e where e.order_id = o.id)`);
  const liveIntents = await liveIntentCount(db);
  const ordered = await db.execute<{ variant_id: number; mode: BookingMode; quantity: number }>(
    sql`select e.variant_id, o.mode, sum(e.quantity)::int as quantity from order_entries e join orders o on o.id = e.order_id group by e.variant_id, o.mode`,
  );
  const stockAfter = await stockOf(db, run.variantIds);
  let stockMismatches = 0;
  for (const id of run.variantIds) {
    const taken = ordered.rows.filter((r) => Number(r.variant_id) === id && shipsFromStock(r.mode)).reduce((sum, r) => sum + Number(r.quantity), 0);
    if (stockAfter.get(id) !== (run.stockBefore.get(id) ?? 0) - taken) stockMismatches++;
  }
  const jobsLeft = run.jobsLeft;
  const jobsOrphaned = await jobsIn(db, "active");
  const ok = providerHeldMinor === orderPaymentsMinor && ordersWithoutLines === 0 && stockMismatches === 0 && liveIntents === 0 && jobsLeft === 0 && orders === run.placements;
  return { placements: run.placements, rounds: run.rounds, cutOff: run.cutOff, orphansAtKill: 0, orders, providerHeldMinor, orderPaymentsMinor, ordersWithoutLines, stockMismatches, liveIntents, jobsLeft, jobsOrphaned, ok };
}

/** Jobs of scheduled queues come with the clock, not from the orders. */
const NOT_PERIODIC = sql`name not in (select name from pgboss.schedule)`;

async function jobsIn(db: Database["db"], kind: "due" | "active"): Promise<number> {
  const state = kind === "due" ? sql`state in ('created', 'retry') and start_after <= now()` : sql`state = 'active'`;
  const rows = await db.execute<{ n: number }>(sql`select count(*)::int as n from pgboss.job where ${state} and ${NOT_PERIODIC}`);
  return Number(rows.rows[0]?.n ?? 0);
}

/** Waits until the running server has taken every due job (mail, export of the placed orders); answers how many it did not. */
async function dueJobsTaken(db: Database["db"], timeoutMs: number): Promise<number> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const due = await jobsIn(db, "due");
    if (due === 0 || Date.now() > until) return due;
    await sleep(200);
  }
}
