/**
 * A pasted list for the quick order and the bag (decision 0056): one line per row, as buyers copy
 * them from a spreadsheet or an e-mail. Each row is
 *   `id`                       hold the product (no quantity yet)
 *   `id quantity`              (space, tab, comma or semicolon between)
 *   `id size quantity`         (tab, comma or semicolon between: sizes like "7 1/8" hold spaces)
 * where `id` is a material id, a product code or a variant's UPC. The same id and size twice are
 * summed. Rows that cannot be read are reported by their line number and left out.
 */
import { MAX_QUANTITY } from "./quantity-input.ts";

export interface PastedLine {
  id: string;
  /** The size as typed ("7 1/8", "M/L"); null when the row named none. */
  size: string | null;
  /** Null when the row names the product only. */
  quantity: number | null;
  /** The 1-based rows it came from (several when summed). */
  rows: number[];
}

export type PasteProblem = "badQuantity" | "badId" | "tooManyColumns";

export interface PasteResult {
  lines: PastedLine[];
  problems: { row: number; text: string; problem: PasteProblem }[];
}

/** A material id, product code or UPC: letters, digits, dot, hyphen and underscore. */
const ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/;
const QUANTITY = /^\d{1,5}$/;

function cellsOf(row: string): string[] {
  // Tab, comma or semicolon separate cells when present (a size may hold a space); else spaces do.
  const separated = /[\t,;]/.test(row) ? row.split(/[\t,;]/) : row.split(/\s+/);
  return separated.map((c) => c.trim()).filter((c) => c.length > 0);
}

export function parsePastedList(text: string, maxRows = Number.MAX_SAFE_INTEGER): PasteResult & { tooManyRows: boolean } {
  const rows = text.replace(/^\uFEFF/, "").split(/\r\n|\n|\r/);
  const merged = new Map<string, PastedLine>();
  const problems: PasteResult["problems"] = [];
  let counted = 0;
  rows.forEach((raw, index) => {
    const row = index + 1;
    const cells = cellsOf(raw);
    if (cells.length === 0) return;
    counted += 1;
    const [id = "", ...rest] = cells;
    if (!ID.test(id)) return problems.push({ row, text: raw.trim(), problem: "badId" });
    if (rest.length > 2) return problems.push({ row, text: raw.trim(), problem: "tooManyColumns" });
    const quantityText = rest.length === 0 ? null : rest[rest.length - 1]!;
    const size = rest.length === 2 ? rest[0]! : null;
    if (quantityText !== null && (!QUANTITY.test(quantityText) || Number(quantityText) > MAX_QUANTITY)) {
      return problems.push({ row, text: raw.trim(), problem: "badQuantity" });
    }
    const quantity = quantityText === null ? null : Number(quantityText);
    const key = `${id.toUpperCase()}|${size?.toUpperCase() ?? ""}`;
    const seen = merged.get(key);
    if (seen) {
      seen.rows.push(row);
      if (quantity !== null) seen.quantity = Math.min(MAX_QUANTITY, (seen.quantity ?? 0) + quantity);
    } else {
      merged.set(key, { id, size, quantity, rows: [row] });
    }
  });
  return { lines: [...merged.values()], problems, tooManyRows: counted > maxRows };
}
