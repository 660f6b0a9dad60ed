import { and, eq } from "drizzle-orm";
import type { Currency } from "../../../domain/sites.ts";
import type { RequestContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { orderPayments } from "../../db/schema/index.ts";
import type { AuthorizeResult, StoredPaymentMethod } from "../../integrations/card-provider/port.ts";
import type { WalletCaptureRefusal } from "../../integrations/wallet/port.ts";
import type { CartRef } from "../cart/active-cart.ts";
import type { CheckoutState, WalletApproval } from "../checkout/checkout-state.ts";
import { forgetWalletPayment } from "../checkout/wallet-checkout.ts";
import { isKeptMethod, payableSavedCard, shopperReferenceOf } from "../saved-cards/service.ts";
import { debitGiftCard } from "./gift-card-debit.ts";
import { requestHash } from "./idempotency.ts";
import type { OrderPaymentRow } from "./order-rows.ts";

/** The token object the card form keeps in hidden fields (shopping-flow §3). */
export interface CardTokenFields {
  token: string;
  maskedCardNo: string;
  toBeExpiredAt: string;
  isSecurityCodeSet: boolean;
}

/** How the Complete-order form pays by card: a new card's token (to be saved or not), or a saved card (decision 0029). */
export interface CardPaymentBody {
  card?: CardTokenFields;
  saveCard?: boolean;
  savedCardId?: string;
}

export interface CardAuthorization {
  authorizationId: string;
  amountMinor: number;
  maskedCardNo: string;
  /** The saved card paid with, or the card the provider stored for the shopper ("Save this card"). */
  savedCardCode: string | null;
  stored: { shopperReference: string; method: StoredPaymentMethod } | null;
}

export interface WalletCapture {
  paymentId: string;
  captureId: string;
  amountMinor: number;
}

export type PaymentRefusal =
  | { kind: "giftCardBalance" }
  | { kind: "paymentUnavailable"; paymentType: string }
  | { kind: "cardMissing" }
  | { kind: "savedCardUnknown" }
  | { kind: "savedCardExpired" }
  | { kind: "cardDeclined"; code: string; message: string }
  | { kind: "totalChanged" }
  | { kind: "walletTotalChanged"; approvedMinor: number; remainingMinor: number; currency: Currency }
  | { kind: "walletRefused"; reason: WalletCaptureRefusal };

export class PaymentRefused extends Error {
  constructor(readonly refusal: PaymentRefusal) {
    super(refusal.kind);
  }
}

function approved(result: AuthorizeResult): Extract<AuthorizeResult, { ok: true }> {
  if (!result.ok) throw new PaymentRefused({ kind: "cardDeclined", code: result.code, message: result.message });
  return result;
}

/**
 * Authorizes the card part of the order at the provider, before the order's transaction: the
 * provider is another service (another connection), and the embedded database runs one
 * transaction at a time. The transaction then checks the amount still matches; when it does
 * not commit, the caller voids the authorization. A saved card pays through the provider's stored
 * method (only the user's own, not expired); a new card with "Save this card" asks the provider
 * to keep it for the user (decision 0029).
 */
export async function authorizeCard(ctx: RequestContext, cart: CartRef, body: CardPaymentBody, amountMinor: number, idempotencyKey: string): Promise<CardAuthorization> {
  const request = { amountMinor, currency: cart.currency, reference: `cart-${cart.id}`, idempotencyKey: cardAttemptKey(idempotencyKey, body, amountMinor) };
  if (body.savedCardId) {
    const saved = await payableSavedCard(ctx, body.savedCardId);
    if (!saved.ok) throw new PaymentRefused({ kind: saved.failure === "expired" ? "savedCardExpired" : "savedCardUnknown" });
    const card = saved.value;
    const result = approved(await ctx.deps.cardProvider.authorize({ ...request, storedPaymentMethodId: card.providerMethodId, shopperReference: card.shopperReference }));
    return { authorizationId: result.authorizationId, amountMinor, maskedCardNo: card.maskedCardNo, savedCardCode: card.code, stored: null };
  }
  const card = body.card;
  if (!card) throw new PaymentRefused({ kind: "cardMissing" });
  const shopperReference = body.saveCard && ctx.user ? shopperReferenceOf(ctx.user.id) : null;
  const result = approved(await ctx.deps.cardProvider.authorize({ ...request, token: card.token, ...(shopperReference ? { storeForShopper: shopperReference } : {}) }));
  const stored = shopperReference && result.storedPaymentMethod ? { shopperReference, method: result.storedPaymentMethod } : null;
  return { authorizationId: result.authorizationId, amountMinor, maskedCardNo: card.maskedCardNo, savedCardCode: null, stored };
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
 * Captures the approved wallet payment before the order's transaction (for the same reason as the
 * card's authorization), with the placement's key: a double submit gets the same capture back.
 * A payment the provider refuses (expired, cancelled, captured elsewhere) is forgotten on the
 * checkout, so the page asks for a new approval.
 */
export async function captureWallet(ctx: RequestContext, cart: CartRef, approval: WalletApproval | null, amountMinor: number, idempotencyKey: string): Promise<WalletCapture> {
  if (!approval?.payerId || approval.status !== "approved") throw new PaymentRefused({ kind: "walletRefused", reason: "notApproved" });
  if (approval.amountMinor !== amountMinor) {
    throw new PaymentRefused({ kind: "walletTotalChanged", approvedMinor: approval.amountMinor, remainingMinor: amountMinor, currency: cart.currency });
  }
  const result = await ctx.deps.wallet.capture({ paymentId: approval.paymentId, payerId: approval.payerId, idempotencyKey });
  if (result.ok && result.amountMinor === amountMinor && result.currency === cart.currency) return { paymentId: approval.paymentId, captureId: result.captureId, amountMinor };
  if (result.ok) {
    // The provider took another amount than asked: give it back rather than keep it.
    await ctx.deps.wallet.refund(result.captureId);
  }
  await forgetWalletPayment(ctx.db, cart.id, approval.paymentId, ctx.now);
  throw new PaymentRefused({ kind: "walletRefused", reason: result.ok ? "notApproved" : result.reason });
}

export interface ProviderPayments {
  card: CardAuthorization | null;
  wallet: WalletCapture | null;
}

/**
 * The means of payment inside the order's transaction: the gift-card part first (`giftCardMinor`),
 * then `restMinor` by the chosen type, with the card authorized or the wallet captured for
 * exactly that amount before the transaction.
 */
export async function takePayments(tx: DbOrTx, checkout: CheckoutState, amounts: { giftCardMinor: number; restMinor: number }, provider: ProviderPayments): Promise<OrderPaymentRow[]> {
  const rows: OrderPaymentRow[] = [];
  const { giftCardMinor, restMinor } = amounts;
  if (checkout.giftCard && giftCardMinor > 0) {
    const debit = await debitGiftCard(tx, checkout.giftCard.id, giftCardMinor);
    if (!debit.ok) throw new PaymentRefused({ kind: "giftCardBalance" });
    rows.push({ kind: "GIFTCARD", status: "charged", amountMinor: giftCardMinor, providerReference: null, displayReference: null, giftCardId: checkout.giftCard.id });
  }
  if (restMinor === 0 && rows.length > 0) return rows;
  const type = checkout.paymentType ?? "";
  if (type === "ACCOUNT") {
    rows.push({ kind: "ACCOUNT", status: "charged", amountMinor: restMinor, providerReference: null, displayReference: checkout.costCentre?.code ?? null, giftCardId: null });
  } else if (type === "CARD") {
    const card = provider.card;
    if (!card) throw new PaymentRefused({ kind: "cardMissing" });
    // The cart changed between the authorization and the lock: the customer must see the new total.
    if (card.amountMinor !== restMinor) throw new PaymentRefused({ kind: "totalChanged" });
    rows.push({ kind: "CARD", status: "authorized", amountMinor: restMinor, providerReference: card.authorizationId, displayReference: card.maskedCardNo, giftCardId: null });
  } else if (type === "WALLET") {
    const wallet = provider.wallet;
    if (!wallet) throw new PaymentRefused({ kind: "walletRefused", reason: "notApproved" });
    if (wallet.amountMinor !== restMinor) throw new PaymentRefused({ kind: "totalChanged" });
    rows.push({ kind: "WALLET", status: "captured", amountMinor: restMinor, providerReference: wallet.captureId, displayReference: null, giftCardId: null });
  } else {
    throw new PaymentRefused({ kind: "paymentUnavailable", paymentType: type });
  }
  return rows;
}

/**
 * Captures the card payment of an order that committed (decision 0025). A capture the provider
 * refuses leaves the payment authorized (the money stays held) and is logged for the back office.
 */
export async function captureCardPayment(ctx: RequestContext, card: CardAuthorization): Promise<boolean> {
  const captured = await ctx.deps.cardProvider.capture(card.authorizationId, card.amountMinor);
  if (!captured.ok && captured.reason !== "alreadyCaptured") {
    ctx.log.error({ authorizationId: card.authorizationId, reason: captured.reason }, "card capture after placement refused; the payment stays authorized");
    return false;
  }
  await ctx.db
    .update(orderPayments)
    .set({ status: "captured" })
    .where(and(eq(orderPayments.providerReference, card.authorizationId), eq(orderPayments.status, "authorized")));
  return true;
}

async function usedByAnOrder(ctx: RequestContext, providerReference: string): Promise<boolean> {
  const [used] = await ctx.db.select({ id: orderPayments.id }).from(orderPayments).where(eq(orderPayments.providerReference, providerReference)).limit(1);
  return used !== undefined;
}

/**
 * Voids an authorization no order uses, and has the provider forget a card it stored for it that
 * the user does not keep. A double submit authorizes with the same idempotency key and so gets the
 * first request's authorization back: when the second request ends as a replay or a refusal,
 * that authorization pays the first order and must stay.
 */
export async function releaseUnusedAuthorization(ctx: RequestContext, card: CardAuthorization, userId: number): Promise<void> {
  if (await usedByAnOrder(ctx, card.authorizationId)) return;
  await ctx.deps.cardProvider.void(card.authorizationId);
  const stored = card.stored;
  if (stored && !(await isKeptMethod(ctx, userId, stored.method.storedPaymentMethodId))) {
    await ctx.deps.cardProvider.disableStoredPaymentMethod(stored.shopperReference, stored.method.storedPaymentMethodId);
  }
}

/**
 * Refunds a wallet capture no order uses (the order did not go ahead), as for the card above. A
 * refunded payment cannot be captured again, so the checkout forgets it: the payer approves anew.
 * Returns whether it refunded.
 */
export async function refundUnusedCapture(ctx: RequestContext, cartId: number, wallet: WalletCapture): Promise<boolean> {
  if (await usedByAnOrder(ctx, wallet.captureId)) return false;
  await ctx.deps.wallet.refund(wallet.captureId);
  await forgetWalletPayment(ctx.db, cartId, wallet.paymentId, ctx.now);
  return true;
}
