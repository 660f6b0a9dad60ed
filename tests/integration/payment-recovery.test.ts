import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cardAuthorizations, orderPayments, orders, paymentIntents, walletPayments } from "../../server/db/schema/index.ts";
import { cardAttemptKey, walletCaptureKey } from "../../server/modules/orders/provider-payments.ts";
import { recoverPayments } from "../../server/modules/payments/recovery.ts";
import { decideOnWalletPage, placeOrder, shopperAtCheckout, tokenize } from "../support/checkout-fixtures.ts";
import { DB_TARGETS } from "../support/databases.ts";
import type { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";

const place = (client: TestClient, body: unknown, key?: string) => placeOrder(client, { body, key, contextPath: "" });
const FILLED = { useFilledAddress: true };
const quietLog = { error: () => undefined, warn: () => undefined };

/**
 * Money a provider takes is on an order or given back (issue 12 §1, decision 0039). A crash is
 * played by doing a placement's first half (intent, provider call) and stopping there; the grace
 * period is 2 s, and intents are aged by moving their clock back.
 */
describe.each(DB_TARGETS)("payment recovery on %s", (target) => {
  const server = useTestServer(target, { PAYMENT_GRACE_SECONDS: "2" });
  const db = () => server().database.db;
  const recover = () => recoverPayments({ db: db(), deps: server().deps, now: new Date(), log: quietLog });
  const age = (id: number) => db().update(paymentIntents).set({ updatedAt: new Date(Date.now() - 3_600_000) }).where(eq(paymentIntents.id, id));
  const intent = async (id: number) => (await db().select({ state: paymentIntents.state, orderId: paymentIntents.orderId, ref: paymentIntents.providerReference }).from(paymentIntents).where(eq(paymentIntents.id, id)))[0];
  const authorizationStatus = async (id: string) => (await db().select({ status: cardAuthorizations.status }).from(cardAuthorizations).where(eq(cardAuthorizations.id, id)))[0]?.status;

  /** The shopper at the checkout; what an earlier test left live on this cart is recovered first. */
  async function atCheckout(paymentType: "CARD" | "WALLET") {
    const checkout = await shopperAtCheckout(db(), server().baseUrl, { paymentType });
    await db()
      .update(paymentIntents)
      .set({ updatedAt: new Date(Date.now() - 3_600_000) })
      .where(and(eq(paymentIntents.cartId, checkout.cartId), inArray(paymentIntents.state, ["pending", "authorized", "captured", "releasing"])));
    await recover();
    return checkout;
  }

  /** A placement's first half for a card: intent written, then the provider authorized; the process died before the order. */
  async function crashedCardAttempt(opts: { recordAnswer: boolean }) {
    const checkout = await atCheckout("CARD");
    const card = await tokenize(server().baseUrl, "4111111111111111");
    const key = randomUUID();
    const providerKey = cardAttemptKey(key, { card }, 1234);
    const [row] = await db()
      .insert(paymentIntents)
      .values({ userId: 1, cartId: checkout.cartId, placementKey: key, provider: "card", providerKey, amountMinor: 1234, currency: "USD", createdAt: new Date(), updatedAt: new Date() })
      .returning({ id: paymentIntents.id });
    const authorized = await server().deps.cardProvider.authorize({ token: card.token, amountMinor: 1234, currency: "USD", reference: `cart-${checkout.cartId}`, idempotencyKey: providerKey });
    if (!authorized.ok) throw new Error("test card refused");
    if (opts.recordAnswer) await db().update(paymentIntents).set({ state: "authorized", providerReference: authorized.authorizationId }).where(eq(paymentIntents.id, row!.id));
    return { checkout, intentId: row!.id, authorizationId: authorized.authorizationId };
  }

  /** The wallet's first half: approved, intent written, captured at the provider; the answer lost. */
  async function crashedWalletCapture() {
    const checkout = await atCheckout("WALLET");
    const started = (await (await checkout.client.postJson("/checkout/payment/wallet/start", {})).json()) as { paymentId: string; amount: { value: number } };
    const back = await decideOnWalletPage(server().baseUrl, started.paymentId, "pay");
    expect((await checkout.client.get(back.pathname + back.search)).status).toBe(303);
    const providerKey = walletCaptureKey(checkout.cartId, started.paymentId);
    const [row] = await db()
      .insert(paymentIntents)
      .values({ userId: 1, cartId: checkout.cartId, placementKey: randomUUID(), provider: "wallet", providerKey, amountMinor: started.amount.value, currency: "USD", walletPaymentId: started.paymentId, createdAt: new Date(), updatedAt: new Date() })
      .returning({ id: paymentIntents.id });
    const captured = await server().deps.wallet.capture({ paymentId: started.paymentId, payerId: back.searchParams.get("PayerID") ?? "", idempotencyKey: providerKey });
    if (!captured.ok) throw new Error("capture refused");
    return { checkout, intentId: row!.id, paymentId: started.paymentId, captureId: captured.captureId };
  }

  const walletPayment = async (paymentId: string) => (await db().select({ status: walletPayments.status, captureId: walletPayments.captureId }).from(walletPayments).where(eq(walletPayments.id, paymentId)))[0];

  it.each([true, false])("voids an authorization no order carries (its answer recorded: %s), once older than the grace period", async (recordAnswer) => {
    const crashed = await crashedCardAttempt({ recordAnswer });
    await recover();
    // Young: its request may still be running.
    expect((await intent(crashed.intentId))?.state).toBe(recordAnswer ? "authorized" : "pending");
    expect(await authorizationStatus(crashed.authorizationId)).toBe("authorized");
    await age(crashed.intentId);
    const report = await recover();
    expect(report.released).toBe(1);
    expect(await intent(crashed.intentId)).toMatchObject({ state: "voided", orderId: null, ref: crashed.authorizationId });
    expect(await authorizationStatus(crashed.authorizationId)).toBe("voided");
    // Again: nothing left to do, nothing changes.
    expect(await recover()).toEqual({ attached: 0, released: 0, stuck: 0 });
  });

  it("refunds a wallet capture no order carries", async () => {
    const crashed = await crashedWalletCapture();
    await age(crashed.intentId);
    await recover();
    expect(await intent(crashed.intentId)).toMatchObject({ state: "refunded", ref: crashed.captureId });
    expect(await walletPayment(crashed.paymentId)).toEqual({ status: "refunded", captureId: crashed.captureId });
  });

  it("marks an intent whose provider took nothing failed", async () => {
    const checkout = await atCheckout("CARD");
    const [empty] = await db()
      .insert(paymentIntents)
      .values({ userId: 1, cartId: checkout.cartId, placementKey: randomUUID(), provider: "card", providerKey: `never-sent-${randomUUID()}`, amountMinor: 500, currency: "USD", createdAt: new Date(), updatedAt: new Date() })
      .returning({ id: paymentIntents.id });
    await age(empty!.id);
    await recover();
    expect(await intent(empty!.id)).toMatchObject({ state: "failed", ref: null });
  });

  it("attaches an intent whose order committed (the answer was lost after the commit)", async () => {
    const { client, cartId } = await atCheckout("CARD");
    const res = await place(client, { termsAccepted: true, card: await tokenize(server().baseUrl, "4111111111111111"), billingAddress: FILLED });
    expect(res.status).toBe(201);
    const [placed] = await db().select({ id: paymentIntents.id, orderId: paymentIntents.orderId }).from(paymentIntents).where(and(eq(paymentIntents.cartId, cartId), eq(paymentIntents.state, "attached")));
    expect(placed?.orderId).not.toBeNull();
    // As if the order's commit had not reached the intent.
    await db().update(paymentIntents).set({ state: "authorized", orderId: null }).where(eq(paymentIntents.id, placed!.id));
    await age(placed!.id);
    const report = await recover();
    expect(report.attached).toBeGreaterThanOrEqual(1);
    expect(await intent(placed!.id)).toMatchObject({ state: "attached", orderId: placed!.orderId });
    const [payment] = await db().select({ status: orderPayments.status }).from(orderPayments).where(eq(orderPayments.orderId, placed!.orderId!));
    expect(payment?.status).toBe("captured");
  });

  it("a retry of a cart whose wallet capture a crash left reuses that capture: one order, captured once", async () => {
    const crashed = await crashedWalletCapture();
    await age(crashed.intentId);
    const res = await place(crashed.checkout.client, { termsAccepted: true }, randomUUID());
    expect(res.status).toBe(201);
    const { orderCode } = (await res.json()) as { orderCode: string };
    const [order] = await db().select({ id: orders.id }).from(orders).where(eq(orders.code, orderCode));
    const payments = await db().select({ kind: orderPayments.kind, ref: orderPayments.providerReference }).from(orderPayments).where(eq(orderPayments.orderId, order!.id));
    expect(payments).toEqual([{ kind: "WALLET", ref: crashed.captureId }]);
    expect(await walletPayment(crashed.paymentId)).toEqual({ status: "captured", captureId: crashed.captureId });
    expect(await intent(crashed.intentId)).toMatchObject({ state: "attached", orderId: order!.id });
  });

  it("a retry with a new card after a crash voids the old authorization first: one order, one live authorization", async () => {
    const crashed = await crashedCardAttempt({ recordAnswer: true });
    await age(crashed.intentId);
    const res = await place(crashed.checkout.client, { termsAccepted: true, card: await tokenize(server().baseUrl, "5555555555554444"), billingAddress: FILLED }, randomUUID());
    expect(res.status).toBe(201);
    expect(await authorizationStatus(crashed.authorizationId)).toBe("voided");
    const intents = await db().select({ state: paymentIntents.state }).from(paymentIntents).where(and(eq(paymentIntents.cartId, crashed.checkout.cartId), sql`${paymentIntents.id} >= ${crashed.intentId}`)).orderBy(paymentIntents.id);
    expect(intents.map((i) => i.state)).toEqual(["voided", "attached"]);
  });

  it("while another request of the cart is still paying, a second one waits, then answers 409 and takes nothing", async () => {
    const crashed = await crashedCardAttempt({ recordAnswer: true });
    const res = await place(crashed.checkout.client, { termsAccepted: true, card: await tokenize(server().baseUrl, "5555555555554444"), billingAddress: FILLED }, randomUUID());
    expect(res.status).toBe(409);
    expect(((await res.json()) as { errorMessage: string }).errorMessage).toContain("being ordered in another window");
    const live = await db().select({ id: cardAuthorizations.id }).from(cardAuthorizations).where(and(eq(cardAuthorizations.reference, `cart-${crashed.checkout.cartId}`), inArray(cardAuthorizations.status, ["authorized", "captured"])));
    expect(live.map((a) => a.id)).toEqual([crashed.authorizationId]);
  });

  it("a double submit with one single-use card token and two keys: one order, the other answers 'This cart has already been ordered'", async () => {
    const { client, cartId } = await atCheckout("CARD");
    const card = await tokenize(server().baseUrl, "4111111111111111");
    const body = { termsAccepted: true, card, billingAddress: FILLED };
    const answers = await Promise.all([place(client, body, randomUUID()), place(client, body, randomUUID())]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const refusal = (await answers.find((a) => a.status === 409)!.json()) as { errorMessage: string };
    expect(refusal.errorMessage).toContain("This cart has already been ordered");
    const placed = await db().select({ id: orders.id }).from(orders).where(eq(orders.cartId, cartId));
    expect(placed).toHaveLength(1);
    const held = await db().execute<{ n: number }>(sql`select count(*)::int as n from card_authorizations where reference = ${`cart-${cartId}`} and status in ('authorized', 'captured')`);
    expect(held.rows[0]?.n).toBe(1);
  });
});
