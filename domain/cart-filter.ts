/**
 * The cart filter string (shopping-flow §3, §9): filters joined by "|", a filter's name and its
 * values joined by ":", values joined by ",". `materialId:300012|productType:headwear,apparel`.
 * Parsing drops unknown names, empty values and repeats, so any string from a URL is safe.
 */

export const CART_FILTER_SEPARATORS = { filters: "|", nameValues: ":", values: "," } as const;

export const CART_FILTER_NAMES = ["materialId", "productType", "league", "status"] as const;
export type CartFilterName = (typeof CART_FILTER_NAMES)[number];

export const PRODUCT_TYPES = ["headwear", "apparel"] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Filter by material id: digits only, applied from 3 digits, at most 20 by default (§5, §9). */
export const MATERIAL_ID_FILTER_MIN_LENGTH = 3;
export const MATERIAL_ID_FILTER_DEFAULT_MAX_LENGTH = 20;

export type CartFilters = Partial<Record<CartFilterName, string[]>>;

const VALUE_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;
const MAX_VALUES = 20;

function isFilterName(name: string): name is CartFilterName {
  return (CART_FILTER_NAMES as readonly string[]).includes(name);
}

/** What the filter-by-id input keeps of the typed text: digits only, cut at `maxLength`. */
export function sanitizeMaterialIdFilter(raw: string, maxLength = MATERIAL_ID_FILTER_DEFAULT_MAX_LENGTH): string {
  return raw.replace(/\D+/g, "").slice(0, maxLength);
}

/** The id filter applies only from 3 digits; shorter text shows every line. */
export function materialIdFilterActive(text: string): boolean {
  return text.length >= MATERIAL_ID_FILTER_MIN_LENGTH;
}

export function parseCartFilter(text: string | null | undefined, maxIdLength = MATERIAL_ID_FILTER_DEFAULT_MAX_LENGTH): CartFilters {
  const filters: CartFilters = {};
  if (!text) return filters;
  for (const part of text.slice(0, 2000).split(CART_FILTER_SEPARATORS.filters)) {
    const at = part.indexOf(CART_FILTER_SEPARATORS.nameValues);
    if (at <= 0) continue;
    const name = part.slice(0, at).trim();
    if (!isFilterName(name)) continue;
    const values = part
      .slice(at + 1)
      .split(CART_FILTER_SEPARATORS.values)
      .map((v) => (name === "materialId" ? sanitizeMaterialIdFilter(v, maxIdLength) : v.trim()))
      .filter((v) => (name === "materialId" ? materialIdFilterActive(v) : VALUE_PATTERN.test(v)))
      .filter((v) => name !== "productType" || (PRODUCT_TYPES as readonly string[]).includes(v))
      .filter((v) => name !== "status" || v === "error");
    const merged = [...new Set([...(filters[name] ?? []), ...values])].slice(0, MAX_VALUES);
    if (merged.length > 0) filters[name] = merged;
  }
  return filters;
}

/** The canonical string of `filters`: names in a fixed order, values as given. */
export function formatCartFilter(filters: CartFilters): string {
  return CART_FILTER_NAMES.flatMap((name) => {
    const values = filters[name];
    return values && values.length > 0 ? [`${name}${CART_FILTER_SEPARATORS.nameValues}${values.join(CART_FILTER_SEPARATORS.values)}`] : [];
  }).join(CART_FILTER_SEPARATORS.filters);
}

export function hasCartFilter(filters: CartFilters): boolean {
  return CART_FILTER_NAMES.some((name) => (filters[name]?.length ?? 0) > 0);
}

/** `filters` with `name` set to `values` (removed when empty). */
export function withCartFilter(filters: CartFilters, name: CartFilterName, values: readonly string[]): CartFilters {
  const next: CartFilters = { ...filters };
  if (values.length === 0) delete next[name];
  else next[name] = [...values];
  return next;
}

/** A silhouette's product type as the cart groups it: apparel, or headwear for every cap and knit. */
export function productTypeOf(silhouetteProductType: string): ProductType {
  return silhouetteProductType === "apparel" ? "apparel" : "headwear";
}
