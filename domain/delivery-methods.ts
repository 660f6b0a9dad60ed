/**
 * Delivery methods at checkout (service-and-support §2 "a delivery method form"; decision 0029).
 * Standard delivery is included in the prices on every site; Express is a surcharge per site, in
 * the site's currency (minor units). Express is offered for STOCK carts only: prebooked and
 * custom-programme (GCP) goods ship when they are made, so a faster carrier would not bring them
 * sooner. The checkout page lists these; the server refuses any other code and charges the same.
 */
import type { BookingMode } from "./booking-modes.ts";
import type { Currency, SiteId } from "./sites.ts";

export const DELIVERY_METHOD_CODES = ["STANDARD", "EXPRESS"] as const;
export type DeliveryMethodCode = (typeof DELIVERY_METHOD_CODES)[number];

/** What a shopper gets when they have not chosen. */
export const DEFAULT_DELIVERY_METHOD: DeliveryMethodCode = "STANDARD";

export interface DeliveryMethod {
  code: DeliveryMethodCode;
  costMinor: number;
  currency: Currency;
  /** Business days in transit after the goods leave the warehouse (shown with the method). */
  transitDays: { min: number; max: number };
}

const TRANSIT_DAYS: Record<DeliveryMethodCode, { min: number; max: number }> = {
  STANDARD: { min: 3, max: 5 },
  EXPRESS: { min: 1, max: 2 },
};

/** Express surcharge per site: consumers $14.95; trade customers $25.00, ¥1,500, MX$350.00. */
const EXPRESS_COST: Record<SiteId, { costMinor: number; currency: Currency }> = {
  b2c: { costMinor: 1_495, currency: "USD" },
  us: { costMinor: 2_500, currency: "USD" },
  jp: { costMinor: 1_500, currency: "JPY" },
  mx: { costMinor: 35_000, currency: "MXN" },
};

export function isDeliveryMethodCode(value: string): value is DeliveryMethodCode {
  return (DELIVERY_METHOD_CODES as readonly string[]).includes(value);
}

function methodOf(siteId: SiteId, code: DeliveryMethodCode): DeliveryMethod {
  const express = EXPRESS_COST[siteId];
  return { code, costMinor: code === "EXPRESS" ? express.costMinor : 0, currency: express.currency, transitDays: TRANSIT_DAYS[code] };
}

/** The methods a cart of `mode` on `siteId` may choose, cheapest first. */
export function deliveryMethodsFor(siteId: SiteId, mode: BookingMode): DeliveryMethod[] {
  const codes: DeliveryMethodCode[] = mode === "STOCK" ? ["STANDARD", "EXPRESS"] : ["STANDARD"];
  return codes.map((code) => methodOf(siteId, code));
}

/**
 * The method an order ships with: the stored choice when the cart may still use it, else the
 * default. A choice that is no longer offered is never charged.
 */
export function effectiveDeliveryMethod(siteId: SiteId, mode: BookingMode, stored: string | null): DeliveryMethod {
  const offered = deliveryMethodsFor(siteId, mode);
  return offered.find((m) => m.code === stored) ?? methodOf(siteId, DEFAULT_DELIVERY_METHOD);
}
