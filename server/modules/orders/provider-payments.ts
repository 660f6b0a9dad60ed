import type { RequestContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import type { StoredPaymentMethod } from "../../integrations/card-provider/port.ts";
import type { CartRef } from "../cart/active-cart.ts";
import type { WalletApproval } from "../checkout/checkout-state.ts";
import { forgetWalletPayment } from "../checkout/wallet-checkout.ts";
import type { PaymentIntent } from "../payments/intent-rows.ts";
import { attachIntent, openIntent, recordRefused, recordTaken, type IntentRefusal, type IntentRequest } from "../payments/intents.ts";
import { releaseIntent } from "../payments/settle.ts";
import { payableSavedCard, shopperReferenceOf } from "../saved-cards/service.ts";
import { requestHash } from "./idempotency.ts";
import { PaymentRefused, type CardPaymentBody } from "./order-payments.ts";
import { PlacementRefused } from "./prepare-order.ts";

export interface CardAuthorization {
  intentId: number;
  authorizationId: string;
  amountMinor: number;
  maskedCardNo: string;
  /** The saved card paid with, or the card the provider stored for the shopper ("Save this card"). */
  savedCardCode: string | null;
  stored: { shopperReference: string; method: StoredPaymentMethod } | null;
}

export interface WalletCapture {
  intentId: number;
  paymentId: string;
  captureId: string;
  amountMinor: number;
}

export interface ProviderPayments {
  card: CardAuthorization | null;
  wallet: WalletCapture | null;
}

/**
 * The provider's idempotency key for one card attempt of a placement. The page keeps its
 * Idempotency-Key until an order is placed, so after a declined card the shopper's next card
 * comes with the same key; the provider answers a key reused for another card or amount with 094.
 * A repeat of the same attempt (a double submit) keeps the same provider key and so gets the
 * first authorization back.
 */
export function cardAttemptKey(idempotencyKey: string, body: CardPaymentBody, amountMinor: number): string {
  const attempt = requestHash({ token: body.card?.token ?? null, savedCardId: body.savedCardId ?? null, saveCard: body.saveCard === true, amountMinor });
  return `${idempotencyKey}.${attempt.slice(0, 24)}`;
}

/**
 * The wallet capture's key: one per cart and approved payment, whatever the placement's key, so
 * a retry of the cart (a new key after a crash or a reload) gets the same capture back instead of
 * a second one.
 */
export function walletCaptureKey(cartId: number, paymentId: string): string {
  return `cart-${cartId}.${paymentId}`;
}

function intentRefused(refusal: IntentRefusal, spent: () => never): never {
  if (refusal.kind === "attemptSpent") spent();
  throw new PlacementRefused({ kind: refusal.kind });
}

async function openOrRefuse(ctx: RequestContext, request: IntentRequest, spent: () => never): Promise<PaymentIntent> {
  const opened = await openIntent(ctx, request);
  if (!opened.ok) intentRefused(opened.refusal, spent);
  return opened.intent;
}

type CardSource =
  | { kind: "saved"; providerMethodId: string; shopperReference: string; maskedCardNo: string; code: string }
  | { kind: "token"; token: string; maskedCardNo: string; storeFor: string | null };

/** What the card is paid with: a saved card (only the user's own, not expired), or a new card's token. */
async function cardSource(ctx: RequestContext, body: CardPaymentBody, userId: number): Promise<CardSource> {
  if (body.savedCardId) {
    const saved = await payableSavedCard(ctx, body.savedCardId);
    if (!saved.ok) throw new PaymentRefused({ kind: saved.failure === "expired" ? "savedCardExpired" : "savedCardUnknown" });
    const card = saved.value;
    return { kind: "saved", providerMethodId: card.providerMethodId, shopperReference: card.shopperReference, maskedCardNo: card.maskedCardNo, code: card.code };
  }
  if (!body.card) throw new PaymentRefused({ kind: "cardMissing" });
  return { kind: "token", token: body.card.token, maskedCardNo: body.card.maskedCardNo, storeFor: body.saveCard ? shopperReferenceOf(userId) : null };
}

/**
 * Authorizes the card part of the order before the order's transaction (the provider is another
 * service, and the embedded database runs one transaction at a time), behind a committed intent
 * (decision 0039). A saved card pays through the provider's stored method (only the user's own,
 * not expired); a new card with "Save this card" asks the provider to keep it (decision 0029).
 */
export async function authorizeCard(ctx: RequestContext, cart: CartRef, body: CardPaymentBody, amountMinor: number, idempotencyKey: string): Promise<CardAuthorization> {
  const user = ctx.user;
  if (!user) throw new PlacementRefused({ kind: "signedOut" });
  const providerKey = cardAttemptKey(idempotencyKey, body, amountMinor);
  const request = { amountMinor, currency: cart.currency, reference: `cart-${cart.id}`, idempotencyKey: providerKey };
  const source = await cardSource(ctx, body, user.id);
  const spent = (): never => {
    throw new PaymentRefused({ kind: "cardDeclined", code: "056", message: "The token is unknown, has expired or was already used." });
  };
  const intent = await openOrRefuse(ctx, { userId: user.id, cartId: cart.id, placementKey: idempotencyKey, provider: "card", providerKey, amountMinor, currency: cart.currency }, spent);
  const shopperReference = source.kind === "token" ? source.storeFor : null;
  const result =
    source.kind === "saved"
      ? await ctx.deps.cardProvider.authorize({ ...request, storedPaymentMethodId: source.providerMethodId, shopperReference: source.shopperReference })
      : await ctx.deps.cardProvider.authorize({ ...request, token: source.token, ...(shopperReference ? { storeForShopper: shopperReference } : {}) });
  if (!result.ok) {
    await recordRefused(ctx, intent.id);
    throw new PaymentRefused({ kind: "cardDeclined", code: result.code, message: result.message });
  }
  const stored = shopperReference && result.storedPaymentMethod ? { shopperReference, method: result.storedPaymentMethod } : null;
  const taken = { state: "authorized" as const, providerReference: result.authorizationId, storedMethodId: stored?.method.storedPaymentMethodId ?? null, shopperReference: stored?.shopperReference ?? null };
  const recorded = await recordTaken(ctx, intent.id, taken);
  if (recorded === "orphaned") {
    // Recovery gave this intent up while the provider was answering: give the money back now.
    await ctx.deps.cardProvider.void(result.authorizationId);
    if (stored) await ctx.deps.cardProvider.disableStoredPaymentMethod(stored.shopperReference, stored.method.storedPaymentMethodId);
  }
  if (recorded !== "recorded") throw new PlacementRefused({ kind: "paymentTimedOut" });
  return { intentId: intent.id, authorizationId: result.authorizationId, amountMinor, maskedCardNo: source.maskedCardNo, savedCardCode: source.kind === "saved" ? source.code : null, stored };
}

/**
 * Captures the approved wallet payment before the order's transaction, behind a committed intent,
 * with a key of the cart and payment (a retry gets the same capture back). A payment the
 * provider refuses (expired, cancelled, captured elsewhere) is forgotten on the checkout, so the
 * page asks for a new approval.
 */
export async function captureWallet(ctx: RequestContext, cart: CartRef, approval: WalletApproval | null, amountMinor: number, idempotencyKey: string): Promise<WalletCapture> {
  const user = ctx.user;
  if (!user) throw new PlacementRefused({ kind: "signedOut" });
  if (!approval?.payerId || approval.status !== "approved") throw new PaymentRefused({ kind: "walletRefused", reason: "notApproved" });
  if (approval.amountMinor !== amountMinor) {
    throw new PaymentRefused({ kind: "walletTotalChanged", approvedMinor: approval.amountMinor, remainingMinor: amountMinor, currency: cart.currency });
  }
  const providerKey = walletCaptureKey(cart.id, approval.paymentId);
  const forget = () => forgetWalletPayment(ctx.db, cart.id, approval.paymentId, ctx.now);
  const spent = (): never => {
    throw new PaymentRefused({ kind: "walletRefused", reason: "refunded" });
  };
  const intent = await openOrRefuse(
    ctx,
    { userId: user.id, cartId: cart.id, placementKey: idempotencyKey, provider: "wallet", providerKey, amountMinor, currency: cart.currency, walletPaymentId: approval.paymentId },
    spent,
  ).catch(async (err: unknown) => {
    if (err instanceof PaymentRefused) await forget();
    throw err;
  });
  const result = await ctx.deps.wallet.capture({ paymentId: approval.paymentId, payerId: approval.payerId, idempotencyKey: providerKey });
  if (result.ok && result.amountMinor === amountMinor && result.currency === cart.currency) {
    const recorded = await recordTaken(ctx, intent.id, { state: "captured", providerReference: result.captureId });
    if (recorded === "recorded") return { intentId: intent.id, paymentId: approval.paymentId, captureId: result.captureId, amountMinor };
    if (recorded === "orphaned") await ctx.deps.wallet.refund(result.captureId);
    await forget();
    throw new PlacementRefused({ kind: "paymentTimedOut" });
  }
  if (result.ok) {
    // The provider took another amount than asked: give it back rather than keep it.
    await recordTaken(ctx, intent.id, { state: "captured", providerReference: result.captureId });
    await releaseIntent(ctx, intent.id);
  } else {
    await recordRefused(ctx, intent.id);
  }
  await forget();
  throw new PaymentRefused({ kind: "walletRefused", reason: result.ok ? "notApproved" : result.reason });
}

/** Inside the order's transaction: the order carries the money the intents took. */
export async function attachProviderPayments(tx: DbOrTx, provider: ProviderPayments, orderId: number, now: Date): Promise<void> {
  for (const intentId of [provider.card?.intentId, provider.wallet?.intentId]) {
    if (intentId !== undefined && !(await attachIntent(tx, intentId, orderId, now))) throw new PlacementRefused({ kind: "paymentTimedOut" });
  }
}

/**
 * Gives back what the providers took for a placement that did not commit. An intent an order
 * carries (a double submit's twin placed it) is left alone. Returns whether a wallet capture was
 * refunded: then the checkout forgets the payment and the payer approves anew.
 */
export async function releaseProviderPayments(ctx: RequestContext, cartId: number, provider: ProviderPayments): Promise<{ walletRefunded: boolean }> {
  if (provider.card) await releaseIntent(ctx, provider.card.intentId);
  if (!provider.wallet) return { walletRefunded: false };
  const outcome = await releaseIntent(ctx, provider.wallet.intentId);
  if (outcome !== "released") return { walletRefunded: false };
  await forgetWalletPayment(ctx.db, cartId, provider.wallet.paymentId, ctx.now);
  return { walletRefunded: true };
}
