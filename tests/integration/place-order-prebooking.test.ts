import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orderEntries, orders, orderVouchers, stockLevels, users, variants, vouchers } from "../../server/db/schema/index.ts";
import { cartFixtures, emptyCartsOf, openBookingWindow } from "../support/cart-fixtures.ts";
import { putLine, seedMaterials, sessionCart } from "../support/cart-money-fixtures.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";
import { placeOrder, readyForCheckout, storeDefaultShipDates } from "../support/checkout-fixtures.ts";

const RACE_CHOICES = { purchaseNumber: "PO1", comment: "Race" };

describe.each(DB_TARGETS)("prebooking orders and vouchers at placement on %s", (target) => {
  const server = useTestServer(target);
  const db = () => server().database.db;

  /** Readies the session's cart for the checkout (choices, the default ship dates), places it and answers the order's code. */
  async function placeSessionCart(dealer: TestClient): Promise<string> {
    const cart = await sessionCart(db(), dealer);
    await readyForCheckout(db(), cart.id, RACE_CHOICES);
    await storeDefaultShipDates(dealer);
    const res = await placeOrder(dealer);
    expect(res.status).toBe(201);
    return ((await res.json()) as { orderCode: string }).orderCode;
  }

  it("places a PREBOOKING cart with two delivery targets as a summary order with two sub-orders", async () => {
    await openBookingWindow(db(), "dealer@example.com", "SPRING", 2027);
    await openBookingWindow(db(), "dealer@example.com", "SUMMER", 2027);
    await emptyCartsOf(db(), "dealer@example.com");
    const fx = await cartFixtures(db());
    const dealer = await TestClient.signedIn(server().baseUrl, "/partner", "dealer@example.com");
    expect((await dealer.postJson("/partner/booking/status/update", { mode: "PREBOOKING" })).status).toBe(200);
    const add = await dealer.postJson("/partner/cart/updateMultiD", {
      productCode: fx.plenty.productCode,
      entries: [
        { productCode: fx.plenty.upc, quantity: 12, entryNumber: -1, deliveryTarget: "SPRING", deliveryYear: 2027 },
        { productCode: fx.plenty.upc, quantity: 6, entryNumber: -1, deliveryTarget: "SUMMER", deliveryYear: 2027 },
      ],
    });
    expect(add.status).toBe(200);
    const orderCode = await placeSessionCart(dealer);
    const [summary] = await db().select({ id: orders.id, quantity: orders.totalQuantity, mode: orders.mode }).from(orders).where(eq(orders.code, orderCode));
    expect(summary).toMatchObject({ quantity: 18, mode: "PREBOOKING" });
    const subs = await db().select({ id: orders.id, target: orders.deliveryTargetCode, quantity: orders.totalQuantity, desired: orders.desiredShipDate }).from(orders).where(eq(orders.parentId, summary!.id));
    expect(subs.map((s) => [s.target, s.quantity]).sort()).toEqual([["SPRING", 12], ["SUMMER", 6]]);
    for (const sub of subs) expect(sub.desired).toMatch(/^2027-/);
    const onSummary = await db().select({ id: orderEntries.id }).from(orderEntries).where(eq(orderEntries.orderId, summary!.id));
    expect(onSummary).toHaveLength(0);
    expect((await dealer.postJson("/partner/booking/status/update", { mode: "STOCK" })).status).toBe(200);
  });

  it("orders pre-booked sizes beyond today's stock (a season is made for the order) and leaves the stock alone", async () => {
    await openBookingWindow(db(), "dealer@example.com", "SPRING", 2027);
    await emptyCartsOf(db(), "dealer@example.com");
    const fx = await cartFixtures(db());
    const stockOf = async () =>
      db()
        .select({ upc: variants.upc, quantity: stockLevels.quantity })
        .from(stockLevels)
        .innerJoin(variants, eq(variants.id, stockLevels.variantId))
        .where(inArray(variants.upc, [fx.none.upc, fx.low.upc]))
        .orderBy(variants.upc);
    const before = await stockOf();
    const dealer = await TestClient.signedIn(server().baseUrl, "/partner", "dealer@example.com");
    expect((await dealer.postJson("/partner/booking/status/update", { mode: "PREBOOKING" })).status).toBe(200);
    for (const [variant, quantity] of [[fx.none, 24], [fx.low, 40]] as const) {
      const add = await dealer.postJson("/partner/cart/updateMultiD", { productCode: variant.upc, quantity, entryNumber: -1, deliveryTarget: "SPRING", deliveryYear: 2027 });
      expect(add.status).toBe(200);
    }
    const orderCode = await placeSessionCart(dealer);
    const [summary] = await db().select({ quantity: orders.totalQuantity }).from(orders).where(eq(orders.code, orderCode));
    expect(summary?.quantity).toBe(64);
    expect(await stockOf()).toEqual(before);
    expect((await dealer.postJson("/partner/booking/status/update", { mode: "STOCK" })).status).toBe(200);
  });

  it("of 20 carts racing for a single-use voucher and then ordering, exactly one order carries it", async () => {
    const prefix = `voucher-${target}-`;
    await db().execute(sql`
      insert into users select (jsonb_populate_record(u, jsonb_build_object('id', nextval('users_id_seq'), 'email', ${prefix} || g || '@example.com'))).*
      from users u cross join generate_series(1, 20) g where u.email = 'dealer@example.com'`);
    await db().execute(sql`insert into user_sites select b.id, 'us' from users b where b.email like ${prefix + "%"}`);
    const [material] = await seedMaterials(db(), "USD", { priced: true, count: 1 });
    const racers = [];
    for (let i = 1; i <= 20; i++) {
      const client = await TestClient.signedIn(server().baseUrl, "/partner", `${prefix}${i}@example.com`);
      const cart = await sessionCart(db(), client);
      await putLine(db(), cart.id, { material: material!, quantity: 2 });
      await readyForCheckout(db(), cart.id, RACE_CHOICES);
      await storeDefaultShipDates(client);
      racers.push(client);
    }
    const applied = await Promise.all(racers.map((c) => c.postJson("/partner/cart/voucher/apply", { voucherCode: "SINGLE1" })));
    expect(applied.filter((r) => r.status === 200)).toHaveLength(1);
    const placed = await Promise.all(racers.map((c) => placeOrder(c)));
    expect(placed.map((r) => r.status)).toEqual(Array(20).fill(201));

    const userIds = (await db().select({ id: users.id }).from(users).where(sql`${users.email} like ${prefix + "%"}`)).map((u) => u.id);
    const theirOrders = await db().select({ id: orders.id, discount: orders.discountMinor }).from(orders).where(inArray(orders.userId, userIds));
    const [single] = await db().select({ id: vouchers.id, used: vouchers.usedCount }).from(vouchers).where(sql`${vouchers.siteId} = 'us' and ${vouchers.code} = 'SINGLE1'`);
    const carrying = await db().select({ orderId: orderVouchers.orderId }).from(orderVouchers).where(eq(orderVouchers.voucherId, single!.id));
    expect(carrying).toHaveLength(1);
    expect(theirOrders.filter((o) => o.discount > 0).map((o) => o.id)).toEqual(carrying.map((c) => c.orderId));
    expect(single?.used).toBe(1);
  });
});
