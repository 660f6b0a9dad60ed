/**
 * Sell-sheet import (shopping-flow §2, §3, §5, §8; decision 0057): the shapes shared by the
 * parser, the page and the server. The workbook arrives already read into cells, so this stays
 * free of any spreadsheet library and runs the same in the browser and on the server.
 */
import type { BookingMode } from "../booking-modes.ts";

export type Cell = string | number | boolean | null;

export interface SheetCells {
  name: string;
  rows: Cell[][];
}

export interface WorkbookCells {
  sheets: SheetCells[];
}

export const SELL_SHEET_LAYOUTS = ["sell", "pattern1", "pattern2", "pattern3", "pattern4", "pattern5", "pattern6", "importByVariant"] as const;
export type SellSheetLayout = (typeof SELL_SHEET_LAYOUTS)[number];

/**
 * One imported quantity. `id` is a material id when `size` is given (the server maps material,
 * size and optional colour code to a variant), else a variant's UPC.
 */
export interface QuantityChange {
  id: string;
  size?: string;
  colour?: string;
  quantity: number;
  deliveryTarget?: string;
  deliveryYear?: number;
}

/** The spec's payload (§3) of `POST …/sellSheetUpload`. */
export interface SellSheetPayload {
  productCodes: string[];
  quantityChangesList: QuantityChange[];
  importByVariant: boolean;
}

export type SkipReason = "noMaterialId" | "noSize" | "notANumber" | "negative" | "notWhole";

/** A cell (or row) that held something but was not imported, 1-based like the messages. */
export interface SkippedCell {
  sheet: string;
  row: number;
  column: number;
  reason: SkipReason;
  value: string;
}

export type InvalidFormatReason =
  | "noSheets"
  | "emptySheet"
  | "unknownLayout"
  | "tooFewRows"
  | "sheetNameNotDelivery"
  | "sheetNameIsDelivery"
  | "severalSheets"
  | "deliveriesOnlyPrebooking"
  | "mixedLayouts"
  | "firstRowMixed";

export type SellSheetError =
  | { code: "corrupted" }
  | { code: "emptyQuantities" }
  | { code: "invalidFormat"; reason: InvalidFormatReason; sheet?: string }
  | { code: "materialExpected"; sheet: string; row: number; column: number }
  | { code: "materialIdExpected"; sheet: string; row: number; column: number }
  | { code: "tooManyLines"; lines: number; max: number };

export type SellSheetResult =
  | { ok: true; layout: SellSheetLayout; payload: SellSheetPayload; skipped: SkippedCell[] }
  | { ok: false; error: SellSheetError };

export interface SellSheetOptions {
  mode: BookingMode;
  /** The import-by-variant layout (UPC and quantity rows) is recognised only when enabled. */
  importByVariant: boolean;
  /** A list's most lines (LIST_MAX_LINES): a bigger sheet is refused, never truncated. */
  maxLines: number;
}

/** The spec's constant (§9): the delivery year of a three-part sheet name, "the next open one". */
export const UNSPECIFIED_DELIVERY_YEAR = 2_147_483_647;
