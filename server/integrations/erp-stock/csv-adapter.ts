import { readFile } from "node:fs/promises";
import type { StockFeed, StockFeedDelivery, StockFeedProblem, StockUpdate } from "./port.ts";

const MAX_QUANTITY = 10_000_000;
const TRUE = new Set(["1", "true", "yes", "y"]);
const FALSE = new Set(["0", "false", "no", "n", ""]);

/**
 * Parses a stock feed in CSV: a header naming `upc` and `quantity` (and optionally
 * `forceInStock`), then one variant per line, comma or semicolon separated.
 */
export function parseStockCsv(text: string): StockFeedDelivery {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  const problems: StockFeedProblem[] = [];
  const updates: StockUpdate[] = [];
  const headerIndex = lines.findIndex((l) => l.trim() !== "");
  if (headerIndex < 0) return { updates, problems: [{ line: 1, message: "The file is empty." }] };
  const separator = (lines[headerIndex] ?? "").includes(";") ? ";" : ",";
  const header = (lines[headerIndex] ?? "").split(separator).map((h) => h.trim().toLowerCase());
  const col = { upc: header.indexOf("upc"), quantity: header.indexOf("quantity"), force: header.indexOf("forceinstock") };
  if (col.upc < 0 || col.quantity < 0) {
    return { updates, problems: [{ line: headerIndex + 1, message: "The header must name the columns upc and quantity." }] };
  }
  for (let i = headerIndex + 1; i < lines.length; i++) {
    const raw = lines[i] ?? "";
    if (raw.trim() === "") continue;
    const cells = raw.split(separator).map((c) => c.trim());
    const line = i + 1;
    const upc = cells[col.upc] ?? "";
    const quantityText = cells[col.quantity] ?? "";
    if (!/^[0-9A-Za-z-]{1,32}$/.test(upc)) {
      problems.push({ line, message: `"${upc}" is not a UPC.` });
      continue;
    }
    if (!/^-?\d{1,8}$/.test(quantityText) || Math.abs(Number(quantityText)) > MAX_QUANTITY) {
      problems.push({ line, message: `"${quantityText}" is not a whole number of units.` });
      continue;
    }
    const update: StockUpdate = { upc, quantity: Number(quantityText) };
    if (col.force >= 0) {
      const flag = (cells[col.force] ?? "").toLowerCase();
      if (!TRUE.has(flag) && !FALSE.has(flag)) {
        problems.push({ line, message: `"${flag}" is not true or false.` });
        continue;
      }
      // An empty cell leaves the flag as it was.
      if (flag !== "") update.forceInStock = TRUE.has(flag);
    }
    updates.push(update);
  }
  return { updates, problems };
}

/** The local adapter: one delivery read from a CSV file. */
export function csvFileStockFeed(file: string): StockFeed {
  return {
    async read() {
      return parseStockCsv(await readFile(file, "utf8"));
    },
  };
}
