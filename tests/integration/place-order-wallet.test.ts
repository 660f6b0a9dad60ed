import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cartCheckouts, giftCards, orderPayments, orders, stockLevels, walletPayments } from "../../server/db/schema/index.ts";
import { putLine } from "../support/cart-money-fixtures.ts";
import { decideOnWalletPage, newGiftCard, placeOrder, shopperAtCheckout, type ShopperCheckout } from "../support/checkout-fixtures.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { databaseFingerprint, jobsSettled } from "../support/db-snapshot.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";

/** placeOrder on the consumer site, as the page sends it. */
const place = (client: TestClient, body: unknown, key?: string) => placeOrder(client, { body, key, contextPath: "" });

interface StartAnswer {
  paymentId: string;
  approveUrl: string;
  amount: { value: number; currency: string; formattedValue: string };
}

describe.each(DB_TARGETS)("wallet payment at checkout on %s", (target) => {
  const server = useTestServer(target);
  const db = () => server().database.db;
  const atCheckout = (quantity = 1) => shopperAtCheckout(db(), server().baseUrl, { quantity, paymentType: "WALLET" });

  /** Everything but sessions (each request may touch its session's row). */
  async function fingerprint() {
    const { sessions: _sessions, ...rest } = await databaseFingerprint(db());
    return rest;
  }

  const checkoutWallet = async (cartId: number) =>
    (
      await db()
        .select({ paymentId: cartCheckouts.walletPaymentId, payerId: cartCheckouts.walletPayerId, status: cartCheckouts.walletStatus, amount: cartCheckouts.walletAmountMinor })
        .from(cartCheckouts)
        .where(eq(cartCheckouts.cartId, cartId))
    )[0];
  const providerPayment = async (paymentId: string) =>
    (
      await db()
        .select({ status: walletPayments.status, amount: walletPayments.amountMinor, returnUrl: walletPayments.returnUrl, captureId: walletPayments.captureId, captureKey: walletPayments.captureKey })
        .from(walletPayments)
        .where(eq(walletPayments.id, paymentId))
    )[0];

  async function start(client: TestClient): Promise<StartAnswer> {
    const res = await client.postJson("/checkout/payment/wallet/start", {});
    expect(res.status).toBe(200);
    return (await res.json()) as StartAnswer;
  }

  /** The payer comes back through `url` (the provider's redirect): the storefront records it and sends them to the checkout. */
  async function comeBack(client: TestClient, url: URL): Promise<void> {
    const res = await client.get(url.pathname + url.search);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/checkout");
  }

  /** Start, approve on the provider's page, come back: what was approved. */
  async function approved({ client }: ShopperCheckout): Promise<StartAnswer> {
    const started = await start(client);
    await comeBack(client, await decideOnWalletPage(server().baseUrl, started.paymentId, "pay"));
    return started;
  }

  async function applyGiftCard(client: TestClient, balanceMinor: number) {
    const gift = await newGiftCard(db(), balanceMinor);
    expect((await client.postJson("/checkout/payment/giftcard/apply", { giftCardNumber: gift.number, giftCardPin: gift.pin })).status).toBe(200);
    return gift;
  }

  const balanceOf = async (giftCardId: number) => (await db().select({ balance: giftCards.balanceMinor }).from(giftCards).where(eq(giftCards.id, giftCardId)))[0]?.balance;

  it("start refuses another payment type and a missing CSRF token, changing nothing", async () => {
    const { client } = await atCheckout();
    expect((await client.postJson("/checkout/payment/CARD", {})).status).toBe(200);
    const before = await fingerprint();
    const notWallet = await client.postJson("/checkout/payment/wallet/start", {});
    expect(notWallet.status).toBe(422);
    expect(await notWallet.json()).toEqual({ errorMessage: "Choose PayPal as the payment method first.", errors: [{ field: "paymentType", message: "Choose PayPal as the payment method first." }] });
    expect((await client.postJson("/checkout/payment/wallet/start", {}, { csrf: false })).status).toBe(403);
    expect(await fingerprint()).toEqual(before);
  });

  it("start creates the provider payment for what is left after the gift card and records it on the checkout", async () => {
    const checkout = await atCheckout(3);
    const gift = await applyGiftCard(checkout.client, 2_000);
    const started = await start(checkout.client);
    expect(started.approveUrl).toBe(`/_providers/wallet/approve?paymentId=${started.paymentId}`);
    const stored = await checkoutWallet(checkout.cartId);
    expect(stored).toEqual({ paymentId: started.paymentId, payerId: null, status: "created", amount: started.amount.value });
    const payment = await providerPayment(started.paymentId);
    expect(payment).toMatchObject({ status: "created", amount: started.amount.value });
    expect(new URL(payment!.returnUrl).pathname).toBe("/checkout/payment/wallet/return");
    // The amount is the order's total after the gift card: the page's totals say the same.
    const page = await checkout.client.page("/checkout");
    expect(page.html).toContain(`Approve the payment of ${started.amount.formattedValue}`);
    expect(started.amount.value).toBeGreaterThan(0);
    expect(await balanceOf(gift.id)).toBe(2_000);
    // A browser form post goes straight to the provider's page.
    const form = await checkout.client.postForm("/checkout/payment/wallet/start", {});
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).toMatch(/^\/_providers\/wallet\/approve\?paymentId=PAY-/);
  });

  it("return records the approval only as the provider reports it; cancel records the cancellation", async () => {
    const checkout = await atCheckout();
    const started = await start(checkout.client);
    // A hand-made return before the payer approved, or for another payment, records nothing.
    await comeBack(checkout.client, new URL(`http://x/checkout/payment/wallet/return?paymentId=${started.paymentId}&PayerID=FORGED1234567`));
    await comeBack(checkout.client, new URL(`http://x/checkout/payment/wallet/return?paymentId=PAY-other&PayerID=FORGED1234567`));
    expect(await checkoutWallet(checkout.cartId)).toMatchObject({ status: "created", payerId: null });

    const back = await decideOnWalletPage(server().baseUrl, started.paymentId, "pay");
    expect(back.pathname).toBe("/checkout/payment/wallet/return");
    await comeBack(checkout.client, new URL(back.href.replace(/PayerID=\w+/, "PayerID=WRONGPAYER123")));
    expect(await checkoutWallet(checkout.cartId)).toMatchObject({ status: "created", payerId: null });
    await comeBack(checkout.client, back);
    expect(await checkoutWallet(checkout.cartId)).toEqual({ paymentId: started.paymentId, payerId: back.searchParams.get("PayerID"), status: "approved", amount: started.amount.value });
    expect((await checkout.client.page("/checkout")).html).toContain(`PayPal approved the payment of ${started.amount.formattedValue}`);

    // Approving again: a new payment, cancelled on the provider's page this time.
    const again = await start(checkout.client);
    expect(await checkoutWallet(checkout.cartId)).toMatchObject({ paymentId: again.paymentId, status: "created", payerId: null });
    const cancelled = await decideOnWalletPage(server().baseUrl, again.paymentId, "cancel");
    expect(cancelled.pathname).toBe("/checkout/payment/wallet/cancel");
    await comeBack(checkout.client, cancelled);
    expect(await checkoutWallet(checkout.cartId)).toMatchObject({ paymentId: again.paymentId, status: "cancelled", payerId: null });
    const page = await checkout.client.page("/checkout");
    expect(page.html).toContain("You cancelled the approval on PayPal.");
    expect(page.html).toContain("Approve with PayPal");

    // Signed out meanwhile: sign in first, then come back here.
    const outsider = new TestClient(server().baseUrl);
    const res = await outsider.get(back.pathname + back.search);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/login?redirect=${encodeURIComponent(back.pathname + back.search)}`);
  });

  it("refuses an order without an approval, or approved for another total, capturing nothing and changing nothing", async () => {
    const checkout = await atCheckout();
    const before = await fingerprint();
    const missing = await place(checkout.client, { termsAccepted: true });
    expect(missing.status).toBe(422);
    expect(await missing.json()).toMatchObject({ errors: [{ field: "walletApproval", message: "Approve the payment with PayPal." }] });
    expect(await fingerprint()).toEqual(before);

    const started = await approved(checkout);
    await putLine(db(), checkout.cartId, { material: checkout.material, quantity: 2 });
    const changedBefore = await fingerprint();
    const changed = await place(checkout.client, { termsAccepted: true });
    expect(changed.status).toBe(409);
    const body = (await changed.json()) as { errorMessage: string; errors: { field: string }[] };
    expect(body.errorMessage).toContain(`since you approved ${started.amount.formattedValue} with PayPal`);
    expect(body.errors.map((e) => e.field)).toEqual(["wallet"]);
    expect(await fingerprint()).toEqual(changedBefore);
    expect((await providerPayment(started.paymentId))?.status).toBe("approved");
  });

  it("gift card and wallet: the gift card part is debited, the wallet captures the rest, and a double submit captures once", async () => {
    const checkout = await atCheckout(3);
    const gift = await applyGiftCard(checkout.client, 2_000);
    const started = await approved(checkout);
    const key = randomUUID();
    const answers = await Promise.all([place(checkout.client, { termsAccepted: true }, key), place(checkout.client, { termsAccepted: true }, key)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    const codes = await Promise.all(answers.map(async (a) => ((await a.json()) as { orderCode: string }).orderCode));
    expect(codes[0]).toBe(codes[1]);

    const placed = await db().select({ id: orders.id, total: orders.totalMinor, paymentType: orders.paymentType, billing: orders.billingAddress }).from(orders).where(eq(orders.cartId, checkout.cartId));
    expect(placed).toHaveLength(1);
    const order = placed[0]!;
    expect(order).toMatchObject({ paymentType: "WALLET", billing: null, total: 2_000 + started.amount.value });
    const payment = await providerPayment(started.paymentId);
    // One capture per cart and approved payment, whatever the placement's key (decision 0039).
    expect(payment).toMatchObject({ status: "captured", amount: started.amount.value, captureKey: `cart-${checkout.cartId}.${started.paymentId}` });
    const payments = await db().select({ kind: orderPayments.kind, status: orderPayments.status, amount: orderPayments.amountMinor, ref: orderPayments.providerReference }).from(orderPayments).where(eq(orderPayments.orderId, order.id)).orderBy(orderPayments.id);
    expect(payments).toEqual([
      { kind: "GIFTCARD", status: "charged", amount: 2_000, ref: null },
      { kind: "WALLET", status: "captured", amount: started.amount.value, ref: payment!.captureId },
    ]);
    expect(await balanceOf(gift.id)).toBe(0);

    const confirmation = await checkout.client.page(`/checkout/orderConfirmation/${codes[0]}`);
    expect(confirmation.html).toContain("PayPal");
    expect(confirmation.html).toContain("Gift card");
  });

  it("a capture the provider refuses (expired approval) forgets the approval and changes nothing else", async () => {
    const checkout = await atCheckout();
    const gift = await applyGiftCard(checkout.client, 500);
    const started = await approved(checkout);
    await db().update(walletPayments).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(walletPayments.id, started.paymentId));
    // The earlier tests' orders are still being exported (status and history change): let the jobs finish first.
    await jobsSettled(server());
    const before = await fingerprint();
    const res = await place(checkout.client, { termsAccepted: true });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ errors: [{ field: "wallet" }] });
    expect(await checkoutWallet(checkout.cartId)).toEqual({ paymentId: null, payerId: null, status: null, amount: null });
    const { cart_checkouts: _forgotten, ...after } = await fingerprint();
    const { cart_checkouts: _was, ...unchanged } = before;
    expect(after).toEqual(unchanged);
    expect(await balanceOf(gift.id)).toBe(500);
  });

  it("stock gone after the capture: the capture is refunded, the approval forgotten, the gift card untouched", async () => {
    const checkout = await atCheckout(5);
    const gift = await applyGiftCard(checkout.client, 500);
    const started = await approved(checkout);
    const [stock] = await db().select({ quantity: stockLevels.quantity, forced: stockLevels.forceInStock }).from(stockLevels).where(eq(stockLevels.variantId, checkout.variantId));
    await db().update(stockLevels).set({ quantity: 2, forceInStock: false }).where(eq(stockLevels.variantId, checkout.variantId));
    try {
      const res = await place(checkout.client, { termsAccepted: true });
      expect(res.status).toBe(409);
      const body = (await res.json()) as { errors: { field: string; message: string }[] };
      expect(body.errors).toContainEqual({ field: "wallet", message: "Your PayPal payment was given back. Please approve the payment with PayPal again." });
      expect(await providerPayment(started.paymentId)).toMatchObject({ status: "refunded" });
      expect(await checkoutWallet(checkout.cartId)).toMatchObject({ paymentId: null, status: null });
      expect(await db().select({ id: orders.id }).from(orders).where(eq(orders.cartId, checkout.cartId))).toEqual([]);
      expect(await balanceOf(gift.id)).toBe(500);
    } finally {
      await db().update(stockLevels).set({ quantity: stock!.quantity, forceInStock: stock!.forced }).where(eq(stockLevels.variantId, checkout.variantId));
    }
  });
});
