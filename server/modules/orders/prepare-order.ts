import { programmeShortfalls, type ProgrammeShortfall } from "../../../domain/programme-minimum.ts";
import type { AccountKind } from "../../../domain/account-kinds.ts";
import { checkCheckoutComment, isCheckoutCommentRequired } from "../../../domain/checkout-comment.ts";
import { checkoutRoleOf, completeOrderBlockers, type CompleteOrderBlocker } from "../../../domain/complete-order.ts";
import type { AddressProblem } from "../../../domain/delivery-address.ts";
import { paymentTypeOf, paymentTypesFor, type PaymentType } from "../../../domain/order-charges.ts";
import { checkPurchaseNumber } from "../../../domain/purchase-number.ts";
import { checkRequestedShipDates } from "../../../domain/requested-ship-dates.ts";
import { checkShipDates } from "../../../domain/ship-dates.ts";
import { isWalletReady, walletApprovalState } from "../../../domain/wallet-approval.ts";
import type { RequestContext } from "../../context.ts";
import type { OrderAddress } from "../../db/schema/orders.ts";
import type { CartRef } from "../cart/active-cart.ts";
import type { CartMoney } from "../cart-prices/cart-money.ts";
import { readCheckout, type CheckoutState } from "../checkout/checkout-state.ts";
import type { ReplenishmentInput } from "../../../domain/replenishment.ts";
import type { ReplenishmentSchedule } from "../../../domain/replenishment.ts";
import { checkReplenishmentOrder, type ReplenishmentRefusal } from "../replenishment/schedule-request.ts";
import { tradeShowPlacement } from "../trade-show/trade-show-delivery.ts";
import { checkoutTotals, giftCardPartOf, type CheckoutTotals } from "../checkout/checkout-totals.ts";
import { findRep } from "../checkout/sales-reps.ts";
import { cartShipDateRules, cartTargetsOf } from "../checkout/ship-date-rules.ts";
import { billingAddressOf, type BillingAddressBody } from "./billing-address.ts";
import type { CardPaymentBody, PaymentRefusal } from "./order-payments.ts";
import type { OrderLine } from "./order-rows.ts";
import { ordererOf, type Orderer } from "./orderer.ts";

/**
 * What the Complete-order form sends; the rest was chosen step by step (cart_checkouts). CARD:
 * the provider's token object from the card form's hidden fields (with `saveCard`), or a saved
 * card's id (decision 0029).
 */
export interface PlaceOrderBody extends CardPaymentBody {
  termsAccepted: boolean;
  /** CARD: the card form's billing address, or 'use filled address'. */
  billingAddress?: BillingAddressBody;
  /** `replenishmentOrder` was true: the schedule to store with the order (decision 0027). */
  replenishment?: ReplenishmentInput;
}

export type CheckoutGap = CompleteOrderBlocker | "costCentre";

export type PlaceOrderFailure =
  | { kind: "signedOut" }
  | { kind: "emptyCart" }
  /** The cart was ordered meanwhile (a second submit with another key). */
  | { kind: "cartOrdered" }
  /** Another request of the cart is still taking its payment (decision 0039). */
  | { kind: "cartBusy" }
  /** The provider answered after recovery gave the payment up; what it took was given back. */
  | { kind: "paymentTimedOut" }
  | { kind: "keyReused" }
  | { kind: "checkoutIncomplete"; missing: CheckoutGap[] }
  | { kind: "billingAddressInvalid"; problems: AddressProblem[] }
  | { kind: "creditBlocked" }
  | { kind: "linesInvalid"; productCodes: string[] }
  /** A GCP cart with a product below the programme minimum (decision 0042). */
  | { kind: "programmeMinimum"; shortfalls: ProgrammeShortfall[] }
  | { kind: "outOfStock"; productCodes: string[] }
  | PaymentRefusal
  | ReplenishmentRefusal;

/** Thrown to stop a placement (inside the transaction: to roll every step back); turned into the typed failure outside. */
export class PlacementRefused extends Error {
  constructor(readonly failure: PlaceOrderFailure) {
    super(failure.kind);
  }
}

/** An order as it would be placed now: every check passed, the amounts to take. */
export interface PreparedOrder {
  checkout: CheckoutState;
  paymentType: PaymentType | null;
  totals: CheckoutTotals;
  lines: OrderLine[];
  orderer: Orderer;
  /** What the gift card pays, and the rest the payment type pays. */
  giftCardMinor: number;
  restMinor: number;
  billingAddress: OrderAddress | null;
  /** The schedule to store with the order when it is a replenishment order (decision 0027). */
  replenishment: ReplenishmentSchedule | null;
}

/**
 * The Complete-order rule of the page (domain/complete-order.ts), applied again on the server to
 * what is stored, plus what only the server can know: the address is still enabled and the
 * orderer's, and an ACCOUNT payment names a cost centre of the orderer's unit when it has some.
 */
async function checkoutGaps(
  ctx: RequestContext,
  cart: CartRef,
  money: CartMoney,
  checkout: CheckoutState,
  body: PlaceOrderBody,
  orderer: Orderer,
  user: { id: number; kind: AccountKind },
  walletApproved: boolean,
): Promise<CheckoutGap[]> {
  const address = checkout.deliveryAddress;
  const owned = Boolean(address && address.enabled && (address.unitId !== null ? address.unitId === orderer.unitId : address.userId === user.id));
  const role = checkoutRoleOf(user.kind);
  const tradeShow = tradeShowPlacement(ctx, checkout);
  const rules = await cartShipDateRules(ctx, cart.mode, cartTargetsOf(money.view.lines), { rapidDelivery: orderer.rapidDelivery });
  const stored = checkout.requestedShipDates;
  const shipDatesValid =
    rules.kind === "single"
      ? checkShipDates(rules.rules, stored[0] ?? {}).ok
      : checkRequestedShipDates(stored.flatMap((d) => (d.deliveryTarget !== null && d.deliveryYear !== null ? [{ ...d, deliveryTarget: d.deliveryTarget, deliveryYear: d.deliveryYear }] : [])), rules.targets).ok;
  const blockers: CheckoutGap[] = completeOrderBlockers({
    siteId: ctx.site.id,
    role,
    tradeShow: tradeShow.tradeShow,
    addressChosen: owned,
    paymentTypeChosen: checkout.paymentType !== null,
    purchaseNumberValid: role === "consumer" || checkPurchaseNumber(ctx.site.id, checkout.purchaseNumber ?? "").ok,
    termsAccepted: body.termsAccepted,
    commentValid: checkCheckoutComment(checkout.comment ?? "", { required: isCheckoutCommentRequired(role, ctx.site.id) }).ok,
    shipDatesValid,
    tradeShowFormValid: tradeShow.delivery !== null,
    salesRepValid: checkout.salesRepUid !== null && (await findRep(ctx.db, ctx.site.id, checkout.salesRepUid)) !== null,
    walletApproved,
    requestsPending: 0,
  });
  // The page only asks for a payment type on the Japan site; an order always needs one.
  if (checkout.paymentType === null && !blockers.includes("paymentType")) blockers.push("paymentType");
  if (!tradeShow.tradeShow && !owned && !blockers.includes("address")) blockers.push("address");
  if (checkout.paymentType === "ACCOUNT" && orderer.unitHasCostCentres && checkout.costCentre?.unitId !== orderer.unitId) blockers.push("costCentre");
  return blockers;
}

function orderLinesOf(money: CartMoney): OrderLine[] {
  return money.view.lines
    .filter((l) => l.quantity > 0)
    .map((l) => ({
      productId: l.productId,
      variantId: l.variantId,
      quantity: l.quantity,
      unitPriceMinor: l.unitPriceMinor,
      totalMinor: l.totalMinor,
      deliveryTargetCode: l.deliveryTargetCode,
      deliveryYear: l.deliveryYear,
    }));
}

/**
 * Reads and re-prices the cart and re-checks everything the order needs, on `ctx.db`: the order's
 * transaction after the cart lock, or (for card and wallet orders) the pool before it, so the
 * provider is only asked for money when the order would go ahead. Refusals throw PlacementRefused.
 */
export async function prepareOrder(ctx: RequestContext, cart: CartRef, user: { id: number; kind: AccountKind }, body: PlaceOrderBody): Promise<PreparedOrder> {
  const stored = await readCheckout(ctx.db, cart.id);
  const paymentType = paymentTypeOf(stored.paymentType, paymentTypesFor(ctx.site.id, user.kind));
  const checkout = { ...stored, paymentType };
  const totals = await checkoutTotals(ctx, cart, checkout, paymentType);
  const money = totals.money;
  const lines = orderLinesOf(money);
  if (lines.length === 0) throw new PlacementRefused({ kind: "emptyCart" });
  const orderer = await ordererOf(ctx.db, user.id);
  if (orderer.creditBlocked) throw new PlacementRefused({ kind: "creditBlocked" });
  const closed = money.view.lines.filter((l) => l.quantity > 0 && l.windowClosed).map((l) => l.productCode);
  if (closed.length > 0) throw new PlacementRefused({ kind: "linesInvalid", productCodes: [...new Set(closed)] });
  const shortfalls = cart.mode === "GCP" ? programmeShortfalls(money.view.lines) : [];
  if (shortfalls.length > 0) throw new PlacementRefused({ kind: "programmeMinimum", shortfalls });
  const replenishment = body.replenishment ? checkReplenishmentOrder(ctx, body.replenishment, { kind: user.kind, mode: cart.mode, paymentType }) : null;
  if (replenishment && !replenishment.ok) throw new PlacementRefused(replenishment.failure);

  const giftCardMinor = giftCardPartOf(checkout, totals.totalWithTaxMinor);
  const restMinor = totals.totalWithTaxMinor - giftCardMinor;
  const wallet = walletApprovalState({ paymentType, remainingMinor: restMinor, approval: checkout.wallet });
  // Approved for another total (cart, address or gift card changed since): say so, not just "approve".
  if (wallet === "stale" && checkout.wallet) {
    throw new PlacementRefused({ kind: "walletTotalChanged", approvedMinor: checkout.wallet.amountMinor, remainingMinor: restMinor, currency: cart.currency });
  }
  const missing = await checkoutGaps(ctx, cart, money, checkout, body, orderer, user, isWalletReady(wallet));
  if (missing.length > 0) throw new PlacementRefused({ kind: "checkoutIncomplete", missing });

  let billingAddress: OrderAddress | null = null;
  if (paymentType === "CARD" && restMinor > 0) {
    const billing = billingAddressOf(body.billingAddress, checkout.deliveryAddress);
    if (!billing.ok) throw new PlacementRefused({ kind: "billingAddressInvalid", problems: billing.problems });
    billingAddress = billing.address;
  }
  return { checkout, paymentType, totals, lines, orderer, giftCardMinor, restMinor, billingAddress, replenishment: replenishment?.ok ? replenishment.schedule : null };
}
