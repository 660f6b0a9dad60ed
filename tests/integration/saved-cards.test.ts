import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cardAuthorizations, cardStoredMethods, orderPayments, orders, savedCards, stockLevels, users } from "../../server/db/schema/index.ts";
import { shopperReferenceOf } from "../../server/modules/saved-cards/service.ts";
import { authorizationsOfKey, consumerCopy, placeOrder, shopperAtCheckout, tokenize } from "../support/checkout-fixtures.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { expectRefusedUnchanged, jobsSettled } from "../support/db-snapshot.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";

const FILLED = { useFilledAddress: true };
const LIST = "/checkout/payment/saved-cards";
const REMOVE = "/checkout/payment/saved-cards/remove";

interface SavedCardJson {
  id: string;
  maskedCardNo: string;
  cardType: string | null;
  expiryMonth: number;
  expiryYear: number;
  expiry: string;
  expired: boolean;
}

describe.each(DB_TARGETS)("saved cards on %s", (target) => {
  const server = useTestServer(target);
  const db = () => server().database.db;
  const token = (cardNumber: string, expiry?: { expiryMonth: string; expiryYear: string }) => tokenize(server().baseUrl, cardNumber, expiry);

  async function atCheckout(email = "shopper@example.com") {
    if (email !== "shopper@example.com") await consumerCopy(db(), email);
    return shopperAtCheckout(db(), server().baseUrl, { paymentType: "CARD", email });
  }

  async function listOf(client: TestClient): Promise<SavedCardJson[]> {
    const res = await client.request(LIST, { headers: { accept: "application/json" } });
    expect(res.status).toBe(200);
    return ((await res.json()) as { savedCards: SavedCardJson[] }).savedCards;
  }

  const userId = async (email: string) => (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const savedRows = async (email: string) =>
    db().select({ code: savedCards.code, method: savedCards.providerMethodId, masked: savedCards.maskedCardNo }).from(savedCards).where(eq(savedCards.userId, await userId(email)));

  /** Places the client's cart paying with a new card, saved or not; answers the order code. */
  async function payWithNewCard(client: TestClient, cardNumber: string, saveCard: boolean): Promise<string> {
    const res = await placeOrder(client, { body: { termsAccepted: true, card: await token(cardNumber), billingAddress: FILLED, saveCard }, contextPath: "" });
    expect(res.status).toBe(201);
    return ((await res.json()) as { orderCode: string }).orderCode;
  }

  it("keeps a card the shopper saves with an order, lists it without card data, and pays the next order with it", async () => {
    const email = "saver@example.com";
    const first = await atCheckout(email);
    expect(await listOf(first.client)).toEqual([]);
    await payWithNewCard(first.client, "4111111111111111", true);

    const [card, ...more] = await listOf(first.client);
    expect(more).toEqual([]);
    expect(card).toEqual({ id: expect.stringMatching(/^C[A-Z2-7]{12}$/), maskedCardNo: "411111******1111", cardType: "001", expiryMonth: 12, expiryYear: 2030, expiry: "12/30", expired: false });
    const [row] = await savedRows(email);
    expect(row?.method).toMatch(/^pm_/);
    const [method] = await db().select({ shopper: cardStoredMethods.shopperReference, masked: cardStoredMethods.maskedCardNo, expiry: cardStoredMethods.cardExpiry }).from(cardStoredMethods).where(eq(cardStoredMethods.id, row!.method));
    expect(method).toEqual({ shopper: shopperReferenceOf(await userId(email)), masked: "411111******1111", expiry: "203012" });
    const stored = JSON.stringify(await db().select().from(savedCards).where(eq(savedCards.userId, await userId(email))));
    expect(stored).not.toMatch(/4111111111111111|\b123\b/);

    // The same card saved again is one saved card.
    const second = await atCheckout(email);
    await payWithNewCard(second.client, "4111111111111111", true);
    expect((await listOf(second.client)).map((c) => c.id)).toEqual([card!.id]);

    // The next order is paid with the saved card: the provider's stored method, no token.
    const third = await atCheckout(email);
    const res = await placeOrder(third.client, { body: { termsAccepted: true, savedCardId: card!.id, billingAddress: FILLED }, contextPath: "" });
    expect(res.status).toBe(201);
    const { orderCode } = (await res.json()) as { orderCode: string };
    const [order] = await db().select({ id: orders.id, total: orders.totalMinor }).from(orders).where(eq(orders.code, orderCode));
    const [payment] = await db().select({ kind: orderPayments.kind, status: orderPayments.status, amount: orderPayments.amountMinor, ref: orderPayments.providerReference, shown: orderPayments.displayReference }).from(orderPayments).where(eq(orderPayments.orderId, order!.id));
    expect(payment).toEqual({ kind: "CARD", status: "captured", amount: order!.total, ref: expect.stringMatching(/^auth_/), shown: "411111******1111" });
    const [authorization] = await db().select({ token: cardAuthorizations.tokenHash, method: cardAuthorizations.storedMethodId, status: cardAuthorizations.status }).from(cardAuthorizations).where(eq(cardAuthorizations.id, payment!.ref!));
    expect(authorization).toEqual({ token: null, method: row!.method, status: "captured" });
  });

  it("keeps nothing for a card not saved, nor for an order that does not go ahead", async () => {
    const email = "nosave@example.com";
    const first = await atCheckout(email);
    await payWithNewCard(first.client, "5555555555554444", false);
    expect(await listOf(first.client)).toEqual([]);

    // Stock gone after the card was authorized and stored: the order is refused, the card forgotten.
    const second = await atCheckout(email);
    const [before] = await db().select({ quantity: stockLevels.quantity, forced: stockLevels.forceInStock }).from(stockLevels).where(eq(stockLevels.variantId, second.variantId));
    await db().update(stockLevels).set({ quantity: 0, forceInStock: false }).where(eq(stockLevels.variantId, second.variantId));
    try {
      const key = randomUUID();
      const res = await placeOrder(second.client, { body: { termsAccepted: true, card: await token("5555555555554444"), billingAddress: FILLED, saveCard: true }, key, contextPath: "" });
      expect(res.status).toBe(409);
      const [authorization] = await db().select({ status: cardAuthorizations.status, method: cardAuthorizations.storedMethodId }).from(cardAuthorizations).where(authorizationsOfKey(key));
      expect(authorization?.status).toBe("voided");
      const [method] = await db().select({ disabledAt: cardStoredMethods.disabledAt }).from(cardStoredMethods).where(eq(cardStoredMethods.id, authorization!.method!));
      expect(method?.disabledAt).toBeInstanceOf(Date);
      expect(await listOf(second.client)).toEqual([]);
    } finally {
      await db().update(stockLevels).set({ quantity: before!.quantity, forceInStock: before!.forced }).where(eq(stockLevels.variantId, second.variantId));
    }
  });

  it("answers another user's saved card with 404 for remove and payment, changing nothing", async () => {
    const owner = await atCheckout("owner@example.com");
    await payWithNewCard(owner.client, "3530111333300000", true);
    const [card] = await listOf(owner.client);
    expect(card?.cardType).toBe("007");

    const other = await atCheckout("other@example.com");
    expect(await listOf(other.client)).toEqual([]);
    await jobsSettled(server());
    const bodies = await expectRefusedUnchanged(db(), 404, [
      () => other.client.postJson(REMOVE, { savedCardId: card!.id }),
      () => placeOrder(other.client, { body: { termsAccepted: true, savedCardId: card!.id, billingAddress: FILLED }, contextPath: "" }),
      () => other.client.postJson(REMOVE, { savedCardId: "CNOSUCHCARD00" }),
      () => owner.client.postJson(REMOVE, {}),
    ]);
    for (const body of bodies) expect(body).toEqual({ errorMessage: "This saved card was not found.", errors: [{ field: "savedCardId", message: "This saved card was not found." }] });
    expect((await listOf(owner.client)).map((c) => c.id)).toEqual([card!.id]);
  });

  it("lists an expired card as expired and refuses to pay with it (422), changing nothing", async () => {
    const email = "expired@example.com";
    const first = await atCheckout(email);
    await payWithNewCard(first.client, "4111111111111111", true);
    const [card] = await listOf(first.client);
    // The card ran out last year (at the provider too).
    const lastYear = new Date().getUTCFullYear() - 1;
    await db().update(savedCards).set({ expiryYear: lastYear }).where(eq(savedCards.code, card!.id));
    await db().execute(sql`update card_stored_methods set card_expiry = ${`${lastYear}12`} where id = (select provider_method_id from saved_cards where code = ${card!.id})`);
    expect(await listOf(first.client)).toEqual([{ ...card, expiryYear: lastYear, expiry: `12/${String(lastYear).slice(2)}`, expired: true }]);

    const next = await atCheckout(email);
    await jobsSettled(server());
    const [body] = await expectRefusedUnchanged(db(), 422, [() => placeOrder(next.client, { body: { termsAccepted: true, savedCardId: card!.id, billingAddress: FILLED }, contextPath: "" })]);
    expect(body).toEqual({ errorMessage: "This card has expired. Choose another card.", errors: [{ field: "savedCardId", message: "This card has expired. Choose another card." }] });
  });

  it("removes a saved card here and at the provider; it cannot pay any more", async () => {
    const email = "remover@example.com";
    const first = await atCheckout(email);
    await payWithNewCard(first.client, "378282246310005", true);
    const [card] = await listOf(first.client);
    const [row] = await savedRows(email);

    const res = await first.client.postJson(REMOVE, { savedCardId: card!.id });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ removed: card!.id, savedCards: [] });
    expect(await savedRows(email)).toEqual([]);
    const [method] = await db().select({ disabledAt: cardStoredMethods.disabledAt }).from(cardStoredMethods).where(eq(cardStoredMethods.id, row!.method));
    expect(method?.disabledAt).toBeInstanceOf(Date);

    const next = await atCheckout(email);
    await jobsSettled(server());
    await expectRefusedUnchanged(db(), 404, [() => placeOrder(next.client, { body: { termsAccepted: true, savedCardId: card!.id, billingAddress: FILLED }, contextPath: "" }), () => next.client.postJson(REMOVE, { savedCardId: card!.id })]);
  });

  it("needs a signed-in user and the CSRF token", async () => {
    const { client } = await atCheckout();
    const visitor = new TestClient(server().baseUrl);
    await visitor.page("/");
    await jobsSettled(server());
    expect((await visitor.request(LIST, { headers: { accept: "application/json" } })).status).toBe(401);
    await expectRefusedUnchanged(db(), 401, [() => visitor.postJson(REMOVE, { savedCardId: "CAAAAAAAAAAAA" })]);
    await expectRefusedUnchanged(db(), 403, [() => client.postJson(REMOVE, { savedCardId: "CAAAAAAAAAAAA" }, { csrf: false })]);
  });

  describe("the card provider's stored methods", () => {
    const provider = () => server().deps.cardProvider;
    const request = () => ({ amountMinor: 1_000, currency: "USD" as const, reference: "test", idempotencyKey: randomUUID() });
    const withMethod = (storedPaymentMethodId: string, shopperReference: string) => ({ ...request(), storedPaymentMethodId, shopperReference });

    it("pays a stored method for its own shopper only, not once disabled or expired; a repeated key answers the same", async () => {
      const stored = await provider().authorize({ ...request(), token: (await token("5555555555554444")).token, storeForShopper: "shopper-a" });
      if (!stored.ok || !stored.storedPaymentMethod) throw new Error("not stored");
      const id = stored.storedPaymentMethod.storedPaymentMethodId;
      expect(stored.storedPaymentMethod).toEqual({ storedPaymentMethodId: id, maskedCardNo: "555555******4444", expiryMonth: 12, expiryYear: 2030, cardType: "002" });

      const again = withMethod(id, "shopper-a");
      const paid = await provider().authorize(again);
      expect(paid).toEqual({ ok: true, authorizationId: expect.stringMatching(/^auth_/) });
      expect(await provider().authorize(again)).toEqual(paid);
      expect(await provider().authorize({ ...again, amountMinor: 999 })).toMatchObject({ ok: false, code: "094" });
      expect(await provider().authorize(withMethod(id, "shopper-b"))).toMatchObject({ ok: false, code: "057" });
      expect(await provider().authorize(withMethod("pm_unknown", "shopper-a"))).toMatchObject({ ok: false, code: "057" });

      await db().update(cardStoredMethods).set({ cardExpiry: "202001" }).where(eq(cardStoredMethods.id, id));
      expect(await provider().authorize(withMethod(id, "shopper-a"))).toMatchObject({ ok: false, code: "054" });
      await db().update(cardStoredMethods).set({ cardExpiry: "203012" }).where(eq(cardStoredMethods.id, id));

      expect(await provider().disableStoredPaymentMethod("shopper-b", id)).toEqual({ ok: false, reason: "notFound" });
      expect(await provider().disableStoredPaymentMethod("shopper-a", id)).toEqual({ ok: true });
      expect(await provider().disableStoredPaymentMethod("shopper-a", id)).toEqual({ ok: true });
      expect(await provider().authorize(withMethod(id, "shopper-a"))).toMatchObject({ ok: false, code: "057" });
      const active = await db().select({ id: cardStoredMethods.id }).from(cardStoredMethods).where(and(eq(cardStoredMethods.shopperReference, "shopper-a"), sql`${cardStoredMethods.disabledAt} is null`));
      expect(active).toEqual([]);
    });

    it("stores nothing for a declined card", async () => {
      const declined = await provider().authorize({ ...request(), token: (await token("4000000000009995")).token, storeForShopper: "shopper-c" });
      expect(declined).toMatchObject({ ok: false, code: "051" });
      expect(await db().select({ id: cardStoredMethods.id }).from(cardStoredMethods).where(eq(cardStoredMethods.shopperReference, "shopper-c"))).toEqual([]);
    });
  });
});
