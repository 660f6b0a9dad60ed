/**
 * How a cart page's size grids travel from the loader to the page (decision 0056, "Long lists").
 * A 500-line list holds thousands of cells; sent as objects, each of their fields is a value the
 * router's serialiser walks, dedupes and escapes one by one, and that dominated the page's CPU.
 * Each colour row's cells travel instead as one short string, and the page unpacks them into the
 * same `CartItemView` the components read.
 */
import type { SizeStockStatus } from "../../../server/modules/catalog/product-detail-stock.ts";
import type { CartItemView, CartPageView, ColourRow, SizeCell } from "./cart-view.ts";

type Cart = Extract<CartPageView, { kind: "cart" }>;

/** A colour row whose cells travel as one string (`packCells`). */
export type WireRow = Omit<ColourRow, "cells"> & { cells: string };
export type WireItem = Omit<CartItemView, "colours"> & { rows: WireRow[] };
export type WireCartView = Omit<Cart, "items"> & { items: WireItem[] };

const STATUS_CODES: Record<SizeStockStatus, string> = { inStock: "i", lowStock: "l", outOfStock: "o", forceInStock: "f" };
const STATUSES = new Map((["inStock", "lowStock", "outOfStock", "forceInStock"] as const).map((status) => [STATUS_CODES[status], status]));

/**
 * Cells separated by `;` (empty where the colour lacks the size), each `upc,status,available,
 * force,max,quantity,entry,error` with the defaults (no force, no maximum, 0, no entry, no error)
 * left empty and trailing empties dropped. Text fields are URI-encoded, so never hold `,` or `;`.
 */
export function packCells(cells: readonly (SizeCell | null)[]): string {
  return cells
    .map((cell) => {
      if (!cell) return "";
      const { stock } = cell;
      const fields = [
        encodeURIComponent(cell.upc),
        STATUS_CODES[stock.status],
        String(stock.available),
        stock.forceInStock ? "1" : "",
        stock.maxOrderQuantity === null ? "" : String(stock.maxOrderQuantity),
        cell.quantity === 0 ? "" : String(cell.quantity),
        cell.entryNumber === null ? "" : String(cell.entryNumber),
        cell.serverError === null ? "" : encodeURIComponent(cell.serverError),
      ];
      while (fields.length > 3 && fields[fields.length - 1] === "") fields.pop();
      return fields.join(",");
    })
    .join(";");
}

export function unpackCells(packed: string, sizes: readonly string[]): (SizeCell | null)[] {
  return packed.split(";").map((text, i) => {
    if (text === "") return null;
    const [upc = "", status = "", available = "0", force = "", max = "", quantity = "", entry = "", error = ""] = text.split(",");
    return {
      upc: decodeURIComponent(upc),
      size: sizes[i] ?? "",
      quantity: quantity === "" ? 0 : Number(quantity),
      entryNumber: entry === "" ? null : Number(entry),
      stock: { status: STATUSES.get(status) ?? "outOfStock", available: Number(available), forceInStock: force === "1", maxOrderQuantity: max === "" ? null : Number(max) },
      serverError: error === "" ? null : decodeURIComponent(error),
    };
  });
}

export function packItem({ colours, ...rest }: CartItemView): WireItem {
  return { ...rest, rows: colours.map(({ cells, ...row }) => ({ ...row, cells: packCells(cells) })) };
}

export function unpackItem({ rows, ...rest }: WireItem): CartItemView {
  return { ...rest, colours: rows.map(({ cells, ...row }) => ({ ...row, cells: unpackCells(cells, rest.sizes) })) };
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
