import { programmeShortfalls, type ProgrammeShortfall } from "../../../domain/programme-minimum.ts";
import { and, eq, gt, sql } from "drizzle-orm";
import type { BookingMode } from "../../../domain/booking-modes.ts";
import { needsApproval } from "../../../domain/approval-rule.ts";
import { isCheckoutCommentRequired } from "../../../domain/checkout-comment.ts";
import { deliveryMethodsFor, type DeliveryMethod, type DeliveryMethodCode } from "../../../domain/delivery-methods.ts";
import { checkoutRoleOf, type CheckoutRole } from "../../../domain/complete-order.ts";
import { paymentTypeOf, paymentTypesFor, type PaymentType } from "../../../domain/order-charges.ts";
import { isPurchaseNumberRequired } from "../../../domain/purchase-number.ts";
import type { Currency } from "../../../domain/sites.ts";
import type { RequestContext } from "../../context.ts";
import { addresses, cartCheckouts, cartEntries, type RequestedShipDate } from "../../db/schema/index.ts";
import type { CartRef } from "../cart/active-cart.ts";
import type { AddressView } from "../addresses/address-view.ts";
import { listAddresses } from "../addresses/service.ts";
import { sessionCart } from "../cart/cart-service.ts";
import { quoteDealerCart } from "../cart-prices/dealer-quotes.ts";
import { priceSourceOf } from "../cart-prices/goods.ts";
import type { CartLineView } from "../cart/cart-view.ts";
import { readCheckout, type CheckoutState } from "./checkout-state.ts";
import { checkoutTotals, giftCardPartOf } from "./checkout-totals.ts";
import { unitCostCentres, type CostCentreOption } from "./cost-centres.ts";
import { creditBlockPopupSeen } from "./credit-block.ts";
import { ordererOf } from "../orders/orderer.ts";
import { REPLENISHMENT_DATE_FORMATS, replenishmentAvailable } from "../../../domain/replenishment.ts";
import { storedTradeShowDelivery, type TradeShowDelivery } from "../../../domain/trade-show.ts";
import { tradeShowCountry } from "../trade-show/trade-show-delivery.ts";
import { listSavedCards, type SavedCardView } from "../saved-cards/service.ts";
import { cartShipDateRules, cartTargetsOf, type CartShipDateRules } from "./ship-date-rules.ts";

/** One cart line as the checkout summary lists it. */
export interface CheckoutLine {
  productCode: string;
  productName: string;
  materialId: number;
  colourCode: string;
  colourName: string;
  size: string;
  sizePosition: number;
  quantity: number;
  totalMinor: number | null;
  /** PREBOOKING: the delivery target the line is booked for, with its name in the page's language. */
  deliveryTarget: { code: string; year: number; name: string } | null;
}

/** What the shopper chose so far (cart_checkouts), as plain values. */
export interface CheckoutChoices {
  /** The chosen delivery address, when it is an enabled address of the shopper's book. */
  address: AddressView | null;
  paymentType: PaymentType | null;
  purchaseNumber: string;
  comment: string;
  costCentreCode: string | null;
  salesRepUid: string | null;
  requestedShipDates: RequestedShipDate[];
  /** The delivery method the order ships with (the default until one is chosen; decision 0029). */
  deliveryMethodCode: DeliveryMethodCode;
  /** The terms were completed for this checkout (decision 0024): the box starts ticked. */
  termsAccepted: boolean;
}

/** Minor units of the cart's currency. */
export interface CheckoutAmounts {
  goodsMinor: number;
  voucherDiscountMinor: number;
  paymentCostMinor: number;
  deliveryCostMinor: number;
  taxMinor: number;
  totalWithTaxMinor: number;
  /** Consumer site: the part a gift card pays, and what is left to pay by the payment type. */
  giftCardMinor: number;
  remainingMinor: number;
}

export interface CheckoutPageRead {
  /** The shopper's address book, for the address popup (decision 0023). */
  addresses: AddressView[];
  mode: BookingMode;
  currency: Currency;
  role: CheckoutRole;
  lines: CheckoutLine[];
  amounts: CheckoutAmounts;
  choices: CheckoutChoices;
  shipDateRules: CartShipDateRules;
  paymentTypes: PaymentType[];
  /** The delivery methods the cart may ship with, and their costs (decision 0029). */
  deliveryMethods: DeliveryMethod[];
  /** The user's saved cards (decision 0029), offered with card payment; empty without card payment. */
  savedCards: SavedCardView[];
  /** The unit's cost centres, offered with payment on ACCOUNT; empty when the unit has none. */
  costCentres: CostCentreOption[];
  /** Orders of users with an approver are placed for approval (account-and-ordering §6). */
  needsApproval: boolean;
  creditBlock: { blocked: boolean; popupSeen: boolean };
  purchaseNumber: { shown: boolean; required: boolean };
  /** A GCP cart's products below the programme minimum (decision 0042): the order is refused while any is. */
  programmeShortfalls: ProgrammeShortfall[];
  commentRequired: boolean;
  salesRepRequired: boolean;
  /** The wallet payment started for this checkout (decision 0025): what was asked and where it stands. */
  wallet: { status: "created" | "approved" | "cancelled"; amountMinor: number } | null;
  /** Trade-show mode (decision 0028): its delivery form replaces the address, in the site's country. */
  tradeShow: { enabled: boolean; countryIso: string; delivery: TradeShowDelivery | null };
  /** Whether the order may be made a replenishment order, and the start date's format (decision 0027). */
  replenishment: { available: boolean; dateFormat: string };
}

export type CheckoutPageResult = { ok: true; value: CheckoutPageRead } | { ok: false; failure: "signedOut" | "noCart" | "emptyCart" };

/**
 * The payment type a checkout starts with: none stored on the Japan site, whose rule asks for a
 * choice (shopping-flow §4); with the one type it offers, `paymentTypeOf` answers that one.
 */
function defaultPaymentType(ctx: RequestContext, types: readonly PaymentType[]): PaymentType | null {
  return ctx.site.id === "jp" ? null : (types[0] ?? null);
}

/**
 * Fills in what the shopper has not chosen yet with its default (decision 0024): the default
 * address of their book and the first payment type. One statement; a choice already made (by
 * another tab too) is kept, and an empty cart gets nothing.
 */
async function fillCheckoutDefaults(ctx: RequestContext, cartId: number, paymentType: PaymentType | null): Promise<void> {
  const user = ctx.user;
  if (!user) return;
  const owner = user.unitId !== null ? eq(addresses.unitId, user.unitId) : eq(addresses.userId, user.id);
  const defaultAddress = ctx.db
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(owner, eq(addresses.isDefault, true), eq(addresses.enabled, true)))
    .limit(1);
  await ctx.db
    .insert(cartCheckouts)
    .values({ cartId, deliveryAddressId: sql`(${defaultAddress})`, paymentType, updatedAt: ctx.now })
    .onConflictDoUpdate({
      target: cartCheckouts.cartId,
      set: {
        deliveryAddressId: sql`coalesce(${cartCheckouts.deliveryAddressId}, excluded.delivery_address_id)`,
        paymentType: sql`coalesce(${cartCheckouts.paymentType}, excluded.payment_type)`,
        updatedAt: sql`excluded.updated_at`,
      },
      setWhere: sql`${cartCheckouts.deliveryAddressId} is null or ${cartCheckouts.paymentType} is null`,
    });
}

/** The book's addresses and the chosen one among them (the popup's list; none for a user without a book). */
async function addressBookOf(ctx: RequestContext, checkout: CheckoutState): Promise<{ addresses: AddressView[]; chosen: AddressView | null }> {
  const book = await listAddresses(ctx);
  const list = book.ok ? book.value : [];
  const code = checkout.deliveryAddress?.code ?? null;
  return { addresses: list, chosen: list.find((a) => a.addressCode === code && a.enabled) ?? null };
}

function lineOf(line: CartLineView, language: RequestContext["language"]): CheckoutLine {
  const target =
    line.deliveryTargetCode !== null && line.deliveryYear !== null
      ? { code: line.deliveryTargetCode, year: line.deliveryYear, name: line.targetNames?.[language] ?? line.target ?? line.deliveryTargetCode }
      : null;
  return {
    productCode: line.productCode,
    productName: line.productName,
    materialId: line.materialId,
    colourCode: line.colourCode,
    colourName: line.colourName,
    size: line.size,
    sizePosition: line.sizePosition,
    quantity: line.quantity,
    totalMinor: line.totalMinor,
    deliveryTarget: target,
  };
}

async function hasLines(ctx: RequestContext, cartId: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: cartEntries.id })
    .from(cartEntries)
    .where(and(eq(cartEntries.cartId, cartId), eq(cartEntries.deleted, false), gt(cartEntries.quantity, 0)))
    .limit(1);
  return row !== undefined;
}

async function readChoicesWithDefaults(ctx: RequestContext, cart: CartRef, types: readonly PaymentType[]): Promise<CheckoutState> {
  const stored = await readCheckout(ctx.db, cart.id);
  const defaultType = defaultPaymentType(ctx, types);
  if (stored.deliveryAddress !== null && (stored.paymentType !== null || defaultType === null)) return stored;
  await fillCheckoutDefaults(ctx, cart.id, defaultType);
  return readCheckout(ctx.db, cart.id);
}

/**
 * Everything the checkout page shows (issue 5): the cart's lines and amounts, the choices made so
 * far (with defaults filled in), the ship-date rules the date picker applies, and what the
 * orderer's role, site and unit ask for. Signed out, no cart or an empty cart: the page redirects.
 */
export async function checkoutPage(ctx: RequestContext): Promise<CheckoutPageResult> {
  const user = ctx.user;
  if (!user) return { ok: false, failure: "signedOut" };
  const cart = await sessionCart(ctx);
  if (!cart.ok) return { ok: false, failure: cart.failure.kind === "signedOut" ? "signedOut" : "noCart" };
  if (!(await hasLines(ctx, cart.value.id))) return { ok: false, failure: "emptyCart" };
  // A dealer's cart is quoted before the defaults are written: the ERP failing changes nothing (decision 0048).
  if (priceSourceOf(ctx) === "quote") await quoteDealerCart(ctx, cart.value.id);
  const types = paymentTypesFor(ctx.site.id, user.kind);
  const checkout = await readChoicesWithDefaults(ctx, cart.value, types);
  const paymentType = paymentTypeOf(checkout.paymentType, types);
  const totals = await checkoutTotals(ctx, cart.value, checkout, paymentType);
  const lines = totals.money.view.lines.filter((l) => l.quantity > 0);
  if (lines.length === 0) return { ok: false, failure: "emptyCart" };
  const role = checkoutRoleOf(user.kind);
  const orderer = await ordererOf(ctx.db, user.id);
  const [shipDateRules, costCentres, book, savedCards] = await Promise.all([
    cartShipDateRules(ctx, cart.value.mode, cartTargetsOf(lines), { rapidDelivery: orderer.rapidDelivery }),
    types.includes("ACCOUNT") && orderer.unitHasCostCentres ? unitCostCentres(ctx.db, user.unitId) : Promise.resolve([]),
    addressBookOf(ctx, checkout),
    types.includes("CARD") ? listSavedCards(ctx) : Promise.resolve(null),
  ]);
  const giftCardMinor = giftCardPartOf(checkout, totals.totalWithTaxMinor);
  const blocked = orderer.creditBlocked;
  return {
    ok: true,
    value: {
      addresses: book.addresses,
      mode: cart.value.mode,
      currency: cart.value.currency,
      role,
      lines: lines.map((l) => lineOf(l, ctx.language)),
      amounts: {
        goodsMinor: totals.money.subtotalMinor,
        voucherDiscountMinor: totals.money.voucherDiscountMinor,
        paymentCostMinor: totals.paymentCostMinor,
        deliveryCostMinor: totals.deliveryCostMinor,
        taxMinor: totals.taxMinor,
        totalWithTaxMinor: totals.totalWithTaxMinor,
        giftCardMinor,
        remainingMinor: totals.totalWithTaxMinor - giftCardMinor,
      },
      choices: {
        address: book.chosen,
        paymentType,
        purchaseNumber: checkout.purchaseNumber ?? "",
        comment: checkout.comment ?? "",
        costCentreCode: checkout.costCentre?.unitId === user.unitId ? checkout.costCentre.code : null,
        salesRepUid: checkout.salesRepUid,
        requestedShipDates: checkout.requestedShipDates,
        deliveryMethodCode: totals.deliveryMethod.code,
        termsAccepted: checkout.termsAccepted,
      },
      shipDateRules,
      paymentTypes: types,
      deliveryMethods: deliveryMethodsFor(ctx.site.id, cart.value.mode),
      savedCards: savedCards?.ok ? savedCards.value : [],
      costCentres,
      needsApproval: needsApproval(orderer.approvalRule, { amountMinor: totals.totalWithTaxMinor, currency: cart.value.currency }),
      creditBlock: { blocked, popupSeen: blocked ? await creditBlockPopupSeen(ctx) : false },
      purchaseNumber: { shown: role !== "consumer", required: role !== "consumer" && isPurchaseNumberRequired(ctx.site.id) },
      programmeShortfalls: cart.value.mode === "GCP" ? programmeShortfalls(lines) : [],
      commentRequired: isCheckoutCommentRequired(role, ctx.site.id, ctx.tradeShow),
      salesRepRequired: role === "promo",
      wallet: checkout.wallet ? { status: checkout.wallet.status, amountMinor: checkout.wallet.amountMinor } : null,
      tradeShow: {
        enabled: ctx.tradeShow ?? false,
        countryIso: tradeShowCountry(ctx),
        delivery: ctx.tradeShow ? storedTradeShowDelivery(checkout.tradeShowDelivery, tradeShowCountry(ctx)) : null,
      },
      replenishment: {
        available: replenishmentAvailable({ siteId: ctx.site.id, kind: user.kind, mode: cart.value.mode, tradeShow: ctx.tradeShow ?? false }),
        dateFormat: REPLENISHMENT_DATE_FORMATS[ctx.site.id],
      },
    },
  };
}
