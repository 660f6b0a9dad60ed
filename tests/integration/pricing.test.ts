import { and, asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { formatMoney } from "../../domain/money.ts";
import { prices, products, users } from "../../server/db/schema/index.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { databaseFingerprint } from "../support/db-snapshot.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";

describe.each(DB_TARGETS)("customer prices from the ERP port on %s", (target) => {
  // The franchise's sold-to party (0010000103) is refused by the local ERP here: the failure path.
  const server = useTestServer(target, { ERP_PRICING_FAILING_SOLD_TO: "0010000103" });
  const db = () => server().database.db;

  /** A material with a list price in `currency`, priced (or not) by the local ERP's condition rule. */
  async function material(currency: string, priced: boolean) {
    const [row] = await db()
      .select({ materialId: products.materialId, msrp: prices.msrpMinor })
      .from(products)
      .innerJoin(prices, and(eq(prices.productId, products.id), eq(prices.currency, currency)))
      .where(priced ? sql`${products.materialId} % 23 <> 0` : sql`${products.materialId} % 23 = 0`)
      .orderBy(asc(products.id))
      .limit(1);
    if (!row) throw new Error(`seed has no ${priced ? "" : "un"}priced material in ${currency}`);
    return row;
  }

  const signedIn = (contextPath: string, email: string): Promise<TestClient> => TestClient.signedIn(server().baseUrl, contextPath, email);

  it("gives a dealer their price list's net price, formatted for the site", async () => {
    const m = await material("USD", true);
    const res = await (await signedIn("/partner", "dealer@example.com")).request(`/partner/api/products/price?material=${m.materialId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    // US-DEALER-KEY: 48 % off, 2 and 4 points more from 144 and 576 units.
    const net = (payBp: number) => Math.floor((m.msrp * payBp + 5_000) / 10_000);
    const usd = (value: number) => ({ value, currency: "USD", formattedValue: `$${(value / 100).toFixed(2)}` });
    expect(await res.json()).toEqual({
      materialId: m.materialId,
      status: "OK",
      yourPrice: usd(net(5_200)),
      source: "NET",
      scale: [
        { minQuantity: 1, yourPrice: usd(net(5_200)) },
        { minQuantity: 144, yourPrice: usd(net(5_000)) },
        { minQuantity: 576, yourPrice: usd(net(4_800)) },
      ],
    });
  });

  it("prices yen in whole units for the Japanese dealer", async () => {
    const m = await material("JPY", true);
    const res = await (await signedIn("/jp/partner", "jp.dealer@example.com")).request(`/jp/partner/api/products/price?material=${m.materialId}`);
    const body = (await res.json()) as { yourPrice: { value: number; currency: string; formattedValue: string } };
    const net = Math.floor((m.msrp * 5_800 + 5_000) / 10_000);
    expect(body.yourPrice.value).toBe(net);
    expect(body.yourPrice.currency).toBe("JPY");
    expect(body.yourPrice.formattedValue).not.toMatch(/\.\d/);
  });

  it("answers the list price, as LIST, for a material the ERP has no condition for: what the cart charges (decision 0048)", async () => {
    const m = await material("USD", false);
    const res = await (await signedIn("/partner", "corporate@example.com")).request(`/partner/api/products/price?material=${m.materialId}`);
    expect(res.status).toBe(200);
    const yourPrice = { value: m.msrp, currency: "USD", formattedValue: formatMoney({ amount: m.msrp, currency: "USD" }, "en-US") };
    expect(await res.json()).toEqual({ materialId: m.materialId, status: "OK", yourPrice, source: "LIST", scale: [{ minQuantity: 1, yourPrice }] });
  });

  it("refuses bad input, anonymous visitors and consumers, and reports an ERP failure as 503", async () => {
    const m = await material("USD", true);
    const dealer = await signedIn("/partner", "dealer@example.com");
    const bad = await dealer.request("/partner/api/products/price?material=abc", { headers: { accept: "application/json" } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: { field: string }[] }).errors[0]?.field).toBe("material");
    // Whole numbers within int32 only (decision 0035); an unknown one in range is not found.
    const huge = await dealer.request("/partner/api/products/price?material=999999999999", { headers: { accept: "application/json" } });
    expect(huge.status).toBe(400);
    expect(((await huge.json()) as { errors: { field: string }[] }).errors[0]?.field).toBe("material");
    const unknown = await dealer.request("/partner/api/products/price?material=2147483647");
    expect(unknown.status).toBe(404);

    const anonymous = await new TestClient(server().baseUrl).request(`/partner/api/products/price?material=${m.materialId}`, { headers: { accept: "application/json" } });
    expect(anonymous.status).toBe(401);
    const consumer = await signedIn("", "shopper@example.com");
    expect((await consumer.request(`/api/products/price?material=${m.materialId}`)).status).toBe(403);

    const failing = await (await signedIn("/partner", "franchise@example.com")).request(`/partner/api/products/price?material=${m.materialId}`);
    expect(failing.status).toBe(503);
    expect(((await failing.json()) as { errorMessage: string }).errorMessage).toMatch(/unavailable right now/);
  });

  it("shows 'Your price' on the product page for partners and not for consumers", async () => {
    const [p] = await db().select({ code: products.code }).from(products).orderBy(asc(products.id)).limit(1);
    const dealer = await signedIn("/partner", "dealer@example.com");
    const partnerPage = await dealer.page(`/partner/p/${p!.code}`);
    expect(partnerPage.html).toContain("Your price");
    expect(partnerPage.html).toContain("Checking your price");
    const consumerPage = await new TestClient(server().baseUrl).page(`/p/${p!.code}`);
    expect(consumerPage.html).not.toContain("Your price");
  });

  it("lets a dealer switch customer prices off and on; others may not, and refused switches change nothing", async () => {
    const m = await material("USD", true);
    const dealer = await signedIn("/partner", "dealer@example.com");
    const status = async (c: TestClient) => (await (await c.request("/partner/price/visibility/status")).json()) as { shouldDisplayPrice: boolean };
    expect(await (await dealer.request("/partner/price/visibility/is-hiding-available")).json()).toEqual({ isHidingAvailable: true });
    expect(await status(dealer)).toEqual({ shouldDisplayPrice: true });

    const corporate = await signedIn("/partner", "corporate@example.com");
    expect(await (await corporate.request("/partner/price/visibility/is-hiding-available")).json()).toEqual({ isHidingAvailable: false });
    const before = await databaseFingerprint(db());
    const refused = await corporate.postJson("/partner/price/visibility/update", { shouldDisplayPrice: false });
    expect(refused.status).toBe(403);
    expect((await dealer.postJson("/partner/price/visibility/update", { shouldDisplayPrice: "maybe" })).status).toBe(400);
    expect((await dealer.postJson("/partner/price/visibility/update", { shouldDisplayPrice: false }, { csrf: false })).status).toBe(403);
    expect(await databaseFingerprint(db())).toEqual(before);

    const hide = await dealer.postJson("/partner/price/visibility/update", { shouldDisplayPrice: false });
    expect(hide.status).toBe(200);
    expect(await hide.json()).toEqual({ shouldDisplayPrice: false });
    const [row] = await db().select({ hidden: users.pricesHidden }).from(users).where(eq(users.email, "dealer@example.com"));
    expect(row?.hidden).toBe(true);
    expect(await status(dealer)).toEqual({ shouldDisplayPrice: false });
    const hiddenPrice = await dealer.request(`/partner/api/products/price?material=${m.materialId}`);
    expect(await hiddenPrice.json()).toEqual({ materialId: m.materialId, status: "HIDDEN", yourPrice: null, source: null, scale: [] });
    const [p] = await db().select({ code: products.code }).from(products).where(eq(products.materialId, m.materialId));
    const page = await dealer.page(`/partner/p/${p!.code}`);
    expect(page.html).toContain("Show prices");
    expect(page.html).toMatch(/Your price<\/dt><dd[^>]*>N\/A<\/dd>/);

    // The header's plain form: back to the page it came from.
    const form = await dealer.postForm("/partner/price/visibility/update", { shouldDisplayPrice: "true", redirect: `/partner/p/${p!.code}` });
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).toBe(`/partner/p/${p!.code}`);
    expect(await status(dealer)).toEqual({ shouldDisplayPrice: true });
  });

  it("shows N/A to a user who may not see prices", async () => {
    await db().update(users).set({ canSeePrices: false }).where(eq(users.email, "promo@example.com"));
    const m = await material("USD", true);
    const promo = await signedIn("/partner", "promo@example.com");
    expect(await (await promo.request(`/partner/api/products/price?material=${m.materialId}`)).json()).toMatchObject({ status: "HIDDEN" });
    expect(await (await promo.request("/partner/price/visibility/is-hiding-available")).json()).toEqual({ isHidingAvailable: false });
  });
});
