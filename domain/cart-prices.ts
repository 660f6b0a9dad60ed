import type { AccountKind } from "./account-kinds.ts";

/**
 * Customer prices of a cart (decision 0019), shared by the page, which polls, and the server,
 * which prices through the ERP job.
 */

/** States of a cart price update (`POST {context}/cart/updatePrices`). */
export const PRICE_UPDATE_STATUSES = ["IN_PROGRESS", "COMPLETED", "FAILED"] as const;
export type PriceUpdateStatus = (typeof PRICE_UPDATE_STATUSES)[number];

/** The page asks again this often while the status is IN_PROGRESS (account-and-ordering §4)… */
export const PRICE_POLL_INTERVAL_MS = 1_000;
/** …and treats the update as failed after this long without a final answer. */
export const PRICE_POLL_TIMEOUT_MS = 10_000;

export interface DeliveryTargetRef {
  code: string;
  year: number;
}

/** "SPRING-2027" for a PREBOOKING line, null for STOCK and GCP lines. */
export function deliveryTargetKey(target: DeliveryTargetRef | null): string | null {
  return target ? `${target.code}-${target.year}` : null;
}

/**
 * A priced line is one material on one delivery target (all its sizes together): that is the
 * ERP's order line, and its quantity decides the quantity scale.
 */
export function priceLineKey(materialId: number, target: DeliveryTargetRef | null): string {
  return `${materialId}|${deliveryTargetKey(target) ?? ""}`;
}

/**
 * Where a cart's line prices come from (decision 0019):
 * - `list`: dealers skip account price updates (their cart and totals stay at list price, the
 *   ERP settles their terms on the order); consumers and users without a customer unit have no
 *   account prices at all;
 * - `hidden`: the user cannot see customer prices or switched them off: nothing is asked of the
 *   ERP and customer amounts read N/A;
 * - `erp`: everyone else gets net prices from the ERP through the price job.
 */
export type CartPriceSource = "erp" | "list" | "hidden";

export function cartPriceSource(user: { kind: AccountKind; unitId: number | null; pricesHidden: boolean }, b2bSite: boolean): CartPriceSource {
  if (!b2bSite || user.unitId === null || user.kind === "consumer" || user.kind === "dealer") return "list";
  return user.pricesHidden ? "hidden" : "erp";
}

/**
 * Dealers' carts and checkouts are at list price while their own terms are applied when the ERP
 * prices the order (decision 0019): the cart and checkout totals say so, so the amount a dealer
 * sees there is never mistaken for what the order will cost them.
 */
export function dealerTermsOnOrder(kind: AccountKind, b2bSite: boolean): boolean {
  return b2bSite && kind === "dealer";
}

/** Corporate accounts see prices and discounts per product (aggregatedEntries), not only per line. */
export function showsAggregatedPrices(kind: AccountKind): boolean {
  return kind === "corporate";
}
