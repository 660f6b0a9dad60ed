/** Tracking rules of service-and-support §4–§5 (e-commerce data layer). */
import { toAnalyticsNumber } from "./money.ts";
import type { Currency } from "./sites.ts";

/** How long a held product click waits for the tracker before navigating anyway. */
export const TRACKING_FALLBACK_MS = 200;

/** The product code of a product link: the last segment of its path, or null. */
export function productCodeFromHref(href: string): string | null {
  let path: string;
  try {
    path = new URL(href, "http://x").pathname;
  } catch {
    return null;
  }
  const segments = path.split("/").filter(Boolean);
  const last = segments.at(-1);
  return last ? decodeURIComponent(last) : null;
}

/**
 * Runs `action` once: on the first call of the returned `done`, or after `fallbackMs`,
 * whichever comes first (the navigation after a tracked click must happen exactly once).
 */
export function onceWithFallback<Handle>(
  action: () => void,
  fallbackMs: number,
  timers: { set: (fn: () => void, ms: number) => Handle; clear: (id: Handle) => void },
): () => void {
  let fired = false;
  const fire = () => {
    if (fired) return;
    fired = true;
    timers.clear(timer);
    action();
  };
  const timer = timers.set(fire, fallbackMs);
  return fire;
}

export interface TrackedProduct {
  item_id: string;
  item_name: string;
  price: number | null;
  currency: string;
  item_brand: string;
  item_category: string;
  item_variant: string | null;
}

/** A product with the quantity added or removed (cart events). */
export interface TrackedCartItem extends TrackedProduct {
  quantity: number;
}

export type CartTrackingEvent = {
  event: "add_to_cart" | "remove_from_cart";
  ecommerce: { currency: string; value: number; items: TrackedCartItem[] };
};

/** A cart line and the units it gained or lost, as the cart events describe it. */
export interface CartTrackingLine {
  /** Base product code (GA4 item_id). */
  code: string;
  name: string;
  /** Unit price in minor units of the cart's currency; null when not known. */
  unitPriceMinor: number | null;
  /** Product type (headwear, apparel); "" when not known. */
  category: string;
  /** The size (GA4 item_variant). */
  size: string | null;
  quantity: number;
}

/**
 * The GA4 `add_to_cart` / `remove_from_cart` event for changed lines: one item per line that
 * changed by at least one unit; `value` is the sum of price × quantity (unknown prices count 0).
 * The server builds `cartAnalyticsData` with it and the cart page its removals.
 */
export function cartTrackingEvent(event: CartTrackingEvent["event"], currency: Currency, lines: readonly CartTrackingLine[]): CartTrackingEvent {
  const changed = lines.filter((l) => l.quantity > 0);
  const items = changed.map(
    (l): TrackedCartItem => ({
      item_id: l.code,
      item_name: l.name,
      price: l.unitPriceMinor === null ? null : toAnalyticsNumber({ amount: l.unitPriceMinor, currency }),
      currency,
      item_brand: "Brim",
      item_category: l.category,
      item_variant: l.size,
      quantity: l.quantity,
    }),
  );
  const valueMinor = changed.reduce((sum, l) => sum + (l.unitPriceMinor ?? 0) * l.quantity, 0);
  return { event, ecommerce: { currency, value: toAnalyticsNumber({ amount: valueMinor, currency }), items } };
}

/** GA4 `purchase`, pushed once by the order confirmation page. */
export type PurchaseEvent = {
  event: "purchase";
  ecommerce: { transaction_id: string; currency: string; value: number; tax: number; shipping: number; items: TrackedCartItem[] };
};

export type DataLayerEvent =
  | CartTrackingEvent
  | PurchaseEvent
  | { event: "view_item_list"; ecommerce: { item_list_id: string; item_list_name: string; items: TrackedProduct[] } }
  | { event: "select_item"; ecommerce: { items: TrackedProduct[] } }
  | { event: "view_item"; ecommerce: { currency: string; value: number | null; items: TrackedProduct[] } }
  | { event: "search"; search_term: string }
  /** A tracked form (the registration form) was submitted; it is sent once the tracker is done. */
  | { event: "form_submit"; form_id: string };
