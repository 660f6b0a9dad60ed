import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { taxMinor } from "../../domain/order-charges.ts";
import { cartCheckouts, orderPayments, orders } from "../../server/db/schema/index.ts";
import { emptyCartsOf } from "../support/cart-fixtures.ts";
import { sessionCart } from "../support/cart-money-fixtures.ts";
import { placeOrder, shopperAtCheckout, tokenize } from "../support/checkout-fixtures.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { expectRefusedUnchanged } from "../support/db-snapshot.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";

const SET = "/checkout/simple/delivery-method/set";
/** Illinois sales tax, 6.25 % (domain/order-charges.ts): delivery is taxed with the goods. */
const IL_BP = 625;

interface Price {
  value: number;
  formattedValue: string;
}
interface ChargesAnswer {
  deliveryMethodCode: string;
  deliveryCost: Price;
  paymentCost: Price;
  totalTax: Price;
  totalPriceWithTax: Price;
}

describe.each(DB_TARGETS)("delivery methods on %s", (target) => {
  const server = useTestServer(target);
  const db = () => server().database.db;

  /** The consumer at checkout paying by card, delivering to a copy of their address in Illinois (taxed). */
  async function shopperInIllinois() {
    const at = await shopperAtCheckout(db(), server().baseUrl, { paymentType: "CARD", quantity: 2 });
    const code = `AIL${Date.now().toString(36).toUpperCase()}`;
    await db().execute(sql`
      insert into addresses select (jsonb_populate_record(a, jsonb_build_object('id', nextval('addresses_id_seq'), 'code', ${code}::text, 'region_iso', 'US-IL', 'town_city', 'Springfield', 'postcode', '62701', 'is_default', false))).*
      from addresses a join users u on u.id = a.user_id where u.email = 'shopper@example.com' and a.is_default`);
    expect((await at.client.postJson("/checkout/simple/delivery-address/set", { addressCode: code })).status).toBe(200);
    return at;
  }

  const storedMethod = async (cartId: number) => (await db().select({ code: cartCheckouts.deliveryMethodCode }).from(cartCheckouts).where(eq(cartCheckouts.cartId, cartId)))[0]?.code;

  it("stores the method and answers the totals with its cost taxed like the goods; the payment step answers the same", async () => {
    const { client, cartId } = await shopperInIllinois();
    const standard = (await (await client.postJson(SET, { deliveryMethodCode: "STANDARD" })).json()) as ChargesAnswer;
    expect(standard).toMatchObject({ deliveryMethodCode: "STANDARD", deliveryCost: { value: 0 }, paymentCost: { value: 0 } });
    const goods = standard.totalPriceWithTax.value - standard.totalTax.value;
    expect(standard.totalTax.value).toBe(taxMinor(goods, IL_BP));

    const res = await client.postJson(SET, { deliveryMethodCode: " express " });
    expect(res.status).toBe(200);
    const express = (await res.json()) as ChargesAnswer;
    const tax = Math.floor(((goods + 1_495) * IL_BP + 5_000) / 10_000);
    expect(express).toMatchObject({
      deliveryMethodCode: "EXPRESS",
      deliveryCost: { value: 1_495, formattedValue: "$14.95" },
      totalTax: { value: tax },
      totalPriceWithTax: { value: goods + 1_495 + tax },
    });
    expect(await storedMethod(cartId)).toBe("EXPRESS");

    const payment = (await (await client.postJson("/checkout/payment/CARD", {})).json()) as ChargesAnswer;
    expect(payment).toMatchObject({ deliveryMethodCode: "EXPRESS", deliveryCost: { value: 1_495 }, totalPriceWithTax: { value: goods + 1_495 + tax } });
  });

  it("refuses a method the cart may not use with 422 and the codes it may, changing nothing", async () => {
    const { client, cartId } = await shopperAtCheckout(db(), server().baseUrl, { paymentType: "CARD" });
    expect((await client.postJson(SET, { deliveryMethodCode: "EXPRESS" })).status).toBe(200);
    const bodies = await expectRefusedUnchanged(db(), 422, [
      () => client.postJson(SET, { deliveryMethodCode: "DRONE" }),
      () => client.postJson(SET, { deliveryMethodCode: "" }),
      () => client.postJson(SET, {}),
      () => client.postJson(SET, { deliveryMethodCode: 7 }),
    ]);
    for (const body of bodies) {
      expect(body.errorMessage).toBe("Choose a delivery method this order can use: STANDARD, EXPRESS.");
      expect(body.errors).toEqual([{ field: "deliveryMethodCode", message: body.errorMessage }]);
    }
    expect(await storedMethod(cartId)).toBe("EXPRESS");
    // Without the CSRF token: 403, and nothing changes either.
    await expectRefusedUnchanged(db(), 403, [() => client.postJson(SET, { deliveryMethodCode: "STANDARD" }, { csrf: false })]);
    const visitor = new TestClient(server().baseUrl);
    await visitor.page("/");
    await expectRefusedUnchanged(db(), 401, [() => visitor.postJson(SET, { deliveryMethodCode: "STANDARD" })]);
  });

  it("offers pre-booked carts Standard only", async () => {
    await emptyCartsOf(db(), "dealer@example.com");
    const dealer = await TestClient.signedIn(server().baseUrl, "/partner", "dealer@example.com");
    expect((await dealer.postJson("/partner/booking/status/update", { mode: "PREBOOKING" })).status).toBe(200);
    const cart = await sessionCart(db(), dealer);
    expect(cart.mode).toBe("PREBOOKING");
    expect((await dealer.postJson(`/partner${SET}`, { deliveryMethodCode: "STANDARD" })).status).toBe(200);
    const [body] = await expectRefusedUnchanged(db(), 422, [() => dealer.postJson(`/partner${SET}`, { deliveryMethodCode: "EXPRESS" })]);
    expect(body?.errorMessage).toBe("Choose a delivery method this order can use: STANDARD.");
    expect((await dealer.postJson("/partner/booking/status/update", { mode: "STOCK" })).status).toBe(200);
    await expect((await dealer.postJson(`/partner${SET}`, { deliveryMethodCode: "EXPRESS" })).json()).resolves.toMatchObject({ deliveryCost: { value: 2_500, formattedValue: "$25.00" } });
  });

  it("charges the method at placement, keeps it on the order and shows it on the confirmation", async () => {
    const { client } = await shopperInIllinois();
    const express = (await (await client.postJson(SET, { deliveryMethodCode: "EXPRESS" })).json()) as ChargesAnswer;
    const res = await placeOrder(client, { body: { termsAccepted: true, card: await tokenize(server().baseUrl, "4111111111111111"), billingAddress: { useFilledAddress: true } }, contextPath: "" });
    expect(res.status).toBe(201);
    const { orderCode, redirectUrl } = (await res.json()) as { orderCode: string; redirectUrl: string };
    const [order] = await db()
      .select({ id: orders.id, method: orders.deliveryMethodCode, cost: orders.deliveryCostMinor, tax: orders.taxMinor, total: orders.totalMinor })
      .from(orders)
      .where(eq(orders.code, orderCode));
    expect(order).toMatchObject({ method: "EXPRESS", cost: 1_495, tax: express.totalTax.value, total: express.totalPriceWithTax.value });
    const [paid] = await db().select({ amount: orderPayments.amountMinor }).from(orderPayments).where(eq(orderPayments.orderId, order!.id));
    expect(paid?.amount).toBe(express.totalPriceWithTax.value);

    const { html } = await client.page(redirectUrl);
    expect(html).toContain("Express delivery");
    expect(html).toMatch(/<dt>Delivery<\/dt><dd>\$14\.95<\/dd>/);
  });

  it("charges the default when the stored method is not one the cart may use", async () => {
    const { client, cartId } = await shopperAtCheckout(db(), server().baseUrl, { paymentType: "CARD" });
    await db().update(cartCheckouts).set({ deliveryMethodCode: "DRONE" }).where(eq(cartCheckouts.cartId, cartId));
    const res = await placeOrder(client, { body: { termsAccepted: true, card: await tokenize(server().baseUrl, "4111111111111111"), billingAddress: { useFilledAddress: true } }, contextPath: "" });
    expect(res.status).toBe(201);
    const { orderCode } = (await res.json()) as { orderCode: string };
    const [order] = await db().select({ method: orders.deliveryMethodCode, cost: orders.deliveryCostMinor }).from(orders).where(eq(orders.code, orderCode));
    expect(order).toEqual({ method: "STANDARD", cost: 0 });
  });
});
