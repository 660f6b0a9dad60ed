import type { Writable } from "node:stream";
import ExcelJS from "exceljs";
import { createTranslator } from "../../../domain/i18n/index.ts";
import { MINOR_UNIT_DIGITS } from "../../../domain/money.ts";
import { escapeSpreadsheetText } from "../../../domain/spreadsheet-cells.ts";
import { LINE_COLUMNS, lineRows, moneyNumber, ORDER_COLUMNS, type Cell, type Column } from "./export-columns.ts";
import type { ExportOrder, ExportOrderHeader } from "./export-data.ts";
import type { ExportScope } from "./export-data.ts";

/** Reads the orders of an export chunk by chunk: headers only for the first sheet, with lines for the second. */
export interface OrderChunks {
  headers(): AsyncIterable<ExportOrderHeader[]>;
  orders(): AsyncIterable<ExportOrder[]>;
}

const DATE_FORMAT = "yyyy-mm-dd";

function cellValue(cell: Cell): ExcelJS.CellValue {
  switch (cell.kind) {
    case "text":
      return cell.value === null ? null : escapeSpreadsheetText(cell.value);
    case "int":
      return cell.value;
    case "date":
      // A date cell: the calendar day at midnight (Excel dates have no time zone).
      return new Date(`${cell.value}T00:00:00Z`);
    case "money":
      return moneyNumber(cell);
  }
}

function numberFormat(cell: Cell): string | undefined {
  if (cell.kind === "date") return DATE_FORMAT;
  if (cell.kind === "money") return MINOR_UNIT_DIGITS[cell.currency] === 0 ? "#,##0" : "#,##0.00";
  if (cell.kind === "int") return "0";
  return undefined;
}

function sheet<R>(workbook: ExcelJS.stream.xlsx.WorkbookWriter, name: string, columns: readonly Column<R>[], scope: ExportScope) {
  const t = createTranslator(scope.language);
  const worksheet = workbook.addWorksheet(name, { views: [{ state: "frozen", ySplit: 1 }] });
  worksheet.columns = columns.map((c) => ({ header: t(c.header), width: c.width }));
  worksheet.getRow(1).font = { bold: true };
  worksheet.getRow(1).commit();
  return (row: R) => {
    const cells = columns.map((c) => c.cell(row));
    const added = worksheet.addRow(cells.map(cellValue));
    cells.forEach((cell, i) => {
      const format = numberFormat(cell);
      if (format) added.getCell(i + 1).numFmt = format;
    });
    added.commit();
  };
}

/**
 * Writes the Excel file to `out` as it goes (exceljs's streaming writer, inline strings): the
 * "Orders" sheet from the headers, then the "Lines" sheet (one row per line by size) from a
 * second pass, so neither sheet waits in memory for the other. Header rows bold and frozen.
 */
export async function writeXlsx(out: Writable, scope: ExportScope, source: OrderChunks, onChunk?: (orders: number) => Promise<void>): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = "Brim";
  const addOrder = sheet(workbook, "Orders", ORDER_COLUMNS, scope);
  for await (const chunk of source.headers()) chunk.forEach(addOrder);
  workbook.getWorksheet("Orders")?.commit();
  const addLine = sheet(workbook, "Lines", LINE_COLUMNS, scope);
  for await (const chunk of source.orders()) {
    for (const row of lineRows(chunk)) addLine(row);
    await onChunk?.(chunk.length);
  }
  await workbook.commit();
}
