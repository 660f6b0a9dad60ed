/**
 * An order's lines as size grids (issue 14 "Order detail"): one grid per delivery target, a row
 * per product and colour, a column per size, in the sizes' natural order (fitted sizes by their
 * measure, then letter sizes from XS up, then anything else as it came).
 */

const LETTER_SIZES = ["XXS", "XS", "XS/S", "S", "S/M", "M", "M/L", "L", "L/XL", "XL", "XL/2XL", "2XL", "XXL", "3XL", "XXXL", "4XL"];

/** Fitted cap sizes ("7", "7 1/8") as numbers; null for any other size. */
function fittedMeasure(size: string): number | null {
  const match = /^(\d{1,2})(?: (\d)\/(\d))?$/.exec(size.trim());
  if (!match) return null;
  const whole = Number(match[1]);
  return match[2] && match[3] ? whole + Number(match[2]) / Number(match[3]) : whole;
}

/** Sort rank of a size: fitted sizes first by measure, then letter sizes, then the rest (stable). */
export function sizeRank(size: string): number {
  const fitted = fittedMeasure(size);
  if (fitted !== null) return fitted;
  const letter = LETTER_SIZES.indexOf(size.trim().toUpperCase());
  return letter >= 0 ? 100 + letter : 1000;
}

export function orderSizes(sizes: Iterable<string>): string[] {
  const unique = [...new Set(sizes)];
  return unique.map((s, i) => ({ s, i, r: sizeRank(s) })).sort((a, b) => a.r - b.r || a.i - b.i).map((x) => x.s);
}

export interface GridLine {
  productCode: string;
  colourName: string;
  size: string;
}

export interface GridRow<L extends GridLine> {
  productCode: string;
  colourName: string;
  /** The row's line per size; a size the row was not ordered in is absent. */
  cells: Record<string, L>;
  lines: L[];
}

/** Groups lines into rows (product and colour, in the order they first appear) and the sizes they use. */
export function sizeGrid<L extends GridLine>(lines: readonly L[]): { sizes: string[]; rows: GridRow<L>[] } {
  const rows = new Map<string, GridRow<L>>();
  for (const line of lines) {
    const key = `${line.productCode}\u0000${line.colourName}`;
    let row = rows.get(key);
    if (!row) {
      row = { productCode: line.productCode, colourName: line.colourName, cells: {}, lines: [] };
      rows.set(key, row);
    }
    row.cells[line.size] = line;
    row.lines.push(line);
  }
  return { sizes: orderSizes(lines.map((l) => l.size)), rows: [...rows.values()] };
}
