import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cardAuthorizations, giftCards, orderPayments, orders, stockLevels } from "../../server/db/schema/index.ts";
import { authorizationsOfKey, newGiftCard, placeOrder, shopperAtCheckout, tokenize } from "../support/checkout-fixtures.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { databaseFingerprint, jobsSettled } from "../support/db-snapshot.ts";
import { useTestServer } from "../support/lifecycle.ts";
import type { TestClient } from "../support/http-client.ts";

/** placeOrder on the consumer site, as the page sends it. */
const place = (client: TestClient, body: unknown, key?: string) => placeOrder(client, { body, key, contextPath: "" });

/** 'Use filled address': the delivery address is the billing address. */
const FILLED = { useFilledAddress: true };
const TYPED_BILLING = { useFilledAddress: false, firstName: "Ana", lastName: "Ruiz", country: "US", line1: "1 Main Street", postalCode: "62701", city: "Springfield", region: "US-IL" };

describe.each(DB_TARGETS)("consumer orders paid by card on %s", (target) => {
  const server = useTestServer(target);
  const db = () => server().database.db;
  const atCheckout = (quantity = 1) => shopperAtCheckout(db(), server().baseUrl, { quantity, paymentType: "CARD" });
  const token = (cardNumber: string) => tokenize(server().baseUrl, cardNumber);

  async function orderOf(code: string) {
    const [order] = await db().select({ id: orders.id, total: orders.totalMinor, billing: orders.billingAddress, delivery: orders.deliveryAddress }).from(orders).where(eq(orders.code, code));
    const payments = await db()
      .select({ kind: orderPayments.kind, status: orderPayments.status, amount: orderPayments.amountMinor, ref: orderPayments.providerReference, shown: orderPayments.displayReference })
      .from(orderPayments)
      .where(eq(orderPayments.orderId, order!.id))
      .orderBy(orderPayments.id);
    return { ...order!, payments };
  }

  const authorization = async (id: string) =>
    (await db().select({ status: cardAuthorizations.status, amount: cardAuthorizations.amountMinor, captured: cardAuthorizations.capturedMinor }).from(cardAuthorizations).where(eq(cardAuthorizations.id, id)))[0];

  it("captures the total with tax on the card, records the masked number only and the delivery address as billing address", async () => {
    const { client } = await atCheckout();
    const card = await token("4111111111111111");
    const res = await place(client, { termsAccepted: true, card, billingAddress: FILLED });
    expect(res.status).toBe(201);
    const order = await orderOf(((await res.json()) as { orderCode: string }).orderCode);
    expect(order.payments).toEqual([{ kind: "CARD", status: "captured", amount: order.total, ref: expect.stringMatching(/^auth_/), shown: card.maskedCardNo }]);
    expect(order.payments[0]?.shown).not.toContain("41111111");
    expect(await authorization(order.payments[0]!.ref!)).toEqual({ status: "captured", amount: order.total, captured: order.total });
    expect(order.billing).toEqual(order.delivery);
    expect(order.billing?.line1).toBe("42 Maple Avenue");
  });

  it("stores a typed billing address on the order", async () => {
    const { client } = await atCheckout();
    const res = await place(client, { termsAccepted: true, card: await token("5555555555554444"), billingAddress: { ...TYPED_BILLING, firstName: " Ana ", country: "us" } });
    expect(res.status).toBe(201);
    const order = await orderOf(((await res.json()) as { orderCode: string }).orderCode);
    expect(order.billing).toEqual({
      code: null,
      firstName: "Ana",
      lastName: "Ruiz",
      companyName: null,
      countryIso: "US",
      line1: "1 Main Street",
      line2: null,
      townCity: "Springfield",
      regionIso: "US-IL",
      postcode: "62701",
      phone: null,
    });
  });

  it("refuses a missing or invalid billing address with its fields, before the card is charged, and changes nothing", async () => {
    const { client } = await atCheckout();
    const card = await token("4111111111111111");
    // The previous test's order e-mail and export may still be running.
    await jobsSettled(server());
    const { sessions: _before, ...before } = await databaseFingerprint(db());
    const cases: [unknown, string[]][] = [
      [undefined, ["billingAddress.useFilledAddress"]],
      [{ ...TYPED_BILLING, firstName: "", city: "  ", region: "" }, ["billingAddress.firstName", "billingAddress.city", "billingAddress.region"]],
      [{ ...TYPED_BILLING, region: "CA-NS" }, ["billingAddress.region"]],
      [{ ...TYPED_BILLING, country: "ZZ", region: "" }, ["billingAddress.country"]],
    ];
    for (const [billingAddress, fields] of cases) {
      const res = await place(client, { termsAccepted: true, card, ...(billingAddress ? { billingAddress } : {}) });
      expect(res.status).toBe(422);
      const body = (await res.json()) as { errorMessage: string; errors: { field: string; message: string }[] };
      expect(body.errorMessage).toBe("Please check the billing address.");
      expect(body.errors.map((e) => e.field)).toEqual(fields);
      for (const e of body.errors) expect(e.message).not.toBe("");
    }
    // No order, no authorization, the token still unused.
    const { sessions: _after, ...after } = await databaseFingerprint(db());
    expect(after).toEqual(before);
  });

  it("refuses a declined card and a missing token without placing anything", async () => {
    const { client, cartId } = await atCheckout();
    const declined = await place(client, { termsAccepted: true, card: await token("4000000000009995"), billingAddress: FILLED });
    expect(declined.status).toBe(402);
    expect(await declined.json()).toMatchObject({
      errorMessage: "The card was declined (code 051). Please use another card or another payment method.",
      errors: [{ field: "cardNumber" }],
    });
    const missing = await place(client, { termsAccepted: true, billingAddress: FILLED });
    expect(missing.status).toBe(422);
    const placed = await db().select({ id: orders.id }).from(orders).where(eq(orders.cartId, cartId));
    expect(placed).toHaveLength(0);
  });

  it("takes another card after a declined one, with the page's same Idempotency-Key", async () => {
    const { client, cartId } = await atCheckout();
    const key = randomUUID();
    const declined = await place(client, { termsAccepted: true, card: await token("4000000000009995"), billingAddress: FILLED }, key);
    expect(declined.status).toBe(402);
    const placed = await place(client, { termsAccepted: true, card: await token("4111111111111111"), billingAddress: FILLED }, key);
    expect(placed.status).toBe(201);
    const order = await orderOf(((await placed.json()) as { orderCode: string }).orderCode);
    expect(order.payments).toEqual([expect.objectContaining({ kind: "CARD", status: "captured", amount: order.total })]);
    expect(await db().$count(orders, eq(orders.cartId, cartId))).toBe(1);
    expect(await authorizationsOf(key)).toEqual([{ status: "declined" }, { status: "captured" }]);
  });

  const authorizationsOf = (key: string) => db().select({ status: cardAuthorizations.status }).from(cardAuthorizations).where(authorizationsOfKey(key)).orderBy(cardAuthorizations.createdAt);

  it("voids the authorization when the order is refused after it (stock gone)", async () => {
    const { client, variantId } = await atCheckout(5);
    const [before] = await db().select({ quantity: stockLevels.quantity, forced: stockLevels.forceInStock }).from(stockLevels).where(eq(stockLevels.variantId, variantId));
    await db().update(stockLevels).set({ quantity: 2, forceInStock: false }).where(eq(stockLevels.variantId, variantId));
    try {
      const key = randomUUID();
      const res = await place(client, { termsAccepted: true, card: await token("5555555555554444"), billingAddress: FILLED }, key);
      expect(res.status).toBe(409);
      expect(await authorizationsOf(key)).toEqual([{ status: "voided" }]);
    } finally {
      await db().update(stockLevels).set({ quantity: before!.quantity, forceInStock: before!.forced }).where(eq(stockLevels.variantId, variantId));
    }
  });

  it("a double submit with the card gives one order, authorized and captured once", async () => {
    const { client, cartId } = await atCheckout();
    const card = await token("4111111111111111");
    const key = randomUUID();
    const body = { termsAccepted: true, card, billingAddress: FILLED };
    const answers = await Promise.all([place(client, body, key), place(client, body, key)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    const codes = await Promise.all(answers.map(async (a) => ((await a.json()) as { orderCode: string }).orderCode));
    expect(codes[0]).toBe(codes[1]);
    const placed = await db().select({ id: orders.id }).from(orders).where(eq(orders.cartId, cartId));
    expect(placed).toHaveLength(1);
    expect(await authorizationsOf(key)).toEqual([{ status: "captured" }]);
  });

  it("a gift card pays its part and the card the rest: the card is authorized and captured for the rest only", async () => {
    const { client } = await atCheckout(3);
    const gift = await newGiftCard(db(), 2_000);
    expect((await client.postJson("/checkout/payment/giftcard/apply", { giftCardNumber: gift.number, giftCardPin: gift.pin })).status).toBe(200);
    const res = await place(client, { termsAccepted: true, card: await token("4111111111111111"), billingAddress: TYPED_BILLING });
    expect(res.status).toBe(201);
    const order = await orderOf(((await res.json()) as { orderCode: string }).orderCode);
    expect(order.total).toBeGreaterThan(2_000);
    expect(order.payments).toEqual([
      { kind: "GIFTCARD", status: "charged", amount: 2_000, ref: null, shown: null },
      { kind: "CARD", status: "captured", amount: order.total - 2_000, ref: expect.stringMatching(/^auth_/), shown: expect.stringContaining("1111") },
    ]);
    expect(await authorization(order.payments[1]!.ref!)).toEqual({ status: "captured", amount: order.total - 2_000, captured: order.total - 2_000 });
    const [card] = await db().select({ balance: giftCards.balanceMinor }).from(giftCards).where(eq(giftCards.id, gift.id));
    expect(card?.balance).toBe(0);
    expect(order.billing?.townCity).toBe("Springfield");
  });

  it("a gift card that pays everything needs no card and no billing address", async () => {
    const { client } = await atCheckout(1);
    const gift = await newGiftCard(db(), 100_000);
    expect((await client.postJson("/checkout/payment/giftcard/apply", { giftCardNumber: gift.number, giftCardPin: gift.pin })).status).toBe(200);
    const res = await place(client, { termsAccepted: true });
    expect(res.status).toBe(201);
    const order = await orderOf(((await res.json()) as { orderCode: string }).orderCode);
    expect(order.payments).toEqual([{ kind: "GIFTCARD", status: "charged", amount: order.total, ref: null, shown: null }]);
    expect(order.billing).toBeNull();
    const [card] = await db().select({ balance: giftCards.balanceMinor }).from(giftCards).where(eq(giftCards.id, gift.id));
    expect(card?.balance).toBe(100_000 - order.total);
  });
});
