import { and, eq } from "drizzle-orm";
import type { AccountKind } from "../../../domain/account-kinds.ts";
import { needsApproval } from "../../../domain/approval-rule.ts";
import { shipsFromStock } from "../../../domain/cart-lines.ts";
import { paymentTypeOf, paymentTypesFor } from "../../../domain/order-charges.ts";
import type { OrderStatus } from "../../../domain/order-status.ts";
import { withDb, type RequestContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { carts } from "../../db/schema/index.ts";
import { activeCart, type CartRef } from "../cart/active-cart.ts";
import { quoteDealerCart } from "../cart-prices/dealer-quotes.ts";
import { priceSourceOf } from "../cart-prices/goods.ts";
import { lockOwnedCart } from "../cart/cart-store.ts";
import { readCheckout } from "../checkout/checkout-state.ts";
import { storeReplenishmentSchedule } from "../replenishment/schedules.ts";
import { orderDelivery } from "../trade-show/trade-show-delivery.ts";
import { rememberCardUse } from "../saved-cards/service.ts";
import { queueOrderFollowUps } from "./after-placement.ts";
import { claimIdempotencyKey, keyUse, recordKeyOrder, requestHash } from "./idempotency.ts";
import { captureCardPayment, PaymentRefused, takePayments } from "./order-payments.ts";
import { attachProviderPayments, authorizeCard, captureWallet, releaseProviderPayments, type ProviderPayments } from "./provider-payments.ts";
import { recordOrderEvents } from "./order-events.ts";
import { writeOrder } from "./order-rows.ts";
import { recordAgentEvent } from "../assisted-service/audit.ts";
import { PlacementRefused, prepareOrder, type PlaceOrderBody, type PlaceOrderFailure } from "./prepare-order.ts";
import { takeStock } from "./stock-take.ts";

export { PlacementRefused } from "./prepare-order.ts";
export type { CheckoutGap, PlaceOrderBody, PlaceOrderFailure } from "./prepare-order.ts";

export type PlaceOrderResult =
  | { ok: true; orderCode: string; status: OrderStatus; replayed: boolean }
  | { ok: false; failure: PlaceOrderFailure; /** A wallet capture of this attempt was refunded: the payer must approve again. */ walletRefunded?: boolean };

type Orderer = { id: number; kind: AccountKind };

/**
 * Asks the providers for the money before the order's transaction (decision 0025): the card's
 * authorization or the wallet's capture of what is left after the gift card, once the order
 * passed every check it can pass without locks. Other payment types need nothing here.
 */
async function providerPayments(ctx: RequestContext, cart: CartRef, user: Orderer, body: PlaceOrderBody, key: string): Promise<ProviderPayments> {
  const type = paymentTypeOf((await readCheckout(ctx.db, cart.id)).paymentType, paymentTypesFor(ctx.site.id, user.kind));
  if (type !== "CARD" && type !== "WALLET") return { card: null, wallet: null };
  const prepared = await prepareOrder(ctx, cart, user, body);
  if (prepared.restMinor <= 0) return { card: null, wallet: null };
  if (prepared.paymentType === "CARD") return { card: await authorizeCard(ctx, cart, body, prepared.restMinor, key), wallet: null };
  if (prepared.paymentType === "WALLET") return { card: null, wallet: await captureWallet(ctx, cart, prepared.checkout.wallet, prepared.restMinor, key) };
  return { card: null, wallet: null };
}

/**
 * Places the session's active cart as an order, in one transaction of small steps (decision
 * 0022): claim the Idempotency-Key, lock the cart, re-read and re-price it, re-check the checkout
 * choices, take the stock, take the gift-card part and the payment, write the order, close the
 * cart. Any refusal rolls everything back, so a refused placement changes nothing; money a
 * provider took for it is given back (void, refund). A placed card order is captured after commit.
 */
export async function placeOrder(ctx: RequestContext, idempotencyKey: string, body: PlaceOrderBody, origin: string): Promise<PlaceOrderResult> {
  const user = ctx.user;
  if (!user) return { ok: false, failure: { kind: "signedOut" } };
  const hash = requestHash(body);
  // A repeat of a placed order is answered before anything else (its cart is closed by now).
  const earlier = await earlierPlacement(ctx.db, user.id, idempotencyKey, hash);
  if (earlier) return earlier;
  const found = await activeCart(ctx);
  if (!found.ok) return { ok: false, failure: { kind: "signedOut" } };
  const cart = found.cart;
  // A dealer's cart version is quoted (decision 0043) on the pool, not under the order's locks.
  if (priceSourceOf(ctx) === "quote") await quoteDealerCart(ctx, cart.id);
  let provider: ProviderPayments = { card: null, wallet: null };
  let result: PlaceOrderResult | null = null;
  let walletRefunded = false;
  try {
    provider = await providerPayments(ctx, cart, user, body, idempotencyKey);
    result = await ctx.db.transaction(async (tx) => {
      const claim = await claimIdempotencyKey(tx, user.id, idempotencyKey, hash);
      if (claim.kind !== "new") return (await earlierPlacement(tx, user.id, idempotencyKey, hash)) ?? refused({ kind: "keyReused" });
      // The cart must still be the orderer's active one: a second submit of it (another tab, another
      // key) waits for this lock and then finds it ordered.
      const locked = await lockOwnedCart(tx, cart.id, { userId: user.id, unitId: user.unitId, siteId: ctx.site.id, mode: cart.mode }, ctx.now);
      if (!locked) throw new PlacementRefused({ kind: "cartOrdered" });
      return await placeLockedCart(withDb(ctx, tx), tx, cart, user, idempotencyKey, body, provider, origin);
    });
  } catch (err) {
    // The cart was ordered meanwhile by this very key (a double submit's twin): answer its order.
    if (err instanceof PlacementRefused && err.failure.kind === "cartOrdered") result = (await earlierPlacement(ctx.db, user.id, idempotencyKey, hash)) ?? refused(err.failure);
    else if (err instanceof PlacementRefused) result = refused(err.failure);
    else if (err instanceof PaymentRefused) result = refused(err.refusal);
    else throw err;
  } finally {
    // Money taken for an order that did not commit goes back to the customer (an intent its twin's order carries stays).
    const placedNow = result?.ok === true && !result.replayed;
    if (!placedNow) walletRefunded = (await releaseProviderPayments(ctx, cart.id, provider)).walletRefunded;
  }
  if (result.ok && !result.replayed && provider.card && result.status === "PLACED") await captureCardPayment(ctx, provider.card);
  if (result.ok && !result.replayed && provider.card) await rememberCardUse(ctx, user.id, { stored: provider.card.stored?.method ?? null, savedCardCode: provider.card.savedCardCode });
  return !result.ok && walletRefunded ? { ...result, walletRefunded } : result;
}

const refused = (failure: PlaceOrderFailure): PlaceOrderResult => ({ ok: false, failure });

/** The answer to a key already used: the order it placed (same body) or a refusal (another body). */
async function earlierPlacement(db: DbOrTx, userId: number, key: string, hash: string): Promise<PlaceOrderResult | null> {
  const earlier = await keyUse(db, userId, key);
  if (!earlier) return null;
  if (earlier.requestHash !== hash || !earlier.orderCode || !earlier.status) return refused({ kind: "keyReused" });
  return { ok: true, orderCode: earlier.orderCode, status: earlier.status, replayed: true };
}

/** The placement's steps once the key is claimed and the cart locked (also the replenishment job's, on a cart made from a schedule). */
export async function placeLockedCart(
  ctx: RequestContext,
  tx: DbOrTx,
  cart: CartRef,
  user: Orderer,
  key: string,
  body: PlaceOrderBody,
  provider: ProviderPayments,
  origin: string,
): Promise<PlaceOrderResult> {
  const { checkout, paymentType, totals, lines, orderer, giftCardMinor, restMinor, billingAddress, replenishment } = await prepareOrder(ctx, cart, user, body);
  const money = totals.money;
  const stock = shipsFromStock(cart.mode) ? await takeStock(tx, lines, { ignoreLimits: orderer.promo }) : { ok: true as const };
  if (!stock.ok) {
    const short = new Set(stock.shortVariantIds);
    throw new PlacementRefused({ kind: "outOfStock", productCodes: [...new Set(money.view.lines.filter((l) => short.has(l.variantId)).map((l) => l.productCode))] });
  }
  const payments = await takePayments(tx, checkout, { giftCardMinor, restMinor }, provider);
  // The unit's approval rule on the order's total (decision 0052).
  const status: OrderStatus = needsApproval(orderer.approvalRule, { amountMinor: totals.totalWithTaxMinor, currency: cart.currency }) ? "PENDING_APPROVAL" : "PLACED";
  const schedule = replenishment
    ? await storeReplenishmentSchedule(ctx, tx, { schedule: replenishment, userId: user.id, unitId: orderer.unitId, mode: cart.mode, currency: cart.currency, lines, checkout, paymentType: paymentType ?? "ACCOUNT" })
    : null;
  const written = await writeOrder(
    tx,
    {
      siteId: ctx.site.id,
      userId: user.id,
      unitId: orderer.unitId,
      // An agent or sales rep acting for the customer (decision 0063); the customer's order page says so.
      placedById: ctx.actingAgent?.userId ?? null,
      cartId: cart.id,
      mode: cart.mode,
      currency: cart.currency,
      status,
      ...orderDelivery(ctx, checkout),
      billingAddress,
      paymentType: paymentType ?? "ACCOUNT",
      purchaseNumber: checkout.purchaseNumber,
      comment: checkout.comment,
      costCentreCode: checkout.costCentre?.code ?? null,
      salesRepUid: checkout.salesRepUid,
      discountMinor: money.voucherDiscountMinor,
      paymentCostMinor: totals.paymentCostMinor,
      deliveryMethodCode: totals.deliveryMethod.code,
      deliveryCostMinor: totals.deliveryCostMinor,
      taxMinor: totals.taxMinor,
      replenishmentScheduleId: schedule?.id ?? null,
      placedAt: ctx.now,
    },
    lines,
    checkout.requestedShipDates,
    payments,
    money.vouchers.filter((v) => v.discountMinor > 0).map((v) => ({ code: v.code, discountMinor: v.discountMinor })),
  );
  // The status history starts here: the order and its sub-orders, in one statement.
  await recordOrderEvents(tx, [written.id, ...written.subOrders.map((s) => s.id)].map((orderId) => ({ orderId, status, at: ctx.now, actorUserId: user.id })));
  await attachProviderPayments(tx, provider, written.id, ctx.now);
  await tx.update(carts).set({ status: "ordered", orderedAt: ctx.now }).where(and(eq(carts.id, cart.id), eq(carts.status, "active")));
  await recordKeyOrder(tx, user.id, key, written.id);
  if (ctx.actingAgent) await recordAgentEvent(withDb(ctx, tx), { action: "orderPlaced", customerUserId: user.id, route: `${ctx.site.contextPath}/checkout/simple/placeOrder`, summary: { orderCode: written.code, status } });
  await queueOrderFollowUps(ctx, tx, { id: written.id, code: written.code, status, totalMinor: totals.totalWithTaxMinor, unitId: orderer.unitId }, money, origin);
  return { ok: true, orderCode: written.code, status, replayed: false };
}
