import { PRODUCT_TYPES, type ProductType } from "../../../domain/cart-filter.ts";
import type { PricedCartLine } from "../cart-prices/goods.ts";

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

type SummaryLine<T> = Pick<PricedCartLine, "productType" | "quantity" | "totalMinor"> & { deliveryTarget: (T & { code: string; year: number; shipFrom: string }) | null };

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
 * season with its year, in shipping order; lines without a target share one row), one column per
 * product type (always both), quantity and price per cell, and a totals row.
 */
export function summariseOrder<T extends { code: string; year: number; shipFrom: string }>(
  lines: readonly SummaryLine<T>[],
): { rows: SummaryRow<T>[]; totals: { cells: SummaryCell[]; quantity: number; priceMinor: number } } {
  const rows = new Map<string, SummaryRow<T>>();
  const totals = { cells: emptyCells(), quantity: 0, priceMinor: 0 };
  for (const line of lines) {
    const key = line.deliveryTarget ? `${line.deliveryTarget.code}-${line.deliveryTarget.year}` : "";
    let row = rows.get(key);
    if (!row) {
      row = { target: line.deliveryTarget, cells: emptyCells(), quantity: 0, priceMinor: 0 };
      rows.set(key, row);
    }
    add(row, line);
    add(totals, line);
  }
  const sorted = [...rows.values()].sort((a, b) => {
    if (!a.target || !b.target) return a.target ? 1 : b.target ? -1 : 0;
    return a.target.shipFrom.localeCompare(b.target.shipFrom) || a.target.year - b.target.year || a.target.code.localeCompare(b.target.code);
  });
  return { rows: sorted, totals };
}
