/**
 * Reads an uploaded workbook in memory with limits checked BEFORE SheetJS sees it (issue 15
 * "Security", decision 0057): the byte size, the zip's declared sizes (a bomb), then SheetJS
 * reads at most the rows a sell sheet can have and the declared dimension of every sheet is
 * compared with that (a million empty rows are refused without being materialised).
 */
import * as XLSX from "@e965/xlsx";
import { looksLikeWorkbook } from "../../../domain/sell-sheet/file-check.ts";
import { maxSheetRows, workbookCells } from "../../../domain/sell-sheet/workbook.ts";
import type { WorkbookCells } from "../../../domain/sell-sheet/types.ts";
import { checkZip } from "./zip-check.ts";

export interface ReadLimits {
  maxBytes: number;
  maxLines: number;
}

export type WorkbookRead = { ok: true; workbook: WorkbookCells } | { ok: false; error: "tooBig" | "corrupted" };

/** Inflated, a workbook of sell-sheet size stays far below this; the ratio guards single parts. */
const INFLATED_PER_BYTE = 20;
const MAX_RATIO = 200;

export function readWorkbook(bytes: Buffer, name: string, limits: ReadLimits): WorkbookRead {
  if (bytes.length > limits.maxBytes) return { ok: false, error: "tooBig" };
  if (!looksLikeWorkbook(name, bytes.subarray(0, 1024))) return { ok: false, error: "corrupted" };
  const zip = checkZip(bytes, { maxUncompressedBytes: limits.maxBytes * INFLATED_PER_BYTE, maxRatio: MAX_RATIO, maxEntries: 2000 });
  if (zip === "bomb") return { ok: false, error: "tooBig" };
  if (zip === "corrupted") return { ok: false, error: "corrupted" };
  const maxRows = maxSheetRows(limits.maxLines);
  let book: XLSX.WorkBook;
  try {
    book = XLSX.read(bytes, { type: "buffer", dense: true, sheetRows: maxRows + 1, cellFormula: false, cellHTML: false, cellText: false, bookVBA: false });
  } catch {
    return { ok: false, error: "corrupted" };
  }
  for (const name of book.SheetNames) {
    const sheet = book.Sheets[name];
    const ref = sheet?.["!fullref"] ?? sheet?.["!ref"];
    if (ref && XLSX.utils.decode_range(ref).e.r + 1 > maxRows) return { ok: false, error: "tooBig" };
  }
  return { ok: true, workbook: workbookCells(book, sheetRows) };
}

export function sheetRows(sheet: unknown): unknown[][] {
  return XLSX.utils.sheet_to_json<unknown[]>(sheet as XLSX.WorkSheet, { header: 1, raw: true, defval: null, blankrows: true });
}
