/**
 * The seven sell-sheet layouts of decision 0057 (pictures there). Each is recognised by a
 * signature that does not involve its MATERIAL cell, so a sheet of a known layout whose MATERIAL
 * cell moved is refused with the spec's message naming where it was expected.
 * Rows and columns are 0-based here and 1-based in messages.
 */
import { cellAt, cellText, isBlank, label, readQuantity, rowIsBlank, usedRowCount } from "./cells.ts";
import { parseDeliveryName, type DeliveryName } from "./delivery-names.ts";
import type { Cell, SellSheetError, SellSheetLayout, SheetCells, SkippedCell } from "./types.ts";

/** One quantity found on a sheet; `delivery` only from pattern6's column headers. */
export interface FoundQuantity {
  id: string;
  size?: string;
  colour?: string;
  material?: string;
  quantity: number;
  delivery?: DeliveryName;
}

export interface SheetRead {
  found: FoundQuantity[];
  skipped: SkippedCell[];
}

type ReadResult = { ok: true; read: SheetRead } | { ok: false; error: SellSheetError };

export interface LayoutSpec {
  name: Exclude<SellSheetLayout, "importByVariant">;
  matches(sheet: SheetCells): boolean;
  /** Where the MATERIAL label must be (0-based row, column). */
  material: readonly [number, number];
  /** Rows of one block: header rows and one product. */
  minRows: number;
  read(sheet: SheetCells): ReadResult;
}

/** Collects quantities and skips of one sheet. */
class Collector {
  readonly found: FoundQuantity[] = [];
  readonly skipped: SkippedCell[] = [];
  constructor(private readonly sheet: SheetCells) {}

  skip(row: number, column: number, reason: SkippedCell["reason"], value: Cell): void {
    this.skipped.push({ sheet: this.sheet.name, row: row + 1, column: column + 1, reason, value: cellText(value) });
  }

  /** A quantity cell of a product: imported, skipped with a reason, or nothing when blank. */
  quantity(row: number, column: number, product: Omit<FoundQuantity, "quantity"> | null): void {
    const cell = cellAt(this.sheet, row, column);
    const read = readQuantity(cell);
    if (read.kind === "blank") return;
    if (read.kind === "skip") return this.skip(row, column, read.reason, cell);
    if (product === null) return this.skip(row, column, "noMaterialId", cell);
    if (product.size === "") return this.skip(row, column, "noSize", cell);
    this.found.push({ ...product, quantity: read.quantity });
  }

  done(): ReadResult {
    return { ok: true, read: { found: this.found, skipped: this.skipped } };
  }
}

const optional = (text: string): string | undefined => (text === "" ? undefined : text);

/** Size labels of a header row from `fromColumn` up to its first blank cell. */
function sizesAcross(sheet: SheetCells, row: number, fromColumn: number): { column: number; size: string }[] {
  const sizes: { column: number; size: string }[] = [];
  for (let c = fromColumn; !isBlank(cellAt(sheet, row, c)); c++) sizes.push({ column: c, size: cellText(cellAt(sheet, row, c)) });
  return sizes;
}

/** A wide grid: one product a row, sizes across from `sizeColumn` in the header row. */
function readWideGrid(sheet: SheetCells, headerRow: number, sizeColumn: number, colourColumn: number | null): ReadResult {
  const out = new Collector(sheet);
  const sizes = sizesAcross(sheet, headerRow, sizeColumn);
  const end = usedRowCount(sheet);
  for (let r = headerRow + 1; r < end; r++) {
    const id = cellText(cellAt(sheet, r, 0));
    const colour = colourColumn === null ? undefined : optional(cellText(cellAt(sheet, r, colourColumn)).toUpperCase());
    for (const { column, size } of sizes) out.quantity(r, column, id === "" ? null : { id, size, colour, material: id });
  }
  return out.done();
}

const sell: LayoutSpec = {
  name: "sell",
  matches: (s) => label(cellAt(s, 0, 1)) === "COLOR" && label(cellAt(s, 0, 2)) === "DESCRIPTION",
  material: [0, 0],
  minRows: 2,
  read: (s) => readWideGrid(s, 0, 3, 1),
};

const pattern1: LayoutSpec = {
  name: "pattern1",
  matches: (s) => label(cellAt(s, 0, 0)).startsWith("SELL SHEET"),
  material: [3, 0],
  minRows: 5,
  read: (s) => readWideGrid(s, 3, 2, null),
};

const pattern2: LayoutSpec = {
  name: "pattern2",
  matches: (s) => label(cellAt(s, 0, 1)) === "SIZE" && label(cellAt(s, 0, 2)) === "QTY",
  material: [0, 0],
  minRows: 2,
  read: (s) => {
    const out = new Collector(s);
    const hasColour = label(cellAt(s, 0, 3)) === "COLOR";
    const end = usedRowCount(s);
    for (let r = 1; r < end; r++) {
      const id = cellText(cellAt(s, r, 0));
      const colour = hasColour ? optional(cellText(cellAt(s, r, 3)).toUpperCase()) : undefined;
      out.quantity(r, 2, id === "" ? null : { id, size: cellText(cellAt(s, r, 1)), colour, material: id });
    }
    return out.done();
  },
};

/** Stacked product blocks of four rows: MATERIAL/id, SIZE/sizes, QTY/quantities, a blank row. */
const BLOCK_ROWS = 4;
const pattern3: LayoutSpec = {
  name: "pattern3",
  matches: (s) => label(cellAt(s, 1, 0)) === "SIZE" && label(cellAt(s, 2, 0)) === "QTY",
  material: [0, 0],
  minRows: 3,
  read: (s) => {
    const out = new Collector(s);
    const end = usedRowCount(s);
    for (let r = 0; r < end; r += BLOCK_ROWS) {
      if (rowIsBlank(s, r) && rowIsBlank(s, r + 1) && rowIsBlank(s, r + 2)) continue;
      if (label(cellAt(s, r, 0)) !== "MATERIAL") return { ok: false, error: { code: "materialExpected", sheet: s.name, row: r + 1, column: 1 } };
      const id = cellText(cellAt(s, r, 1));
      if (id === "") return { ok: false, error: { code: "materialIdExpected", sheet: s.name, row: r + 1, column: 2 } };
      for (const { column, size } of sizesAcross(s, r + 1, 1)) out.quantity(r + 2, column, { id, size, material: id });
    }
    return out.done();
  },
};

const pattern4: LayoutSpec = {
  name: "pattern4",
  matches: (s) => label(cellAt(s, 0, 0)) === "UPC" && label(cellAt(s, 0, 3)) === "QTY",
  material: [0, 1],
  minRows: 2,
  read: (s) => {
    const out = new Collector(s);
    const end = usedRowCount(s);
    for (let r = 1; r < end; r++) {
      const upc = cellText(cellAt(s, r, 0));
      const material = cellText(cellAt(s, r, 1));
      const size = cellText(cellAt(s, r, 2));
      // The UPC names the variant; without it, the material and size do.
      const product = upc !== "" ? { id: upc, material: optional(material) } : material !== "" ? { id: material, size, material } : null;
      out.quantity(r, 3, product);
    }
    return out.done();
  },
};

/** Materials across row 1, descriptions in row 2, sizes down column A from row 3. */
const pattern5: LayoutSpec = {
  name: "pattern5",
  matches: (s) => label(cellAt(s, 1, 0)) === "DESCRIPTION",
  material: [0, 0],
  minRows: 3,
  read: (s) => {
    const out = new Collector(s);
    const end = usedRowCount(s);
    const width = Math.max(0, ...s.rows.slice(0, end).map((row) => row.length));
    for (let c = 1; c < width; c++) {
      const id = cellText(cellAt(s, 0, c));
      for (let r = 2; r < end; r++) {
        if (id === "" && !isBlank(cellAt(s, r, c))) return { ok: false, error: { code: "materialIdExpected", sheet: s.name, row: 1, column: c + 1 } };
        if (id !== "") out.quantity(r, c, { id, size: cellText(cellAt(s, r, 0)), material: id });
      }
    }
    return out.done();
  },
};

/** Deliveries across: MATERIAL, SIZE, then one column per delivery target ("SPRING-2027"). */
const pattern6: LayoutSpec = {
  name: "pattern6",
  matches: (s) => label(cellAt(s, 0, 1)) === "SIZE" && parseDeliveryName(cellText(cellAt(s, 0, 2))) !== null,
  material: [0, 0],
  minRows: 2,
  read: (s) => {
    const out = new Collector(s);
    const deliveries: { column: number; delivery: DeliveryName }[] = [];
    for (let c = 2; !isBlank(cellAt(s, 0, c)); c++) {
      // A column after the deliveries (a TOTAL) ends them.
      const delivery = parseDeliveryName(cellText(cellAt(s, 0, c)));
      if (delivery === null) break;
      deliveries.push({ column: c, delivery });
    }
    const end = usedRowCount(s);
    for (let r = 1; r < end; r++) {
      const id = cellText(cellAt(s, r, 0));
      const size = cellText(cellAt(s, r, 1));
      for (const { column, delivery } of deliveries) out.quantity(r, column, id === "" ? null : { id, size, material: id, delivery });
    }
    return out.done();
  },
};

/** In detection order: pattern6 before pattern2 (both have SIZE in B1; C1 tells them apart). */
export const LAYOUTS: readonly LayoutSpec[] = [sell, pattern1, pattern6, pattern2, pattern3, pattern4, pattern5];
