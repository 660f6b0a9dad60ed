/**
 * Reads the chosen workbook in the browser into the parser's cells. SheetJS is imported only
 * when a file is chosen, so it never weighs on the page's bundle.
 */
import { looksLikeWorkbook } from "#domain/sell-sheet/file-check.ts";
import type { WorkbookCells } from "#domain/sell-sheet/types.ts";
import { maxSheetRows, workbookCells } from "#domain/sell-sheet/workbook.ts";

export type FileRead = { ok: true; workbook: WorkbookCells } | { ok: false; error: "corrupted" | "failed" };

export async function readSellSheetFile(file: File, maxLines: number): Promise<FileRead> {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    return { ok: false, error: "failed" };
  }
  if (!looksLikeWorkbook(file.name, bytes.subarray(0, 1024))) return { ok: false, error: "corrupted" };
  const XLSX = await import("@e965/xlsx");
  try {
    // Rows past what a sell sheet can hold are not read: the parser then refuses the sheet as too long.
    const book = XLSX.read(bytes, { type: "array", dense: true, sheetRows: maxSheetRows(maxLines) + 1, cellFormula: false, cellHTML: false });
    return { ok: true, workbook: workbookCells(book, (sheet) => XLSX.utils.sheet_to_json<unknown[]>(sheet as never, { header: 1, raw: true, defval: null, blankrows: true })) };
  } catch {
    return { ok: false, error: "corrupted" };
  }
}
