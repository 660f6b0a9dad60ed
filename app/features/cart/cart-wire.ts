/**
 * How a cart page's size grids travel from the loader to the page (decision 0056, "Long lists").
 * A 500-line list holds thousands of cells; sent as objects, each of their fields is a value the
 * router's serialiser walks, dedupes and escapes one by one, and that dominated the page's CPU.
 * Each item's grid travels instead as one JSON string (native stringify and parse), and the page
 * unpacks it into the same `CartItemView` the components read.
 */
import type { SizeStockStatus } from "../../../server/modules/catalog/product-detail-stock.ts";
import type { CartItemView, CartPageView, ColourRow, SizeCell } from "./cart-view.ts";

type Cart = Extract<CartPageView, { kind: "cart" }>;

/** upc, quantity, entry number, stock status, available, force in stock (1/0), max order quantity, server error. */
type WireCell = [string, number, number | null, SizeStockStatus, number, 0 | 1, number | null, string | null];
/** code, name, hex, cells (0 where the colour lacks the size). */
type WireRow = [string, string, string, (WireCell | 0)[]];

export type WireItem = Omit<CartItemView, "sizes" | "colours"> & {
  /** `[sizes, rows]` as JSON. */
  grid: string;
};
export type WireCartView = Omit<Cart, "items"> & { items: WireItem[] };

function packCell(cell: SizeCell): WireCell {
  const s = cell.stock;
  return [cell.upc, cell.quantity, cell.entryNumber, s.status, s.available, s.forceInStock ? 1 : 0, s.maxOrderQuantity, cell.serverError];
}

function unpackCell([upc, quantity, entryNumber, status, available, force, maxOrderQuantity, serverError]: WireCell, size: string): SizeCell {
  return { upc, size, quantity, entryNumber, stock: { status, available, forceInStock: force === 1, maxOrderQuantity }, serverError };
}

export function packItem({ sizes, colours, ...rest }: CartItemView): WireItem {
  const rows: WireRow[] = colours.map((c) => [c.code, c.name, c.hex, c.cells.map((cell) => (cell ? packCell(cell) : 0))]);
  return { ...rest, grid: JSON.stringify([sizes, rows]) };
}

export function unpackItem({ grid, ...rest }: WireItem): CartItemView {
  const [sizes, rows] = JSON.parse(grid) as [string[], WireRow[]];
  const colours: ColourRow[] = rows.map(([code, name, hex, cells]) => ({ code, name, hex, cells: cells.map((cell, i) => (cell === 0 ? null : unpackCell(cell, sizes[i] ?? ""))) }));
  return { ...rest, sizes, colours };
}

/** A list page's view: the cart's items with packed grids, or a page without items. */
export type PageView = CartPageView | { kind: "empty"; mode: string };
export type WirePageView = WireCartView | Exclude<PageView, Cart>;

export function packPageView(view: PageView): WirePageView {
  return view.kind === "cart" ? { ...view, items: view.items.map(packItem) } : view;
}

export function unpackPageView(view: WirePageView): PageView {
  return view.kind === "cart" ? { ...view, items: view.items.map(unpackItem) } : view;
}
