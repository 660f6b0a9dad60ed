/** Tracking rules of service-and-support §4–§5 (e-commerce data layer). */

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

export type DataLayerEvent =
  | CartTrackingEvent
  | { event: "view_item_list"; ecommerce: { item_list_id: string; item_list_name: string; items: TrackedProduct[] } }
  | { event: "select_item"; ecommerce: { items: TrackedProduct[] } }
  | { event: "view_item"; ecommerce: { currency: string; value: number | null; items: TrackedProduct[] } }
  | { event: "search"; search_term: string }
  /** A tracked form (the registration form) was submitted; it is sent once the tracker is done. */
  | { event: "form_submit"; form_id: string };
