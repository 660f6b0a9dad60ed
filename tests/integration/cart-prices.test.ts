import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cartPriceLines, cartPriceRuns, users } from "../../server/db/schema/index.ts";
import { cartCustomerPriceLookup } from "../../server/modules/cart-prices/cart-money.ts";
import { runCartPriceJob } from "../../server/modules/cart-prices/runs.ts";
import { putLine, seedMaterials, sessionCart, sessionContext } from "../support/cart-money-fixtures.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { databaseFingerprint } from "../support/db-snapshot.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";

interface Price {
  value: number;
  currency: string;
  formattedValue: string;
}
interface PriceAnswer {
  cartTotal: Price;
  status: "IN_PROGRESS" | "COMPLETED" | "FAILED";
  pricesFromSAP: { materialId: number; deliveryTarget: string | null; yourPrice: Price | null; orderEntryTotal: Price | null }[];
  aggregatedEntries: { baseProduct: { code: string; materialId: number; price: Price | null }; quantity: number; price: Price | null; discountPrice: Price | null; totalPrice: Price | null; hasPromotions: boolean }[];
  priceVisible: boolean;
  cartVersion: number;
}

const UPDATE = "/partner/cart/updatePrices";
const usd = (value: number): Price => ({ value, currency: "USD", formattedValue: `$${(value / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}` });
/** Net unit price of a price list with `discountBp` off list (+ the trade scales from 144 / 576 units), rounded half up. */
const net = (list: number, discountBp: number, quantity: number) => {
  const extra = quantity >= 576 ? 400 : quantity >= 144 ? 200 : 0;
  return Math.floor((list * (10_000 - discountBp - extra) + 5_000) / 10_000);
};

describe.each(DB_TARGETS)("cart price updates through the ERP job on %s", (target) => {
  // The promo user's sold-to party is refused by the local ERP here: the FAILED path.
  const server = useTestServer(target, { ERP_PRICING_FAILING_SOLD_TO: "0010000104" });
  const db = () => server().database.db;

  const signedIn = (contextPath: string, email: string): Promise<TestClient> => TestClient.signedIn(server().baseUrl, contextPath, email);

  async function post(client: TestClient, path = UPDATE): Promise<PriceAnswer> {
    const res = await client.postJson(path, {});
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    return (await res.json()) as PriceAnswer;
  }

  /** Posts like the page: again while IN_PROGRESS (every 100 ms here), at most 10 s. */
  async function poll(client: TestClient, path = UPDATE): Promise<{ answer: PriceAnswer; posts: number; ms: number }> {
    const start = Date.now();
    for (let posts = 1; ; posts++) {
      const answer = await post(client, path);
      if (answer.status !== "IN_PROGRESS" || Date.now() - start > 10_000) return { answer, posts, ms: Date.now() - start };
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  async function runsOf(cartId: number) {
    return db()
      .select({ id: cartPriceRuns.id, version: cartPriceRuns.cartVersion, status: cartPriceRuns.status, attempt: cartPriceRuns.attempt, error: cartPriceRuns.error })
      .from(cartPriceRuns)
      .where(eq(cartPriceRuns.cartId, cartId))
      .orderBy(cartPriceRuns.id);
  }

  async function priceJobs(): Promise<number> {
    const r = await db().execute<{ n: number }>(sql`select count(*)::int as n from pgboss.job where name = 'cart.updatePrices'`);
    return r.rows[0]?.n ?? 0;
  }

  it("prices a franchise cart per material and delivery line with its quantity, joins a running job, and totals use the prices", async () => {
    const franchise = await signedIn("/partner", "franchise@example.com");
    const cart = await sessionCart(db(), franchise);
    // An empty cart is priced at once.
    expect(await post(franchise)).toMatchObject({ status: "COMPLETED", pricesFromSAP: [], cartTotal: usd(0), priceVisible: true });

    const [a, b] = await seedMaterials(db(), "USD", { priced: true, count: 2 });
    const [c] = await seedMaterials(db(), "USD", { priced: false, count: 1 });
    if (!a || !b || !c) throw new Error("materials");
    await putLine(db(), cart.id, { material: a, size: 0, quantity: 4 });
    await putLine(db(), cart.id, { material: a, size: 1, quantity: 6 });
    await putLine(db(), cart.id, { material: b, quantity: 150 }); // reaches the 144-unit scale
    await putLine(db(), cart.id, { material: c, quantity: 2 });
    const listTotal = a.msrp * 10 + b.msrp * 150 + c.msrp * 2;
    const jobsBefore = await priceJobs();

    const first = await post(franchise);
    expect(first).toMatchObject({ status: "IN_PROGRESS", pricesFromSAP: [], cartTotal: usd(listTotal), aggregatedEntries: [] });
    // A second tab (or the next poll) joins the same run: one run, one job.
    const again = await post(franchise);
    expect(again.cartVersion).toBe(first.cartVersion);
    expect((await runsOf(cart.id)).length).toBe(1);
    expect(await priceJobs()).toBe(jobsBefore + 1);

    const { answer, ms } = await poll(franchise);
    expect(answer.status).toBe("COMPLETED");
    expect(ms).toBeLessThan(10_000);
    const netA = net(a.msrp, 4000, 10);
    const netB = net(b.msrp, 4000, 150);
    expect(netB).toBeLessThan(net(b.msrp, 4000, 1));
    expect(answer.pricesFromSAP).toEqual([
      { materialId: a.materialId, deliveryTarget: null, yourPrice: usd(netA), orderEntryTotal: usd(netA * 10) },
      { materialId: b.materialId, deliveryTarget: null, yourPrice: usd(netB), orderEntryTotal: usd(netB * 150) },
      // No ERP condition: the list price the line is charged (decision 0048), not N/A.
      { materialId: c.materialId, deliveryTarget: null, yourPrice: usd(c.msrp), orderEntryTotal: usd(c.msrp * 2) },
    ].sort((x, y) => x.materialId - y.materialId));
    // Customer prices where known, the list price for the material the ERP cannot price.
    expect(answer.cartTotal).toEqual(usd(netA * 10 + netB * 150 + c.msrp * 2));
    const lines = await db().select({ quantity: cartPriceLines.quantity, total: cartPriceLines.entryTotalMinor }).from(cartPriceLines).orderBy(cartPriceLines.materialId);
    expect(lines.map((l) => l.quantity).sort((x, y) => x - y)).toEqual([2, 10, 150]);

    // Finished: asking again changes nothing.
    const jobsDone = await priceJobs();
    expect((await post(franchise)).status).toBe("COMPLETED");
    expect(await priceJobs()).toBe(jobsDone);

    // Totals: a line whose quantity changed falls back to its list price until repriced.
    await putLine(db(), cart.id, { material: b, quantity: 20 });
    const lookup = await cartCustomerPriceLookup(await sessionContext(db(), franchise), cart.id);
    expect(lookup?.({ materialId: a.materialId, deliveryTargetCode: null, deliveryYear: null })).toBe(netA);
    expect(lookup?.({ materialId: b.materialId, deliveryTargetCode: null, deliveryYear: null })).toBeUndefined();
    expect(lookup?.({ materialId: c.materialId, deliveryTargetCode: null, deliveryYear: null })).toBeNull();
    const summary = (await (await franchise.request("/partner/cart/getSummaryOrderData", { headers: { accept: "application/json" } })).json()) as { totals: { price: Price } };
    expect(summary.totals.price).toEqual(usd(netA * 10 + b.msrp * 20 + c.msrp * 2));

    // A new cart version starts a new run; when it completes the older run is dropped.
    const changed = await post(franchise);
    expect(changed.status).toBe("IN_PROGRESS");
    expect(changed.cartVersion).toBeGreaterThan(first.cartVersion);
    const repriced = await poll(franchise);
    expect(repriced.answer.pricesFromSAP.find((p) => p.materialId === b.materialId)?.yourPrice).toEqual(usd(net(b.msrp, 4000, 20)));
    expect((await runsOf(cart.id)).map((r) => [r.version, r.status])).toEqual([[changed.cartVersion, "COMPLETED"]]);
  });

  it("shows a corporate account aggregated prices and discounts per product, prices per delivery target", async () => {
    const corporate = await signedIn("/partner", "corporate@example.com");
    const cart = await sessionCart(db(), corporate);
    const [m] = await seedMaterials(db(), "USD", { priced: true, count: 1 });
    if (!m) throw new Error("material");
    await putLine(db(), cart.id, { material: m, quantity: 100, target: { code: "SPRING", year: 2027 } });
    await putLine(db(), cart.id, { material: m, quantity: 150, target: { code: "SUMMER", year: 2027 } });
    const { answer } = await poll(corporate);
    expect(answer.status).toBe("COMPLETED");
    const spring = net(m.msrp, 3500, 100);
    const summer = net(m.msrp, 3500, 150);
    expect(answer.pricesFromSAP).toEqual([
      { materialId: m.materialId, deliveryTarget: "SPRING-2027", yourPrice: usd(spring), orderEntryTotal: usd(spring * 100) },
      { materialId: m.materialId, deliveryTarget: "SUMMER-2027", yourPrice: usd(summer), orderEntryTotal: usd(summer * 150) },
    ]);
    const total = spring * 100 + summer * 150;
    // The cart JSON's aggregated entry, with the customer prices: the discount is list total − total.
    expect(answer.aggregatedEntries).toEqual([
      {
        baseProduct: expect.objectContaining({ code: m.code, materialId: m.materialId, price: usd(m.msrp) }),
        quantity: 250,
        price: usd(spring),
        totalPrice: usd(total),
        hasPromotions: true,
        discountPrice: usd(m.msrp * 250 - total),
      },
    ]);
  });

  it("skips the price job for dealers (their quoted prices, COMPLETED at once); hidden prices are priced and answered N/A", async () => {
    const [m] = await seedMaterials(db(), "USD", { priced: true, count: 1 });
    if (!m) throw new Error("material");
    const dealer = await signedIn("/partner", "dealer@example.com");
    const dealerCart = await sessionCart(db(), dealer);
    await putLine(db(), dealerCart.id, { material: m, quantity: 12 });

    const franchise = await signedIn("/partner", "franchise@example.com");
    const hide = await franchise.postJson("/partner/price/visibility/update", { shouldDisplayPrice: false });
    expect(hide.status).toBe(200);
    const hiddenCart = await sessionCart(db(), franchise);
    await putLine(db(), hiddenCart.id, { material: m, quantity: 12 });
    const before = await priceJobs();

    const d = await post(dealer);
    // A dealer's lines carry the price quoted when the cart was read (decision 0043): no job.
    expect(d).toMatchObject({ status: "COMPLETED", pricesFromSAP: [], aggregatedEntries: [], cartTotal: usd(net(m.msrp, 4800, 12) * 12), priceVisible: true });
    expect(await priceJobs()).toBe(before);
    expect((await runsOf(dealerCart.id)).map((r) => r.status)).toEqual(["COMPLETED"]);
    // Hiding is only display (decision 0048): the ERP prices the cart as for prices shown, the
    // answer says N/A.
    const { answer: h } = await poll(franchise);
    expect(h.status).toBe("COMPLETED");
    expect(h.priceVisible).toBe(false);
    expect(h.pricesFromSAP.length).toBeGreaterThan(0);
    expect(h.pricesFromSAP.every((p) => p.yourPrice === null && p.orderEntryTotal === null)).toBe(true);
    expect((await runsOf(hiddenCart.id)).map((r) => [r.version, r.status])).toEqual([[h.cartVersion, "COMPLETED"]]);
    await franchise.postJson("/partner/price/visibility/update", { shouldDisplayPrice: true });
  });

  it("answers FAILED when the ERP refuses, keeps answering FAILED for 10 s, then tries again", async () => {
    const promo = await signedIn("/partner", "promo@example.com");
    const cart = await sessionCart(db(), promo);
    const [m] = await seedMaterials(db(), "USD", { priced: true, count: 1 });
    if (!m) throw new Error("material");
    await putLine(db(), cart.id, { material: m, quantity: 5 });
    const { answer } = await poll(promo);
    expect(answer).toMatchObject({ status: "FAILED", pricesFromSAP: [], cartTotal: usd(m.msrp * 5) });
    const [run] = await runsOf(cart.id);
    expect(run).toMatchObject({ status: "FAILED", attempt: 1 });
    expect(run?.error).toContain("0010000104");

    expect((await post(promo)).status).toBe("FAILED");
    await db().update(cartPriceRuns).set({ finishedAt: new Date(Date.now() - 11_000) }).where(eq(cartPriceRuns.cartId, cart.id));
    expect((await post(promo)).status).toBe("IN_PROGRESS");
    expect((await poll(promo)).answer.status).toBe("FAILED");
    expect((await runsOf(cart.id)).map((r) => [r.status, r.attempt])).toEqual([["FAILED", 2]]);
  });

  it("runs each job once: a repeated or stale job changes nothing", async () => {
    const buyer = await signedIn("/partner", "buyer@example.com");
    const cart = await sessionCart(db(), buyer);
    const [m] = await seedMaterials(db(), "USD", { priced: true, count: 1 });
    if (!m) throw new Error("material");
    await putLine(db(), cart.id, { material: m, quantity: 3 });
    expect((await poll(buyer)).answer.status).toBe("COMPLETED");
    const [run] = await runsOf(cart.id);
    if (!run) throw new Error("run");
    const before = await databaseFingerprint(db());
    const calls: number[] = [];
    const pricing = {
      priceMaterials: async () => {
        calls.push(1);
        return [];
      },
    };
    await runCartPriceJob({ db: db(), pricing }, { runId: run.id, attempt: run.attempt });
    await runCartPriceJob({ db: db(), pricing }, { runId: run.id, attempt: run.attempt - 1 });
    await runCartPriceJob({ db: db(), pricing }, { runId: 999_999, attempt: 1 });
    expect(calls).toEqual([]);
    expect(await databaseFingerprint(db())).toEqual(before);
  });

  it("prices yen in whole units", async () => {
    // The seed's only Japanese partner is a dealer (no account price updates): make it corporate here.
    await db().update(users).set({ kind: "corporate" }).where(eq(users.email, "jp.dealer@example.com"));
    const jp = await signedIn("/jp/partner", "jp.dealer@example.com");
    const cart = await sessionCart(db(), jp, "jp");
    const [m] = await seedMaterials(db(), "JPY", { priced: true, count: 1 });
    if (!m) throw new Error("material");
    await putLine(db(), cart.id, { material: m, quantity: 7 });
    const { answer } = await poll(jp, "/jp/partner/cart/updatePrices");
    expect(answer.status).toBe("COMPLETED");
    const unit = net(m.msrp, 4200, 7);
    expect(answer.pricesFromSAP[0]?.yourPrice).toMatchObject({ value: unit, currency: "JPY" });
    expect(answer.pricesFromSAP[0]?.orderEntryTotal?.value).toBe(unit * 7);
    expect(answer.cartTotal.currency).toBe("JPY");
    expect(answer.cartTotal.formattedValue).not.toMatch(/\.\d/);
    await db().update(users).set({ kind: "dealer" }).where(eq(users.email, "jp.dealer@example.com"));
  });

  it("refuses visitors, accounts without a cart and a missing token, changing nothing", async () => {
    const anonymous = new TestClient(server().baseUrl);
    await anonymous.page("/partner/login");
    const salesrep = await signedIn("/partner", "salesrep@example.com");
    const corporate = await signedIn("/partner", "corporate@example.com");
    const before = await databaseFingerprint(db());

    const visitor = await anonymous.postJson(UPDATE, {});
    expect(visitor.status).toBe(401);
    const rep = await salesrep.postJson(UPDATE, {});
    expect(rep.status).toBe(403);
    expect(await rep.json()).toMatchObject({ errorMessage: expect.any(String), errors: [] });
    const noToken = await corporate.postJson(UPDATE, {}, { csrf: false });
    expect(noToken.status).toBe(403);
    expect(await databaseFingerprint(db())).toEqual(before);
  });
});
