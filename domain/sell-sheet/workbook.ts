/**
 * From a workbook read by SheetJS (in the browser or on the server) to the parser's cells. The
 * library is passed in by shape, so this module stays free of it and both sides convert alike.
 */
import type { Cell, WorkbookCells } from "./types.ts";

export interface SheetJsLikeBook {
  SheetNames: string[];
  Sheets: Record<string, unknown>;
  Workbook?: { Sheets?: { Hidden?: number }[] };
}

/** `XLSX.utils.sheet_to_json(sheet, { header: 1, raw: true, defval: null, blankrows: true })`. */
export type SheetRows = (sheet: unknown) => unknown[][];

/**
 * The rows a sell sheet may have: a product block of pattern3 takes four rows and holds at least
 * one line, so a sheet of `maxLines` lines never needs more (plus a few title rows).
 */
export function maxSheetRows(maxLines: number): number {
  return maxLines * 4 + 10;
}

function toCell(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === "number" || typeof value === "string" || typeof value === "boolean") return value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return null;
}

/** Every visible sheet's rows; hidden sheets (a rep's lookup lists) are not part of the import. */
export function workbookCells(book: SheetJsLikeBook, rowsOf: SheetRows): WorkbookCells {
  return {
    sheets: book.SheetNames.flatMap((name, i) => {
      if ((book.Workbook?.Sheets?.[i]?.Hidden ?? 0) !== 0) return [];
      const sheet = book.Sheets[name];
      return sheet === undefined ? [] : [{ name, rows: rowsOf(sheet).map((row) => Array.from(row, toCell)) }];
    }),
  };
}
