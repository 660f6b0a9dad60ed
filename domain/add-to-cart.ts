/**
 * The product page's add-to-cart outcome as it travels in the page's URL after a form post
 * without script (decision 0018, "Product page, mini cart and data layer"): the server answers
 * 303 to the product page with `?cart={outcome}&added={units}` (and `target` for a closed
 * booking window), and the page shows the matching message.
 */
/** The line statuses of `cart-lines.ts` first, then the refusals. */
export const ADD_TO_CART_OUTCOMES = [
  "success",
  "lowStock",
  "noStock",
  "maxOrderQuantityExceeded",
  /** No size had a quantity. */
  "needQuantity",
  /** PREBOOKING: the chosen delivery target's window is not open. */
  "windowClosed",
  /** A custom-programme product outside GCP mode. */
  "gcpOnly",
  /** Another product in GCP mode. */
  "notGcp",
  /** The account has no cart (sales rep or agent acting for nobody). */
  "noCart",
  /** Anything else the server refused (unreadable quantities, another tab's change). */
  "failed",
] as const;

export type AddToCartOutcome = (typeof ADD_TO_CART_OUTCOMES)[number];

const OUTCOME_PARAM = "cart";
const ADDED_PARAM = "added";
const TARGET_PARAM = "target";

export function isAddToCartOutcome(value: unknown): value is AddToCartOutcome {
  return typeof value === "string" && (ADD_TO_CART_OUTCOMES as readonly string[]).includes(value);
}

export interface AddToCartResult {
  outcome: AddToCartOutcome;
  /** Units added. */
  added: number;
  /** "SPRING-2027" for `windowClosed`. */
  target?: string | null;
}

/** `path` (a same-site path, possibly with a query) with the outcome put in its query, replacing an earlier one. */
export function withAddToCartResult(path: string, result: AddToCartResult): string {
  const [pathname = "/", query = ""] = path.split("?", 2);
  const params = new URLSearchParams(query);
  for (const name of [OUTCOME_PARAM, ADDED_PARAM, TARGET_PARAM]) params.delete(name);
  params.set(OUTCOME_PARAM, result.outcome);
  params.set(ADDED_PARAM, String(Math.max(0, Math.trunc(result.added))));
  if (result.target) params.set(TARGET_PARAM, result.target);
  return `${pathname}?${params}`;
}

/** The outcome a page URL carries, or null (also for anything unknown or malformed). */
export function readAddToCartResult(params: URLSearchParams): AddToCartResult | null {
  const outcome = params.get(OUTCOME_PARAM);
  if (!isAddToCartOutcome(outcome)) return null;
  const added = /^\d{1,6}$/.test(params.get(ADDED_PARAM) ?? "") ? Number(params.get(ADDED_PARAM)) : 0;
  const target = params.get(TARGET_PARAM);
  return { outcome, added, target: target && /^[A-Z0-9_-]{1,40}-\d{4}$/.test(target) ? target : null };
}

/** The page URL without an earlier outcome (what the form sends back as its `redirect`). */
export function withoutAddToCartResult(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  for (const name of [OUTCOME_PARAM, ADDED_PARAM, TARGET_PARAM]) params.delete(name);
  return params.size > 0 ? `${pathname}?${params}` : pathname;
}
