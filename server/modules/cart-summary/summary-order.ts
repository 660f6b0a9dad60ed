import { PRODUCT_TYPES, type ProductType } from "../../../domain/cart-filter.ts";
import { deliveryTargetKey, type DeliveryTargetRef } from "../../../domain/cart-prices.ts";

export interface SummaryCell {
  productType: ProductType;
  quantity: number;
  priceMinor: number;
}

export interface SummaryRow<T> {
  /** The delivery target (PREBOOKING) or null: one row for a cart without targets. */
  target: T | null;
  cells: SummaryCell[];
  quantity: number;
  priceMinor: number;
}

interface SummaryLine<T> {
  deliveryTarget: T | null;
  productType: ProductType;
  quantity: number;
  totalMinor: number;
}

function emptyCells(): SummaryCell[] {
  return PRODUCT_TYPES.map((productType) => ({ productType, quantity: 0, priceMinor: 0 }));
}

function add(row: { cells: SummaryCell[]; quantity: number; priceMinor: number }, line: SummaryLine<unknown>): void {
  const cell = row.cells.find((c) => c.productType === line.productType);
  if (cell) {
    cell.quantity += line.quantity;
    cell.priceMinor += line.totalMinor;
  }
  row.quantity += line.quantity;
  row.priceMinor += line.totalMinor;
}

/**
 * The order summary grid (account-and-ordering §3): one row per delivery target (month or
 * season with its year) in `shipOrder` (keys "CODE-YEAR"; targets not in it follow by year and
 * code), lines without a target in one row first; one column per product type (always both);
 * quantity and price per cell, and a totals row.
 */
export function summariseOrder<T extends DeliveryTargetRef>(
  lines: readonly SummaryLine<T>[],
  shipOrder: readonly string[] = [],
): { rows: SummaryRow<T>[]; totals: { cells: SummaryCell[]; quantity: number; priceMinor: number } } {
  const rows = new Map<string, SummaryRow<T>>();
  const totals = { cells: emptyCells(), quantity: 0, priceMinor: 0 };
  for (const line of lines) {
    const key = deliveryTargetKey(line.deliveryTarget) ?? "";
    let row = rows.get(key);
    if (!row) {
      row = { target: line.deliveryTarget, cells: emptyCells(), quantity: 0, priceMinor: 0 };
      rows.set(key, row);
    }
    add(row, line);
    add(totals, line);
  }
  const rank = (t: T): number => {
    const at = shipOrder.indexOf(deliveryTargetKey(t) ?? "");
    return at < 0 ? shipOrder.length : at;
  };
  const sorted = [...rows.values()].sort((a, b) => {
    if (!a.target || !b.target) return a.target ? 1 : b.target ? -1 : 0;
    return rank(a.target) - rank(b.target) || a.target.year - b.target.year || a.target.code.localeCompare(b.target.code);
  });
  return { rows: sorted, totals };
}
