/**
 * Product carousels (spec shopping-flow §4, §9; issue 3 "Product carousels, lazy").
 * Widths are CSS pixels of the window.
 *
 * Mode by total item count: 5 or fewer static, 6–15 looping, more loaded in chunks.
 * Chunked carousels load the first 10 items, then 5 at a time when 2 or fewer loaded items are
 * left beyond the view (the "left threshold").
 */

export const STATIC_MAX_ITEMS = 5;
export const LOOP_MAX_ITEMS = 15;
export const INITIAL_LOAD = 10;
export const CHUNK = 5;
export const LEFT_THRESHOLD = 2;
export const SWIPE_MIN_MOVE_PX = 20;
/** The spec lists two autoplay timeouts without saying which carousel uses which. */
export const AUTOPLAY_TIMEOUT_MS = 2500;
export const AUTOPLAY_TIMEOUT_SHORT_MS = 2000;
export const DEALER_CAROUSEL_MIN_ITEMS = 5;
export const DEALER_CAROUSEL_MAX_ITEMS = 9;

export type CarouselMode = "static" | "loop" | "chunked";

export function carouselMode(total: number): CarouselMode {
  if (total <= STATIC_MAX_ITEMS) return "static";
  if (total <= LOOP_MAX_ITEMS) return "loop";
  return "chunked";
}

/** Range of the first request: chunked carousels load 10, the others load everything. */
export function initialRange(total: number): number {
  const count = Math.max(0, Math.trunc(total));
  return carouselMode(count) === "chunked" ? INITIAL_LOAD : count;
}

export type CarouselVariant = "default" | "narrow" | "related" | "fitGuide";

/** Window widths from which each step applies (the fit guide uses the same 640 / 1024 breaks). */
export const CAROUSEL_BREAKPOINTS = [0, 640, 1024] as const;

/**
 * Items per view at the breakpoints 0 / 640 / 1024. The spec gives "4 in a narrow column" and
 * "3 for related products" as the desktop count only; below desktop they follow the default.
 */
export const ITEMS_PER_VIEW: Record<CarouselVariant, readonly [number, number, number]> = {
  default: [1, 3, 5],
  narrow: [1, 3, 4],
  related: [1, 3, 3],
  fitGuide: [3, 6, 8],
};

/** A product page's reference carousels: same team (related) and same silhouette (fit guide). */
export const REFERENCE_TYPES = ["RELATED", "FIT_GUIDE"] as const;
export type ReferenceType = (typeof REFERENCE_TYPES)[number];

/** Which row of ITEMS_PER_VIEW each kind of reference carousel uses. */
export const REFERENCE_CAROUSEL_VARIANT: Record<ReferenceType, CarouselVariant> = {
  RELATED: "related",
  FIT_GUIDE: "fitGuide",
};

/**
 * A product's reference carousel holds at most this many products (the first by id): enough
 * for chunked loading, and the page never counts thousands of same-silhouette products.
 */
export const REFERENCE_CAROUSEL_MAX_ITEMS = 40;

export function itemsPerView(width: number, variant: CarouselVariant = "default"): number {
  const [small, medium, large] = ITEMS_PER_VIEW[variant];
  if (width >= CAROUSEL_BREAKPOINTS[2]) return large;
  if (width >= CAROUSEL_BREAKPOINTS[1]) return medium;
  return small;
}

/** Dealer carousel layout classes: item count clamped to 5–9. */
export function dealerCarouselClamp(count: number): number {
  const whole = Number.isFinite(count) ? Math.trunc(count) : DEALER_CAROUSEL_MIN_ITEMS;
  return Math.min(DEALER_CAROUSEL_MAX_ITEMS, Math.max(DEALER_CAROUSEL_MIN_ITEMS, whole));
}

/** Window widths from which each dealer step applies: the carousel breakpoints and 1280 px. */
export const DEALER_CAROUSEL_BREAKPOINTS = [0, 640, 1024, 1280] as const;

/**
 * Most dealer cards in view from each of DEALER_CAROUSEL_BREAKPOINTS (decision 0044). The page is
 * at most 80rem wide, so 9 cards were 124 px and names (up to about 60 characters) wrapped over
 * 5–8 lines; with names at 14 px a card of 236 px or more keeps every seeded name within 2
 * lines, which allows 1 card on a phone, 2 from 640 px, 3 from 1024 px and 4 from 1280 px.
 */
export const DEALER_ITEMS_PER_VIEW_CAP: readonly [number, number, number, number] = [1, 2, 3, 4];

/** A dealer carousel's cards in view at a window width: the 5–9 layout class, capped by the width. */
export function dealerItemsPerView(width: number, total: number): number {
  let step = 0;
  DEALER_CAROUSEL_BREAKPOINTS.forEach((from, i) => {
    if (width >= from) step = i;
  });
  return Math.min(dealerCarouselClamp(total), DEALER_ITEMS_PER_VIEW_CAP[step] ?? 1);
}

/**
 * Cards in view from 0 / 640 / 1024 / 1280 px: a variant's row of ITEMS_PER_VIEW (the same from
 * 1280 as from 1024), or the dealer steps for a dealer's carousel of `dealerTotal` items.
 */
export function perViewSteps(variant: CarouselVariant, dealerTotal: number | null): [number, number, number, number] {
  if (dealerTotal !== null) {
    const [s, m, l, xl] = DEALER_CAROUSEL_BREAKPOINTS.map((width) => dealerItemsPerView(width, dealerTotal));
    return [s ?? 1, m ?? 1, l ?? 1, xl ?? 1];
  }
  const [small, medium, large] = ITEMS_PER_VIEW[variant];
  return [small, medium, large, large];
}

export interface ChunkPosition {
  /** Items loaded so far (they are indexes 0 … loaded - 1). */
  loaded: number;
  total: number;
  /** Index of the first visible item. */
  currentIndex: number;
  /** Items in view; default 1. */
  visible?: number;
}

export interface ChunkRequest {
  start: number;
  range: number;
}

/**
 * The next lazy request, or null when nothing needs loading yet (or everything is loaded).
 * Loads when the loaded items left beyond the view (loaded - currentIndex - visible) are at most
 * LEFT_THRESHOLD: with 10 loaded and one item in view, moving to index 7 loads items 10–14.
 */
export function nextChunk({ loaded, total, currentIndex, visible = 1 }: ChunkPosition): ChunkRequest | null {
  if (loaded >= total) return null;
  const left = loaded - currentIndex - Math.max(1, visible);
  if (left > LEFT_THRESHOLD) return null;
  return { start: loaded, range: Math.min(CHUNK, total - loaded) };
}

export type SwipeDirection = "next" | "previous";

/** A horizontal move of at least 20 px is a swipe; moving the finger left shows the next items. */
export function swipeDirection(deltaX: number): SwipeDirection | null {
  if (Math.abs(deltaX) < SWIPE_MIN_MOVE_PX) return null;
  return deltaX < 0 ? "next" : "previous";
}

/** Where a carousel's items come from: a content component, or a product's references. */
export type CarouselSource =
  | { kind: "component"; componentUid: string }
  | { kind: "references"; productCode: string; referenceTypes: readonly ReferenceType[] };

/** The part of the lazy carousel request that names the source (a plain string, stable across renders). */
export function carouselSourceQuery(source: CarouselSource): string {
  const query: Record<string, string> =
    source.kind === "component"
      ? { componentUid: source.componentUid }
      : { productCode: source.productCode, referenceTypes: source.referenceTypes.join(",") };
  return new URLSearchParams(query).toString();
}

/** The whole query string of the lazy carousel endpoint for one window of a source. */
export function carouselQuery(source: CarouselSource | string, window: ChunkRequest, displayProductTitles: boolean): string {
  const query = new URLSearchParams(typeof source === "string" ? source : carouselSourceQuery(source));
  query.set("displayProductTitles", String(displayProductTitles));
  query.set("start", String(window.start));
  query.set("range", String(window.range));
  return query.toString();
}
