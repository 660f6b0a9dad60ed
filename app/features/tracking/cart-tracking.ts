import { type CartTrackingEvent, type CartTrackingLine, cartTrackingEvent } from "#domain/tracking.ts";
import type { Currency } from "#domain/sites.ts";
import { pushDataLayer } from "./data-layer.ts";

/** Pushes the `cartAnalyticsData` an add-to-cart answer carries (nothing when nothing was added). */
export function pushCartAnalytics(event: CartTrackingEvent | null | undefined): void {
  if (event && event.ecommerce.items.length > 0) pushDataLayer(event);
}

/** A cart JSON entry (decision 0018) as the cart events describe it. */
export interface TrackedCartEntry {
  product: { baseProductCode: string; name: string; size: string };
  quantity: number;
  basePrice: { value: number } | null;
}

/** The tracking line of a cart entry that lost `quantity` units (all of them by default). */
export function trackingLineOf(entry: TrackedCartEntry, quantity = entry.quantity): CartTrackingLine {
  return { code: entry.product.baseProductCode, name: entry.product.name, unitPriceMinor: entry.basePrice?.value ?? null, category: "", size: entry.product.size, quantity };
}

/**
 * The cart page's removals: pushes `remove_from_cart` with the removed lines (e.g.
 * `pushRemoveFromCart(cart.currency, removed.map((e) => trackingLineOf(e)))`).
 */
export function pushRemoveFromCart(currency: Currency, lines: readonly CartTrackingLine[]): void {
  pushCartAnalytics(cartTrackingEvent("remove_from_cart", currency, lines));
}
