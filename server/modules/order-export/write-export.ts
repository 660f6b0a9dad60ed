import type { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { Readable } from "node:stream";
import { createTranslator } from "../../../domain/i18n/index.ts";
import type { ExportFormat } from "../../../domain/order-export-selection.ts";
import { CSV_BOM, csvRecord, type CsvValue } from "../../../domain/spreadsheet-cells.ts";
import { CSV_COLUMNS, lineRows, moneyNumber, type Cell } from "./export-columns.ts";
import { chunksOf, loadExportOrders, loadOrderHeaders, type ExportOrder, type ExportScope } from "./export-data.ts";
import { writePdf } from "./pdf.ts";
import { writeXlsx, type OrderChunks } from "./xlsx.ts";

/** The orders of an export read chunk by chunk, in the order of `ids`. */
export function orderChunks(scope: ExportScope, ids: readonly number[]): OrderChunks {
  return {
    async *headers() {
      for (const chunk of chunksOf(ids)) yield await loadOrderHeaders(scope, chunk);
    },
    async *orders() {
      for (const chunk of chunksOf(ids)) yield await loadExportOrders(scope, chunk);
    },
  };
}

function csvValue(cell: Cell): CsvValue {
  switch (cell.kind) {
    case "text":
      return cell.value;
    case "int":
      return cell.value;
    case "date":
      return cell.value;
    case "money":
      return moneyNumber(cell);
  }
}

/** The CSV text (RFC 4180, UTF-8 with BOM): one record per order line, the order's columns repeated. */
async function* csvText(scope: ExportScope, chunks: AsyncIterable<ExportOrder[]>, onChunk?: (orders: number) => Promise<void>): AsyncGenerator<string> {
  const t = createTranslator(scope.language);
  yield CSV_BOM + csvRecord(CSV_COLUMNS.map((c) => t(c.header)));
  for await (const chunk of chunks) {
    let text = "";
    for (const row of lineRows(chunk)) text += csvRecord(CSV_COLUMNS.map((c) => csvValue(c.cell(row))));
    yield text;
    await onChunk?.(chunk.length);
  }
}

export interface WriteOptions {
  owner: string;
  today: string;
  /** Called after each chunk of orders is written, with its size (the job's progress). */
  onChunk?: (orders: number) => Promise<void>;
}

/** Writes the export of these orders in `format` to `out`; resolves when it is all written. */
export async function writeExport(format: ExportFormat, out: Writable, scope: ExportScope, ids: readonly number[], options: WriteOptions): Promise<void> {
  const source = orderChunks(scope, ids);
  switch (format) {
    case "xlsx":
      return writeXlsx(out, scope, source, options.onChunk);
    case "pdf":
      return writePdf(out, scope, source.orders(), { owner: options.owner, today: options.today, count: ids.length }, options.onChunk);
    case "csv":
      return pipeline(Readable.from(csvText(scope, source.orders(), options.onChunk)), out);
  }
}
