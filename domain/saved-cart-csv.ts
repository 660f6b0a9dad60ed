import Papa from "papaparse";
import { orderExportEn } from "./i18n/areas/order-export.en.ts";
import { orderExportEs } from "./i18n/areas/order-export.es.ts";
import { orderExportJa } from "./i18n/areas/order-export.ja.ts";
import { MAX_QUANTITY } from "./quantity-input.ts";

/**
 * The CSV saved-cart import (account-and-ordering §5 "CSV import", §8; decision 0058): how a
 * file's text becomes lines (which files are taken: csv-file.ts, which pages load too). Resolving the lines against the
 * catalogue is the server's; this part needs no database and is tested by a table.
 */

export type CsvColumn = "materialId" | "upc" | "size" | "quantity" | "deliveryTarget" | "year" | "subOrder";

/** A header cell as compared: lower case, without spaces, dashes, dots or underscores. */
export function headerKey(cell: string): string {
  return cell.normalize("NFKC").toLowerCase().replace(/[\s_.\-#]/g, "");
}

const exported = [orderExportEn, orderExportEs, orderExportJa];
const columnOf = (key: keyof typeof orderExportEn) => exported.map((texts) => texts[key]);

/**
 * Header names of each column: plain names, and the order export's own headers in every
 * language (so an exported order imports back). "Order quantity" is not a quantity column.
 */
const HEADER_NAMES: Record<CsvColumn, readonly string[]> = {
  materialId: ["material", "materialid", "material id", "material number", "style", ...columnOf("orderExport.column.materialId")],
  upc: ["upc", "ean", "gtin", "barcode", "sku", ...columnOf("orderExport.column.upc")],
  size: ["size", ...columnOf("orderExport.column.size")],
  quantity: ["quantity", "qty", ...columnOf("orderExport.column.lineQuantity")],
  deliveryTarget: ["delivery target", "delivery", "target", "season", "month", ...columnOf("orderExport.column.deliveryTarget")],
  year: ["year", "delivery year", "año", "年"],
  // An exported order's sub-order: its delivery target when the order spans several.
  subOrder: columnOf("orderExport.column.subOrder"),
};
const COLUMN_BY_HEADER = new Map<string, CsvColumn>(
  (Object.entries(HEADER_NAMES) as [CsvColumn, readonly string[]][]).flatMap(([column, names]) => names.map((n) => [headerKey(n), column] as const)),
);

/** A line of the file that names a product: a UPC, or a material id with a size. */
export interface CsvLine {
  /** The file's record number (the header is 1). */
  row: number;
  upc: string | null;
  materialId: string | null;
  size: string | null;
  quantity: number;
  /** The delivery target as written (a code, `CODE-YEAR` or a name such as "Spring 2027"). */
  target: string | null;
  year: number | null;
  /** An exported order's sub-order code, which knows the line's own delivery target. */
  subOrder: string | null;
}

export type CsvSkipReason =
  | "noProduct"
  | "badQuantity"
  | "zeroQuantity"
  | "badYear"
  | "unknownProduct"
  | "unknownTarget"
  | "targetNeeded"
  | "targetNotInMode"
  | "notInMode";

/** A line left out, and why: the import's per-line report. */
export interface CsvSkip {
  row: number;
  reason: CsvSkipReason;
  /** What the line named (UPC, material and size, or the value refused). */
  value: string;
}

export type CsvProblem = "empty" | "noHeader" | "tooManyLines" | "unreadable";
export type CsvParse = { ok: true; lines: CsvLine[]; skipped: CsvSkip[] } | { ok: false; problem: CsvProblem; lines?: number; max?: number };

/** The export guards text cells against formulas with a leading apostrophe: taken off again. */
function cellText(raw: string | undefined): string {
  const text = (raw ?? "").trim();
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}

/** Decodes an uploaded file as UTF-8, with or without its byte order mark; null when it is not UTF-8. */
export function decodeCsv(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

const SEPARATORS = [",", ";", "\t"] as const;

/**
 * The separator of a file: the one its header line (the first with content) holds most often.
 * Papaparse's own guess wants every line alike, which an empty line or a short one defeats.
 */
export function separatorOf(text: string): (typeof SEPARATORS)[number] {
  const header = text.split(/\r\n|\n|\r/).find((line) => line.trim() !== "") ?? "";
  const outside = header.replace(/"[^"]*"/g, "");
  const count = (separator: string) => outside.split(separator).length - 1;
  return SEPARATORS.reduce((best, separator) => (count(separator) > count(best) ? separator : best));
}

/**
 * Reads the text of a CSV file: separators `,` `;` or tab detected, quoted fields, a header row
 * naming the columns. More than `maxLines` lines with content are refused whole (never cut).
 * Lines that cannot be read are reported with their record number and left out.
 */
export function parseSavedCartCsv(text: string, maxLines: number): CsvParse {
  const body = text.replace(/^\uFEFF/, "");
  const parsed = Papa.parse<string[]>(body, { delimiter: separatorOf(body), skipEmptyLines: false });
  const records = parsed.data;
  const headerIndex = records.findIndex((r) => r.some((c) => c.trim() !== ""));
  if (headerIndex < 0) return { ok: false, problem: "empty" };
  const columns = new Map<CsvColumn, number>();
  records[headerIndex]!.forEach((cell, index) => {
    const column = COLUMN_BY_HEADER.get(headerKey(cell));
    if (column && !columns.has(column)) columns.set(column, index);
  });
  const named = columns.has("upc") || (columns.has("materialId") && columns.has("size"));
  if (!named || !columns.has("quantity")) return { ok: false, problem: "noHeader" };
  const rows = records.slice(headerIndex + 1).map((cells, i) => ({ cells, row: headerIndex + i + 2 })).filter(({ cells }) => cells.some((c) => c.trim() !== ""));
  if (rows.length > maxLines) return { ok: false, problem: "tooManyLines", lines: rows.length, max: maxLines };
  const cell = (cells: string[], column: CsvColumn) => {
    const index = columns.get(column);
    const value = index === undefined ? "" : cellText(cells[index]);
    return value === "" ? null : value;
  };
  const lines: CsvLine[] = [];
  const skipped: CsvSkip[] = [];
  for (const { cells, row } of rows) {
    const upc = cell(cells, "upc");
    const materialId = cell(cells, "materialId");
    const size = cell(cells, "size");
    const quantityText = cell(cells, "quantity") ?? "";
    const yearText = cell(cells, "year");
    const value = upc ?? [materialId, size].filter((v) => v !== null).join(" ");
    if (upc === null && (materialId === null || size === null)) {
      skipped.push({ row, reason: "noProduct", value });
      continue;
    }
    if (!/^\d{1,5}$/.test(quantityText) || Number(quantityText) > MAX_QUANTITY) {
      skipped.push({ row, reason: "badQuantity", value: quantityText });
      continue;
    }
    if (Number(quantityText) === 0) {
      skipped.push({ row, reason: "zeroQuantity", value });
      continue;
    }
    if (yearText !== null && !/^\d{4}$/.test(yearText)) {
      skipped.push({ row, reason: "badYear", value: yearText });
      continue;
    }
    lines.push({ row, upc, materialId, size, quantity: Number(quantityText), target: cell(cells, "deliveryTarget"), year: yearText === null ? null : Number(yearText), subOrder: cell(cells, "subOrder") });
  }
  return { ok: true, lines, skipped };
}
