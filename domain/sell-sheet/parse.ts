/**
 * Sell-sheet import (shopping-flow §5): recognises the layout of every sheet, applies the rules
 * in the order a buyer can act on them, and builds the spec's payload (§3) with a report of the
 * cells that were not imported. Pure: the page runs it for its preview, the server for a file
 * posted without script.
 */
import { cellAt, cellText, isBlank, isNumeric, readQuantity, usedRowCount } from "./cells.ts";
import { looksLikeDeliveryName, parseDeliveryName, type DeliveryName } from "./delivery-names.ts";
import { LAYOUTS, type FoundQuantity, type LayoutSpec, type SheetRead } from "./layouts.ts";
import type { QuantityChange, SellSheetError, SellSheetLayout, SellSheetOptions, SellSheetResult, SheetCells, SkippedCell, WorkbookCells } from "./types.ts";

type Step<T> = { ok: true; value: T } | { ok: false; error: SellSheetError };
const refuse = (error: SellSheetError): { ok: false; error: SellSheetError } => ({ ok: false, error });

function detect(sheet: SheetCells, options: SellSheetOptions): Step<LayoutSpec | "importByVariant"> {
  const layout = LAYOUTS.find((l) => l.matches(sheet));
  if (layout) {
    const [row, column] = layout.material;
    if (cellText(cellAt(sheet, row, column)).toUpperCase() !== "MATERIAL") {
      return refuse({ code: "materialExpected", sheet: sheet.name, row: row + 1, column: column + 1 });
    }
    if (usedRowCount(sheet) < layout.minRows) return refuse({ code: "invalidFormat", reason: "tooFewRows", sheet: sheet.name });
    return { ok: true, value: layout };
  }
  if (options.importByVariant && isVariantList(sheet)) {
    return firstRowConsistent(sheet) ? { ok: true, value: "importByVariant" } : refuse({ code: "invalidFormat", reason: "firstRowMixed", sheet: sheet.name });
  }
  return refuse({ code: "invalidFormat", reason: "unknownLayout", sheet: sheet.name });
}

/** Import by variant: every row has at most two columns (UPC, quantity). */
function isVariantList(sheet: SheetCells): boolean {
  return sheet.rows.every((row) => row.every((cell, c) => c < 2 || isBlank(cell)));
}

/** Its first row is a header (neither cell numeric) or a line (both numeric), never half of each. */
function firstRowConsistent(sheet: SheetCells): boolean {
  const first = sheet.rows.findIndex((row) => row.some((c) => !isBlank(c)));
  const cells = (sheet.rows[first] ?? []).slice(0, 2).filter((c) => !isBlank(c));
  const numeric = cells.filter(isNumeric).length;
  return numeric === 0 || numeric === cells.length;
}

function readVariantList(sheet: SheetCells): SheetRead {
  const found: FoundQuantity[] = [];
  const skipped: SkippedCell[] = [];
  const end = usedRowCount(sheet);
  const firstRow = sheet.rows.findIndex((row) => row.some((c) => !isBlank(c)));
  const header = !isNumeric(cellAt(sheet, firstRow, 0));
  for (let r = header ? firstRow + 1 : firstRow; r < end; r++) {
    const upc = cellText(cellAt(sheet, r, 0));
    const cell = cellAt(sheet, r, 1);
    if (upc === "" && isBlank(cell)) continue;
    // A row of one column is one unit of that variant.
    const read = isBlank(cell) ? { kind: "ok" as const, quantity: 1 } : readQuantity(cell);
    const at = { sheet: sheet.name, row: r + 1, value: cellText(cell) };
    if (read.kind === "skip") skipped.push({ ...at, column: 2, reason: read.reason });
    else if (upc === "") skipped.push({ ...at, column: 1, reason: "noMaterialId" });
    else if (read.kind === "ok") found.push({ id: upc, quantity: read.quantity });
  }
  return { found, skipped };
}

/** The sheet-name rule of §5: PREBOOKING sheets name their delivery (pattern6 has it in columns). */
function checkSheetName(sheet: SheetCells, layout: SellSheetLayout, options: SellSheetOptions): Step<DeliveryName | null> {
  if (options.mode === "PREBOOKING") {
    if (layout === "pattern6") return { ok: true, value: null };
    const delivery = parseDeliveryName(sheet.name);
    return delivery ? { ok: true, value: delivery } : refuse({ code: "invalidFormat", reason: "sheetNameNotDelivery", sheet: sheet.name });
  }
  if (layout === "pattern6") return refuse({ code: "invalidFormat", reason: "deliveriesOnlyPrebooking", sheet: sheet.name });
  // "…in stock mode it must not (unless mode is STOCK)": only GCP refuses a delivery-like name.
  if (options.mode === "GCP" && looksLikeDeliveryName(sheet.name)) return refuse({ code: "invalidFormat", reason: "sheetNameIsDelivery", sheet: sheet.name });
  return { ok: true, value: null };
}

function changeKey(c: QuantityChange): string {
  return [c.id, c.size ?? "", c.colour ?? "", c.deliveryTarget ?? "", c.deliveryYear ?? ""].join("\u0000");
}

export function parseSellSheet(workbook: WorkbookCells, options: SellSheetOptions): SellSheetResult {
  const sheets = workbook.sheets;
  if (sheets.length === 0) return refuse({ code: "invalidFormat", reason: "noSheets" });
  if (sheets.length > 1 && options.mode !== "PREBOOKING") return refuse({ code: "invalidFormat", reason: "severalSheets" });
  const empty = sheets.find((s) => usedRowCount(s) === 0);
  if (empty) return refuse({ code: "invalidFormat", reason: "emptySheet", sheet: empty.name });

  const changes = new Map<string, QuantityChange>();
  const materials = new Set<string>();
  const skipped: SkippedCell[] = [];
  let layoutSeen: SellSheetLayout | null = null;
  for (const sheet of sheets) {
    const detected = detect(sheet, options);
    if (!detected.ok) return detected;
    const layout = detected.value === "importByVariant" ? "importByVariant" : detected.value.name;
    // One payload has one importByVariant flag: a workbook mixing UPC lists and sheets by material is refused.
    if (layoutSeen !== null && (layoutSeen === "importByVariant") !== (layout === "importByVariant")) return refuse({ code: "invalidFormat", reason: "mixedLayouts", sheet: sheet.name });
    layoutSeen = layout;
    const named = checkSheetName(sheet, layout, options);
    if (!named.ok) return named;
    let read: SheetRead;
    if (detected.value === "importByVariant") read = readVariantList(sheet);
    else {
      const result = detected.value.read(sheet);
      if (!result.ok) return result;
      read = result.read;
    }
    skipped.push(...read.skipped);
    for (const f of read.found) {
      const delivery = options.mode === "PREBOOKING" ? (f.delivery ?? named.value) : null;
      const change: QuantityChange = { id: f.id, quantity: f.quantity };
      if (f.size !== undefined) change.size = f.size;
      if (f.colour !== undefined) change.colour = f.colour;
      if (delivery) Object.assign(change, { deliveryTarget: delivery.code, deliveryYear: delivery.year });
      if (f.material !== undefined) materials.add(f.material);
      const key = changeKey(change);
      const seen = changes.get(key);
      changes.set(key, seen ? { ...seen, quantity: seen.quantity + change.quantity } : change);
    }
  }
  if (changes.size === 0) return refuse({ code: "emptyQuantities" });
  if (changes.size > options.maxLines) return refuse({ code: "tooManyLines", lines: changes.size, max: options.maxLines });
  return {
    ok: true,
    layout: layoutSeen ?? "sell",
    payload: { productCodes: [...materials], quantityChangesList: [...changes.values()], importByVariant: layoutSeen === "importByVariant" },
    skipped,
  };
}
