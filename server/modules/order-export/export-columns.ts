import type { IsoDate } from "../../../domain/business-days.ts";
import type { MessageKey } from "../../../domain/i18n/index.ts";
import { toDecimalString } from "../../../domain/money.ts";
import type { Currency } from "../../../domain/sites.ts";
import type { ExportLine, ExportOrderHeader, ExportPart } from "./export-data.ts";

/**
 * The columns of the spreadsheet exports, once for Excel and CSV: the "Orders" sheet (one row per
 * order), the "Lines" sheet (one row per order line by size) and the CSV (a line's row with its
 * order's columns repeated). Each cell says its type, so numbers and dates stay numbers and dates.
 */
export type Cell =
  | { kind: "text"; value: string | null }
  | { kind: "int"; value: number }
  | { kind: "date"; value: IsoDate }
  | { kind: "money"; minor: number | null; currency: Currency };

export interface Column<R> {
  header: MessageKey;
  /** Excel column width in characters. */
  width: number;
  cell(row: R): Cell;
}

export interface LineRow {
  order: ExportOrderHeader;
  part: ExportPart;
  line: ExportLine;
}

const text = (value: string | null): Cell => ({ kind: "text", value });

export const ORDER_COLUMNS: readonly Column<ExportOrderHeader>[] = [
  { header: "orderExport.column.code", width: 14, cell: (o) => text(o.code) },
  { header: "orderExport.column.placedOn", width: 12, cell: (o) => ({ kind: "date", value: o.placedOn }) },
  { header: "orderExport.column.status", width: 18, cell: (o) => text(o.statusText) },
  { header: "orderExport.column.purchaseNumber", width: 20, cell: (o) => text(o.purchaseNumber) },
  { header: "orderExport.column.placedBy", width: 22, cell: (o) => text(o.placedBy) },
  { header: "orderExport.column.deliveryTarget", width: 22, cell: (o) => text(o.deliveryTarget) },
  { header: "orderExport.column.quantity", width: 10, cell: (o) => ({ kind: "int", value: o.quantity }) },
  { header: "orderExport.column.currency", width: 9, cell: (o) => text(o.currency) },
  { header: "orderExport.column.orderTotal", width: 14, cell: (o) => ({ kind: "money", minor: o.totalMinor, currency: o.currency }) },
];

/** The line's own columns (after the order code on the "Lines" sheet, after the order's columns in the CSV). */
export const LINE_DETAIL_COLUMNS: readonly Column<LineRow>[] = [
  { header: "orderExport.column.subOrder", width: 14, cell: (r) => text(r.part.code) },
  { header: "orderExport.column.materialId", width: 12, cell: (r) => text(String(r.line.materialId)) },
  { header: "orderExport.column.product", width: 32, cell: (r) => text(r.line.productName) },
  { header: "orderExport.column.colour", width: 16, cell: (r) => text(r.line.colour) },
  { header: "orderExport.column.size", width: 8, cell: (r) => text(r.line.size) },
  { header: "orderExport.column.upc", width: 15, cell: (r) => text(r.line.upc) },
  { header: "orderExport.column.lineQuantity", width: 10, cell: (r) => ({ kind: "int", value: r.line.quantity }) },
  { header: "orderExport.column.unitPrice", width: 12, cell: (r) => ({ kind: "money", minor: r.line.unitPriceMinor, currency: r.order.currency }) },
  { header: "orderExport.column.lineTotal", width: 12, cell: (r) => ({ kind: "money", minor: r.line.totalMinor, currency: r.order.currency }) },
];

export const LINE_COLUMNS: readonly Column<LineRow>[] = [{ header: "orderExport.column.code", width: 14, cell: (r) => text(r.order.code) }, ...LINE_DETAIL_COLUMNS];

/** The CSV: every order column, then the line's. */
export const CSV_COLUMNS: readonly Column<LineRow>[] = [...ORDER_COLUMNS.map((c) => ({ ...c, cell: (r: LineRow) => c.cell(r.order) })), ...LINE_DETAIL_COLUMNS];

/** Every line of these orders as rows, sub-order by sub-order. */
export function* lineRows(orders: Iterable<ExportOrderHeader & { parts: ExportPart[] }>): Generator<LineRow> {
  for (const order of orders) for (const part of order.parts) for (const line of part.lines) yield { order, part, line };
}

/** A money cell's value as a number of major units (12.5, yen whole), exact from the minor units. */
export function moneyNumber(cell: Extract<Cell, { kind: "money" }>): number | null {
  return cell.minor === null ? null : Number(toDecimalString({ amount: cell.minor, currency: cell.currency }));
}
