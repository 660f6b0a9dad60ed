/**
 * Payment types per site and account, what each costs, and the tax on an order (decision 0022).
 * `POST {context}/checkout/payment/{paymentType}` answers with these, and placing the order
 * charges the same amounts, so the page and the order cannot disagree.
 */
import type { AccountKind } from "./account-kinds.ts";
import type { SiteId } from "./sites.ts";

export const PAYMENT_TYPES = ["CARD", "WALLET", "ACCOUNT"] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export function isPaymentType(value: string): value is PaymentType {
  return (PAYMENT_TYPES as readonly string[]).includes(value);
}

/**
 * Consumers pay by card or wallet (gift cards are a part payment on top). B2B accounts pay on
 * account (with a cost centre where their unit has some) or by card; the Japan site pays by card
 * through the token provider only, as the spec's Japan checkout has no account payment.
 */
export function paymentTypesFor(siteId: SiteId, kind: AccountKind): PaymentType[] {
  if (siteId === "b2c" || kind === "consumer") return ["CARD", "WALLET"];
  if (siteId === "jp") return ["CARD"];
  return ["ACCOUNT", "CARD"];
}

/**
 * The payment type an order pays with: the one chosen when this account may use it here, else the
 * only one offered (there is nothing to choose: the Japan site's card), else none yet.
 */
export function paymentTypeOf(chosen: string | null, offered: readonly PaymentType[]): PaymentType | null {
  if (chosen !== null && isPaymentType(chosen) && offered.includes(chosen)) return chosen;
  return offered.length === 1 ? offered[0]! : null;
}

/** A fee per payment type, minor units; none today, kept as data so a fee is a one-line change. */
const PAYMENT_COST_MINOR: Record<PaymentType, number> = { CARD: 0, WALLET: 0, ACCOUNT: 0 };

export function paymentCostMinor(type: PaymentType): number {
  return PAYMENT_COST_MINOR[type];
}

/** Basis points. B2B orders in the US are for resale (exempt); Japan 10 % consumption tax; Mexico 16 % IVA. */
const SITE_TAX_BP: Record<Exclude<SiteId, "b2c">, number> = { us: 0, jp: 1000, mx: 1600 };

/** Consumer orders: state sales tax by the delivery address's state (a simplified table; others 0). */
export const US_STATE_TAX_BP: Readonly<Record<string, number>> = {
  "US-CA": 725,
  "US-CO": 290,
  "US-IL": 625,
  "US-MA": 625,
  "US-ME": 550,
  "US-NY": 400,
  "US-TX": 625,
  "US-WA": 650,
  "US-OR": 0,
};

export function taxRateBp(siteId: SiteId, regionIso: string | null): number {
  if (siteId === "b2c") return (regionIso && US_STATE_TAX_BP[regionIso]) || 0;
  return SITE_TAX_BP[siteId];
}

/** Tax on the taxable amount (goods after discounts, the payment fee and delivery), rounded half up to the minor unit. */
export function taxMinor(taxableMinor: number, rateBp: number): number {
  if (taxableMinor <= 0 || rateBp <= 0) return 0;
  return Math.floor((taxableMinor * rateBp + 5_000) / 10_000);
}

export interface OrderCharges {
  paymentCostMinor: number;
  /** The delivery method's cost (domain/delivery-methods.ts). */
  deliveryCostMinor: number;
  taxMinor: number;
  totalWithTaxMinor: number;
}

/**
 * What an order costs in all: goods after vouchers, the payment fee, the delivery cost and the
 * tax on all three (delivery is taxed like the goods it brings: decision 0029).
 */
export function orderCharges(goodsAfterDiscountMinor: number, type: PaymentType | null, rateBp: number, deliveryCostMinor = 0): OrderCharges {
  const fee = type ? paymentCostMinor(type) : 0;
  const taxable = goodsAfterDiscountMinor + fee + deliveryCostMinor;
  const tax = taxMinor(taxable, rateBp);
  return { paymentCostMinor: fee, deliveryCostMinor, taxMinor: tax, totalWithTaxMinor: taxable + tax };
}
