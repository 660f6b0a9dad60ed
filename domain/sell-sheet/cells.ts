/** Reading single cells of a sell sheet: labels, ids, sizes and quantities. */
import type { Cell, SheetCells, SkipReason } from "./types.ts";

export function cellAt(sheet: SheetCells, row: number, column: number): Cell {
  return sheet.rows[row]?.[column] ?? null;
}

export function isBlank(cell: Cell): boolean {
  return cell === null || (typeof cell === "string" && cell.trim() === "");
}

/** A cell as trimmed text ("" when blank); whole numbers without a decimal point. */
export function cellText(cell: Cell): string {
  if (cell === null) return "";
  if (typeof cell === "number") return Number.isInteger(cell) ? String(cell) : String(cell);
  return String(cell).trim();
}

/** A label cell compared without case or surrounding spaces. */
export function label(cell: Cell): string {
  return cellText(cell).toUpperCase();
}

export function isNumeric(cell: Cell): boolean {
  if (typeof cell === "number") return Number.isFinite(cell);
  return typeof cell === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(cell);
}

export type QuantityRead = { kind: "blank" } | { kind: "ok"; quantity: number } | { kind: "skip"; reason: SkipReason };

/** A quantity cell: blank is nothing; a whole number ≥ 0 is imported; anything else is skipped with its reason. */
export function readQuantity(cell: Cell): QuantityRead {
  if (isBlank(cell)) return { kind: "blank" };
  const value = typeof cell === "number" ? cell : typeof cell === "string" && isNumeric(cell) ? Number(cell) : Number.NaN;
  if (!Number.isFinite(value)) return { kind: "skip", reason: "notANumber" };
  if (value < 0) return { kind: "skip", reason: "negative" };
  if (!Number.isInteger(value) || value > 2_147_483_647) return { kind: "skip", reason: "notWhole" };
  return { kind: "ok", quantity: value };
}

/** The last row holding any non-blank cell, +1 (0 for an empty sheet). */
export function usedRowCount(sheet: SheetCells): number {
  for (let r = sheet.rows.length - 1; r >= 0; r--) {
    if ((sheet.rows[r] ?? []).some((c) => !isBlank(c))) return r + 1;
  }
  return 0;
}

export function rowIsBlank(sheet: SheetCells, row: number): boolean {
  return (sheet.rows[row] ?? []).every(isBlank);
}
