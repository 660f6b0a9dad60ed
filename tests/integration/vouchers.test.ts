import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cartVouchers, vouchers } from "../../server/db/schema/index.ts";
import { dealerUnit, putLine, seedMaterials, sessionCart, type SeedMaterial } from "../support/cart-money-fixtures.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { databaseFingerprint } from "../support/db-snapshot.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";

interface Price {
  value: number;
  currency: string;
  formattedValue: string;
}
interface VoucherAnswer {
  voucherCode: string;
  successfulMessage: string;
  appliedVouchers: { code: string; kind: string; value: number; discount: Price; applicable: boolean; message: string | null }[];
  voucherDiscount: Price;
  subtotal: Price;
  totalPrice: Price;
}

const APPLY = "/partner/cart/voucher/apply";
const RELEASE = "/partner/cart/voucher/release";

describe.each(DB_TARGETS)("cart vouchers on %s", (target) => {
  const server = useTestServer(target);
  const db = () => server().database.db;
  let material: SeedMaterial | undefined;

  const signedIn = (contextPath: string, email: string): Promise<TestClient> => TestClient.signedIn(server().baseUrl, contextPath, email);

  /** A signed-in client whose cart holds `quantity` units of one seeded cap. */
  async function withCart(email: string, quantity: number): Promise<{ client: TestClient; cartId: number; msrp: number }> {
    material ??= (await seedMaterials(db(), "USD", { priced: true, count: 1 }))[0];
    if (!material) throw new Error("material");
    const client = await signedIn("/partner", email);
    const cart = await sessionCart(db(), client);
    await putLine(db(), cart.id, { material, quantity });
    return { client, cartId: cart.id, msrp: material.msrp };
  }

  async function voucher(code: string, siteId = "us") {
    const [row] = await db()
      .select({ id: vouchers.id, usedCount: vouchers.usedCount, value: vouchers.value, minOrder: vouchers.minOrderMinor })
      .from(vouchers)
      .where(and(eq(vouchers.siteId, siteId), eq(vouchers.code, code)));
    if (!row) throw new Error(`no voucher ${code}`);
    return row;
  }

  async function held(cartId: number): Promise<number[]> {
    const rows = await db().select({ voucherId: cartVouchers.voucherId }).from(cartVouchers).where(eq(cartVouchers.cartId, cartId));
    return rows.map((r) => r.voucherId);
  }

  it("applies a code (trimmed, any case) and releases it, giving its use back; applying twice uses it once", async () => {
    const { client, cartId, msrp } = await withCart("dealer@example.com", 200);
    // A dealer's cart is at the dealer's quoted price, with the scale from 144 units (decision 0043).
    const subtotal = dealerUnit(msrp, "0010000101", 200) * 200;
    const res = await client.postJson(APPLY, { voucherCode: "  welcome10 " });
    expect(res.status).toBe(200);
    const body = (await res.json()) as VoucherAnswer;
    const discount = Math.floor((subtotal * 1000 + 5_000) / 10_000);
    expect(body).toMatchObject({
      voucherCode: "WELCOME10",
      successfulMessage: "Voucher WELCOME10 has been applied.",
      appliedVouchers: [{ code: "WELCOME10", kind: "percent", value: 1000, discount: { value: discount, currency: "USD" }, applicable: true, message: null }],
      voucherDiscount: { value: discount },
      subtotal: { value: subtotal },
      totalPrice: { value: subtotal - discount },
    });
    const welcome = await voucher("WELCOME10");
    expect(welcome.usedCount).toBe(1);
    expect(await held(cartId)).toEqual([welcome.id]);

    expect((await client.postJson(APPLY, { voucherCode: "WELCOME10" })).status).toBe(200);
    expect((await voucher("WELCOME10")).usedCount).toBe(1);

    // The cart's total in the price answer takes the voucher off too.
    const prices = (await (await client.postJson("/partner/cart/updatePrices", {})).json()) as { cartTotal: Price };
    expect(prices.cartTotal.value).toBe(subtotal - discount);

    const released = await client.postJson(RELEASE, { voucherCode: "welcome10" });
    expect(released.status).toBe(200);
    expect(await released.json()).toMatchObject({ voucherCode: "WELCOME10", appliedVouchers: [], voucherDiscount: { value: 0 }, totalPrice: { value: subtotal } });
    expect((await voucher("WELCOME10")).usedCount).toBe(0);
    expect(await held(cartId)).toEqual([]);
  });

  it("refuses bad codes with 400 or 422 on voucherCode and a clear message, changing nothing", async () => {
    const { client } = await withCart("corporate@example.com", 1);
    const before = await databaseFingerprint(db());
    const cases: [unknown, number, string][] = [
      [{ voucherCode: "   " }, 400, "Enter a voucher code."],
      [{}, 400, "Enter a voucher code."],
      [{ voucherCode: "SAVE 25" }, 400, "A voucher code contains only letters, digits, hyphens and underscores."],
      [{ voucherCode: "NOSUCHCODE" }, 422, "NOSUCHCODE is not a valid voucher code."],
      [{ voucherCode: "expired1" }, 422, "Voucher EXPIRED1 has expired."],
      [{ voucherCode: "SAVE25" }, 422, "Your order value is below the minimum for voucher SAVE25."],
    ];
    for (const [body, status, message] of cases) {
      const res = await client.postJson(APPLY, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(await res.json()).toEqual({ errorMessage: message, errors: [{ field: "voucherCode", message }] });
    }
    const notHeld = await client.postJson(RELEASE, { voucherCode: "SAVE25" });
    expect(notHeld.status).toBe(422);
    expect(await notHeld.json()).toMatchObject({ errorMessage: "Voucher SAVE25 is not applied to this cart." });
    expect(await databaseFingerprint(db())).toEqual(before);
  });

  it("answers a browser form with 303 back to the cart and the alert to show; no token → 403 and nothing changes", async () => {
    const { client, cartId } = await withCart("franchise@example.com", 200);
    const before = await databaseFingerprint(db());
    const noToken = await client.postForm(APPLY, { voucherCode: "SAVE25" }, { csrf: false });
    expect(noToken.status).toBe(403);
    const noTokenJson = await client.postJson(APPLY, { voucherCode: "SAVE25" }, { csrf: false });
    expect(noTokenJson.status).toBe(403);
    expect(await databaseFingerprint(db())).toEqual(before);

    const applied = await client.postForm(APPLY, { voucherCode: " save25" });
    expect(applied.status).toBe(303);
    expect(applied.headers.get("location")).toBe("/partner/cart?voucherAlert=applied&voucherCode=SAVE25");
    expect(await held(cartId)).toEqual([(await voucher("SAVE25")).id]);

    const refused = await client.postForm(APPLY, { voucherCode: "nope" });
    expect(refused.headers.get("location")).toBe("/partner/cart?voucherAlert=notFound&voucherCode=NOPE");
    const empty = await client.postForm(APPLY, { voucherCode: "" });
    expect(empty.headers.get("location")).toBe("/partner/cart?voucherAlert=empty&voucherCode=");

    const released = await client.postForm(RELEASE, { voucherCode: "SAVE25" });
    expect(released.status).toBe(303);
    expect(released.headers.get("location")).toBe("/partner/cart?voucherAlert=released&voucherCode=SAVE25");
    expect(await held(cartId)).toEqual([]);
  });

  it("lets exactly one of several carts racing for a single-use voucher have it", async () => {
    const emails = ["corporate@example.com", "franchise@example.com", "promo@example.com", "buyer@example.com", "approver@example.com"];
    const racers = await Promise.all(emails.map((email) => withCart(email, 3)));
    const answers = await Promise.all(racers.map(({ client }) => client.postJson(APPLY, { voucherCode: "SINGLE1" })));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 422, 422, 422, 422]);
    const losers = await Promise.all(answers.filter((r) => r.status === 422).map((r) => r.json()));
    for (const body of losers) expect(body).toMatchObject({ errorMessage: "Voucher SINGLE1 has already been used up.", errors: [{ field: "voucherCode" }] });
    const single = await voucher("SINGLE1");
    expect(single.usedCount).toBe(1);
    const holders = await db().select({ cartId: cartVouchers.cartId }).from(cartVouchers).where(eq(cartVouchers.voucherId, single.id));
    expect(holders).toHaveLength(1);

    // Released, it is free for the next cart.
    const winner = racers[answers.findIndex((r) => r.status === 200)];
    const loser = racers[answers.findIndex((r) => r.status === 422)];
    if (!winner || !loser) throw new Error("no winner or loser");
    expect((await winner.client.postJson(RELEASE, { voucherCode: "SINGLE1" })).status).toBe(200);
    expect((await loser.client.postJson(APPLY, { voucherCode: "SINGLE1" })).status).toBe(200);
    expect((await voucher("SINGLE1")).usedCount).toBe(1);
    await loser.client.postJson(RELEASE, { voucherCode: "SINGLE1" });
  });

  it("keeps a per-customer limit across the customer's carts, and nobody touches another's cart", async () => {
    const { client: dealer, cartId: stockCart } = await withCart("dealer@example.com", 200);
    expect((await dealer.postJson(APPLY, { voucherCode: "WELCOME10" })).status).toBe(200);
    // The dealer's PREBOOKING cart is another cart of the same customer.
    expect((await dealer.postJson("/partner/booking/status/update", { mode: "PREBOOKING" })).status).toBe(200);
    const prebookingCart = await sessionCart(db(), dealer);
    expect(prebookingCart.id).not.toBe(stockCart);
    if (!material) throw new Error("material");
    await putLine(db(), prebookingCart.id, { material, quantity: 200, target: { code: "SPRING", year: 2027 } });
    const corporate = await signedIn("/partner", "corporate@example.com");
    const before = await databaseFingerprint(db());
    const second = await dealer.postJson(APPLY, { voucherCode: "WELCOME10" });
    expect(second.status).toBe(422);
    expect(await second.json()).toMatchObject({ errorMessage: "Your account has already used voucher WELCOME10." });
    expect(await databaseFingerprint(db())).toEqual(before);

    // Another customer releasing the same code releases nothing of the dealer's.
    expect((await corporate.postJson(RELEASE, { voucherCode: "WELCOME10" })).status).toBe(422);
    expect(await databaseFingerprint(db())).toEqual(before);

    await dealer.postJson("/partner/booking/status/update", { mode: "STOCK" });
    expect((await dealer.postJson(RELEASE, { voucherCode: "WELCOME10" })).status).toBe(200);
  });

  it("gives nothing off while the cart is below the voucher's minimum, and says why", async () => {
    const { client, cartId, msrp } = await withCart("promo@example.com", 300);
    expect((await client.postJson(APPLY, { voucherCode: "SAVE25" })).status).toBe(200);
    if (!material) throw new Error("material");
    await putLine(db(), cartId, { material, quantity: 1 });
    const again = (await (await client.postJson(APPLY, { voucherCode: "SAVE25" })).json()) as VoucherAnswer;
    expect(again.appliedVouchers).toEqual([
      { code: "SAVE25", kind: "absolute", value: 2_500, discount: { value: 0, currency: "USD", formattedValue: "$0.00" }, applicable: false, message: "Your order value is below the minimum for voucher SAVE25." },
    ]);
    expect(again.totalPrice.value).toBe(msrp);
    await client.postJson(RELEASE, { voucherCode: "SAVE25" });
  });

  it("uses each site's own vouchers and currency: yen whole", async () => {
    const jp = await signedIn("/jp/partner", "jp.dealer@example.com");
    const cart = await sessionCart(db(), jp, "jp");
    const [m] = await seedMaterials(db(), "JPY", { priced: true, count: 1 });
    if (!m) throw new Error("material");
    await putLine(db(), cart.id, { material: m, quantity: 50 });
    const res = await jp.postJson("/jp/partner/cart/voucher/apply", { voucherCode: "SAVE25" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as VoucherAnswer;
    expect(body.voucherDiscount).toMatchObject({ value: 2_500, currency: "JPY" });
    expect(body.voucherDiscount.formattedValue).not.toMatch(/\.\d/);
    expect(body.successfulMessage).toBe("クーポンSAVE25を適用しました。");
    expect((await voucher("SAVE25", "jp")).usedCount).toBe(1);
    expect((await voucher("SAVE25", "us")).usedCount).toBe(0);
  });

  it("refuses visitors and accounts without a cart", async () => {
    const anonymous = new TestClient(server().baseUrl);
    await anonymous.page("/partner/login");
    const salesrep = await signedIn("/partner", "salesrep@example.com");
    const before = await databaseFingerprint(db());
    expect((await anonymous.postJson(APPLY, { voucherCode: "SAVE25" })).status).toBe(401);
    expect((await salesrep.postJson(APPLY, { voucherCode: "SAVE25" })).status).toBe(403);
    expect((await salesrep.postJson(RELEASE, { voucherCode: "SAVE25" })).status).toBe(403);
    expect(await databaseFingerprint(db())).toEqual(before);
  });
});
