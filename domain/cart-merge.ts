/**
 * What merging a visitor's basket into the customer's cart did (decision 0041), and how it
 * travels to the page after sign-in: `?basketAdded=&basketReduced=&basketDropped=` on the target.
 * Counts are lines (a size of a product): added (in full or reduced), reduced (less than asked,
 * capped by the stock rules of add to cart), dropped (nothing could be added).
 */
export interface CartMergeResult {
  /** Lines of the basket that reached the cart, fully or reduced. */
  added: number;
  /** Of those, lines that got less than the basket held (stock left, maximum order quantity). */
  reduced: number;
  /** Lines of which nothing could be added (out of stock). */
  dropped: number;
}

/** One basket line: what it held, and what the add-to-cart rules let into the cart. */
export interface MergedLine {
  requested: number;
  added: number;
}

export function summariseMerge(lines: readonly MergedLine[]): CartMergeResult {
  let added = 0;
  let reduced = 0;
  let dropped = 0;
  for (const line of lines) {
    if (line.requested <= 0) continue;
    if (line.added <= 0) dropped += 1;
    else {
      added += 1;
      if (line.added < line.requested) reduced += 1;
    }
  }
  return { added, reduced, dropped };
}

const PARAMS = { added: "basketAdded", reduced: "basketReduced", dropped: "basketDropped" } as const;

/** `path` (a same-site path, possibly with a query) with the merge result in its query; unchanged when nothing was merged. */
export function withCartMergeResult(path: string, result: CartMergeResult | null): string {
  if (!result || result.added + result.dropped === 0) return path;
  const [pathname = "/", query = ""] = path.split("?", 2);
  const params = new URLSearchParams(query);
  for (const key of ["added", "reduced", "dropped"] as const) {
    params.delete(PARAMS[key]);
    if (result[key] > 0 || key === "added") params.set(PARAMS[key], String(result[key]));
  }
  return `${pathname}?${params}`;
}

function count(params: URLSearchParams, name: string): number | null {
  const value = params.get(name);
  if (value === null) return 0;
  return /^\d{1,4}$/.test(value) ? Number(value) : null;
}

/** The merge result a page URL carries, or null (absent, malformed or inconsistent). */
export function readCartMergeResult(params: URLSearchParams): CartMergeResult | null {
  if (!params.has(PARAMS.added)) return null;
  const added = count(params, PARAMS.added);
  const reduced = count(params, PARAMS.reduced);
  const dropped = count(params, PARAMS.dropped);
  if (added === null || reduced === null || dropped === null || reduced > added || added + dropped === 0) return null;
  return { added, reduced, dropped };
}

type MergeKey = "guestCart.merged.added" | "guestCart.merged.reduced" | "guestCart.merged.dropped" | "guestCart.merged.separator" | "guestCart.merged.end";

/** The notice after a merge: "2 items from your basket were added to your cart; 1 was reduced to the stock available." */
export function cartMergeMessage(t: (key: MergeKey, params?: { count: number }) => string, result: CartMergeResult): string {
  const parts = [t("guestCart.merged.added", { count: result.added })];
  if (result.reduced > 0) parts.push(t("guestCart.merged.reduced", { count: result.reduced }));
  if (result.dropped > 0) parts.push(t("guestCart.merged.dropped", { count: result.dropped }));
  return parts.join(t("guestCart.merged.separator")) + t("guestCart.merged.end");
}
