/**
 * The order form (service-and-support §2, §4, §5, §7; decision 0059): search by keyword or by
 * product ids, check products, and order them from one grid.
 *
 * - Product ids typed for the search: everything except letters, digits, space, comma, period,
 *   hyphen and underscore is stripped (§5); the ids are the words between spaces and commas.
 * - The checked product ids (product codes) are kept in session storage (§4), at most
 *   `maxProducts` of them (configured, default 50).
 * - "Create order form" is enabled with at least one checked id; "Add to cart" while the total
 *   item count is above 0 (§4).
 */

/** Longest product-ids text read (a pasted list of about 100 ids). */
export const PRODUCT_IDS_MAX_LENGTH = 2000;
/** Most ids one id search looks up. */
export const PRODUCT_IDS_MAX_COUNT = 100;
/** The keyword search's longest text, as the header search. */
export const KEYWORD_MAX_LENGTH = 200;
/** A product code as the catalogue writes it; anything else in a stored or posted list is dropped. */
const PRODUCT_CODE = /^[A-Za-z0-9_-]{1,40}$/;

/** The session storage key of the checked ids, one per site (their catalogues differ in prices and sites). */
export function checkedIdsStorageKey(contextPath: string): string {
  return `brim.orderForm.checked:${contextPath}`;
}

/** §5: keeps letters, digits, space, comma, period, hyphen and underscore; cut at the length read. */
export function sanitizeProductIds(raw: string): string {
  return raw.replace(/[^\p{L}\p{N} ,._-]+/gu, "").slice(0, PRODUCT_IDS_MAX_LENGTH);
}

/** The ids of a sanitised text: split at spaces and commas, repeats dropped, at most `max`. */
export function productIdTokens(raw: string, max = PRODUCT_IDS_MAX_COUNT): string[] {
  const words = sanitizeProductIds(raw)
    .split(/[\s,]+/)
    .map((w) => w.trim())
    .filter((w) => w !== "" && w.length <= 40);
  return [...new Set(words)].slice(0, max);
}

/** The checked product codes of a URL or storage list: well formed, no repeats, at most `max`. */
export function parseCheckedIds(values: readonly unknown[], max: number): string[] {
  const codes = values.filter((v): v is string => typeof v === "string" && PRODUCT_CODE.test(v));
  return [...new Set(codes)].slice(0, max);
}

/** Checks or unchecks `code`; a new check past `max` is refused (the list stays as it was). */
export function toggleCheckedId(checked: readonly string[], code: string, on: boolean, max: number): string[] {
  const without = checked.filter((c) => c !== code);
  if (!on) return without;
  if (checked.includes(code)) return [...checked];
  return checked.length >= max ? [...checked] : [...checked, code];
}

/** §4: "Create order form" with at least one checked id (and no more than the form takes). */
export function canCreateOrderForm(checkedCount: number, max: number): boolean {
  return checkedCount >= 1 && checkedCount <= max;
}

/** §4: "Add to cart" while the total item count is above 0, and not while an add is on its way. */
export function canAddOrderForm(totalItems: number, pending: boolean): boolean {
  return totalItems > 0 && !pending;
}

/** One product of the grid: its unit price (null: not shown) and the quantity typed per size. */
export interface OrderFormTotalsInput {
  unitPriceMinor: number | null;
  quantities: readonly number[];
}

export interface OrderFormTotals {
  items: number;
  /** Sum over the products with a price; `priced` false when some product with items has none. */
  amountMinor: number;
  priced: boolean;
}

/** Items and amount of the grid: quantity × unit price per product, summed. */
export function orderFormTotals(products: readonly OrderFormTotalsInput[]): OrderFormTotals {
  let items = 0;
  let amountMinor = 0;
  let priced = true;
  for (const p of products) {
    const count = p.quantities.reduce((sum, q) => sum + q, 0);
    items += count;
    if (count === 0) continue;
    if (p.unitPriceMinor === null) priced = false;
    else amountMinor += count * p.unitPriceMinor;
  }
  return { items, amountMinor, priced };
}
