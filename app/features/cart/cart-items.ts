/**
 * Which items the cart page shows and in what order, and which quantities are in error. Pure,
 * so the server render and the browser agree; the browser re-applies it as the filter changes.
 */
import type { BookingMode } from "#domain/booking-modes.ts";
import { stockLimitApplies } from "#domain/cart-lines.ts";
import { withCartFilter, type CartFilters } from "#domain/cart-filter.ts";
import { removedCartHref } from "#domain/cart-removal.ts";
import { lineStockError, parseQuantityText, type LineStockError } from "#domain/quantity-input.ts";
import { lineKey, targetKey, type CartItemView, type SizeCell, type SizeStock } from "./cart-view.ts";

export const CART_SORTS = ["entry", "name", "materialId"] as const;
export type CartSort = (typeof CART_SORTS)[number];

export function parseCartSort(text: string | null | undefined): CartSort {
  return (CART_SORTS as readonly string[]).includes(text ?? "") ? (text as CartSort) : "entry";
}

/** What a quantity input shows: the edited text, else the stored quantity (blank for 0). */
export type EditedTexts = ReadonlyMap<string, string>;

export function cellText(item: CartItemView, cell: SizeCell, edits: EditedTexts): string {
  return edits.get(lineKey(cell.upc, item.target)) ?? (cell.quantity > 0 ? String(cell.quantity) : "");
}

export function cellQuantity(item: CartItemView, cell: SizeCell, edits: EditedTexts): number {
  return parseQuantityText(cellText(item, cell, edits)) ?? 0;
}

export interface StockContext {
  mode: BookingMode;
  skipStockLimits: boolean;
}

/**
 * The error style of a quantity (account-and-ordering §5): above the stock left only where stock
 * limits apply (STOCK carts, not promo users) — force-in-stock sizes keep their own style there —
 * and above the maximum order quantity in every mode.
 */
export function cellError(quantity: number, stock: SizeStock, context: StockContext): LineStockError | null {
  if (quantity <= 0) return null;
  // Force-in-stock is passed on separately: above stock it keeps its own (non-blocking) style.
  const stockCounts = stockLimitApplies(context.mode, false, context.skipStockLimits);
  return lineStockError({
    quantity,
    stockLeft: stockCounts ? stock.available : Number.MAX_SAFE_INTEGER,
    maxOrderQuantity: stock.maxOrderQuantity,
    forceInStock: stock.forceInStock && stockCounts,
  });
}

/** Force-in-stock above stock is a notice, not a refusal (the line is still ordered). */
export function isBlockingError(error: LineStockError | null): boolean {
  return error === "maxOrderQuantity" || error === "unavailableStock";
}

export function itemCells(item: CartItemView): SizeCell[] {
  return item.colours.flatMap((c) => c.cells.filter((cell): cell is SizeCell => cell !== null));
}

/** Blocking stock errors, lines the server marked, and lines a recalculation had to cut (`notices`). */
export function itemHasError(item: CartItemView, edits: EditedTexts, context: StockContext, notices: ReadonlyMap<string, string> = new Map()): boolean {
  return itemCells(item).some((cell) => {
    const key = lineKey(cell.upc, item.target);
    const quantity = cellQuantity(item, cell, edits);
    return isBlockingError(cellError(quantity, cell.stock, context)) || notices.has(key) || (quantity > 0 && cell.serverError !== null && !edits.has(key));
  });
}

export function itemQuantity(item: CartItemView, edits: EditedTexts): number {
  return itemCells(item).reduce((sum, cell) => sum + cellQuantity(item, cell, edits), 0);
}

/**
 * Units of one season tab (PREBOOKING): every item of the section, filtered out or not, but not
 * the removed ones, as typed. The server's `deliveryItemsQuantity` for the target, kept live.
 */
export function sectionUnits(section: readonly CartItemView[], removed: ReadonlySet<string>, edits: EditedTexts): number {
  return section.reduce((sum, item) => (removed.has(item.key) ? sum : sum + itemQuantity(item, edits)), 0);
}

/**
 * Whether a list's quantities as typed would leave it empty while the server still stores some
 * (account-and-ordering §4: a saved bag then offers its removal instead of sending). Every item
 * counts, in every delivery tab and filtered out or not; removed items do not.
 */
export function editsEmptyList(items: readonly CartItemView[], removed: ReadonlySet<string>, typed: EditedTexts, stored: EditedTexts): boolean {
  return sectionUnits(items, removed, typed) === 0 && sectionUnits(items, removed, stored) > 0;
}

export function itemMatchesFilters(item: CartItemView, filters: CartFilters, hasError: boolean): boolean {
  if (filters.materialId && !filters.materialId.some((id) => item.materialId.includes(id))) return false;
  if (filters.productType && !filters.productType.includes(item.productType)) return false;
  if (filters.league && (item.league === null || !filters.league.includes(item.league))) return false;
  if (filters.status?.includes("error") && !hasError) return false;
  return true;
}

export function sortCartItems(items: readonly CartItemView[], sort: CartSort): CartItemView[] {
  const sorted = [...items];
  if (sort === "name") sorted.sort((a, b) => a.name.localeCompare(b.name) || a.firstEntry - b.firstEntry);
  else if (sort === "materialId") sorted.sort((a, b) => a.materialId.localeCompare(b.materialId, "en", { numeric: true }) || a.firstEntry - b.firstEntry);
  else sorted.sort((a, b) => a.firstEntry - b.firstEntry);
  return sorted;
}

export interface ItemsInView {
  /** Every item of the section, sorted; `shown` tells which pass the filter. */
  section: CartItemView[];
  shown: Set<string>;
  /** Distinct material ids among the shown items (the totals' filtered count). */
  filteredMaterials: number;
}

export function itemsInView(
  items: readonly CartItemView[],
  options: { filters: CartFilters; sort: CartSort; tab: string | null; removed: ReadonlySet<string>; errors: ReadonlySet<string> },
): ItemsInView {
  const section = sortCartItems(
    items.filter((i) => options.tab === null || targetKey(i.target) === options.tab),
    options.sort,
  );
  const shown = new Set(
    section.filter((i) => !options.removed.has(i.key) && itemMatchesFilters(i, options.filters, options.errors.has(i.key))).map((i) => i.key),
  );
  const materials = new Set(section.filter((i) => shown.has(i.key)).map((i) => i.materialId));
  return { section, shown, filteredMaterials: materials.size };
}

/**
 * Whether the page loads again after a removal (account-and-ordering §4, "when nothing remains
 * visible"): only when no product of the cart is left, in any delivery tab. A tab whose last product
 * was removed stays, with the undo notice, until the page is left (decision 0042).
 */
export function reloadAfterRemoval(items: readonly CartItemView[], removed: ReadonlySet<string>): boolean {
  return items.every((i) => removed.has(i.key));
}

/**
 * Where the page goes when a removal emptied the cart: the empty cart, naming the removed product
 * (and its delivery target) so the server can offer its undo there if it still holds.
 */
export function emptiedCartHref(cartPath: string, removed: Pick<CartItemView, "baseProductCode" | "target">): string {
  return removedCartHref(cartPath, removed.baseProductCode, removed.target ? targetKey(removed.target) : null);
}

/** Every product of the section (a delivery tab) was removed on this page: it is kept for Undo. */
export function sectionEmptied(section: readonly CartItemView[], removed: ReadonlySet<string>): boolean {
  return section.length > 0 && section.every((i) => removed.has(i.key));
}

/** The filter tabs above the list: each is a product-type or status filter; the id filter stays. */
export const FILTER_TABS = ["all", "headwear", "apparel", "errors"] as const;
export type FilterTab = (typeof FILTER_TABS)[number];

export function filterTabOf(filters: CartFilters): FilterTab {
  if (filters.status?.includes("error")) return "errors";
  const types = filters.productType ?? [];
  if (types.length === 1 && types[0] === "headwear") return "headwear";
  if (types.length === 1 && types[0] === "apparel") return "apparel";
  return "all";
}

export function filtersForTab(filters: CartFilters, tab: FilterTab): CartFilters {
  const cleared = withCartFilter(withCartFilter(filters, "productType", []), "status", []);
  if (tab === "headwear" || tab === "apparel") return withCartFilter(cleared, "productType", [tab]);
  if (tab === "errors") return withCartFilter(cleared, "status", ["error"]);
  return cleared;
}

/** Items of the section shown with no quantity left (checkout warns about them). */
export function zeroQuantityItems(section: readonly CartItemView[], shown: ReadonlySet<string>, edits: EditedTexts): CartItemView[] {
  return section.filter((i) => shown.has(i.key) && itemQuantity(i, edits) === 0);
}

export interface CartLocation {
  q: string;
  sort: CartSort;
  tab: string | null;
  forceValidation?: boolean;
}

/** The cart page URL of a state: only what differs from the defaults. */
export function cartHref(cartPath: string, { q, sort, tab, forceValidation }: CartLocation): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (sort !== "entry") params.set("sort", sort);
  if (tab) params.set("tab", tab);
  if (forceValidation) params.set("forceValidation", "true");
  const query = params.toString();
  return query ? `${cartPath}?${query}` : cartPath;
}
