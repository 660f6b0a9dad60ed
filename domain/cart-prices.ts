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
 * Where a cart's line prices come from (decisions 0019, 0043 and 0048):
 * - `quote`: dealers skip the asynchronous account price update; each cart line carries the
 *   dealer's net unit price, quoted from the ERP pricing port for the line's quantity when the
 *   line is first read after a change, stored, and charged on the order (one price from the
 *   product page to the order);
 * - `list`: consumers and users without a customer unit have no account prices at all;
 * - `erp`: everyone else gets net prices from the ERP through the price job.
 * Hidden prices (`pricesHidden`: cannot see, or switched off) change nothing here: hiding is only
 * display (amounts read N/A), so a buyer pays the same figure whether prices are shown or not.
 */
export type CartPriceSource = "erp" | "quote" | "list";

export function cartPriceSource(user: { kind: AccountKind; unitId: number | null }, b2bSite: boolean): CartPriceSource {
  if (!b2bSite || user.unitId === null || user.kind === "consumer") return "list";
  return user.kind === "dealer" ? "quote" : "erp";
}

/** Sources whose line prices are stored per cart version (`cart_price_runs`) and read by every total. */
export function usesStoredPrices(source: CartPriceSource): boolean {
  return source === "erp" || source === "quote";
}

/** Corporate accounts see prices and discounts per product (aggregatedEntries), not only per line. */
export function showsAggregatedPrices(kind: AccountKind): boolean {
  return kind === "corporate";
}
