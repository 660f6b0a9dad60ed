/** Material ids (with size and colour) and UPCs of a sell sheet to variants, in one query. */
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { compiledSelect, statements } from "../../db/compiled.ts";
import { productColours, products, variants } from "../../db/schema/index.ts";
import type { QuantityChange } from "../../../domain/sell-sheet/types.ts";

export interface SheetVariant {
  upc: string;
  size: string;
  colour: string;
  colourPosition: number;
  materialId: number;
  gcp: boolean;
}

const variantsOfSheet = compiledSelect(
  "sell_sheet_variants",
  statements
    .select({
      upc: variants.upc,
      size: variants.size,
      colour: productColours.code,
      colourPosition: productColours.position,
      materialId: products.materialId,
      gcp: products.gcp,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(productColours, eq(productColours.id, variants.colourId))
    .where(sql`${variants.upc} = any(${sql.placeholder("upcs")}::text[]) or ${products.materialId} = any(${sql.placeholder("materials")}::bigint[])`),
);

/** "7  1/4" and "7 1/4", "s/m" and "S/M" are one size. */
export const sizeKey = (size: string): string => size.replace(/\s+/g, " ").trim().toUpperCase();

export interface VariantIndex {
  byUpc: Map<string, SheetVariant>;
  /** material → its variants, first colour first. */
  byMaterial: Map<string, SheetVariant[]>;
}

export async function sheetVariants(db: DbOrTx, changes: readonly QuantityChange[]): Promise<VariantIndex> {
  const upcs = new Set<string>();
  const materials = new Set<string>();
  for (const c of changes) {
    if (c.size === undefined) upcs.add(c.id);
    else if (/^\d{1,15}$/.test(c.id)) materials.add(String(Number(c.id)));
  }
  const rows = upcs.size + materials.size === 0 ? [] : await variantsOfSheet(db, { upcs: [...upcs], materials: [...materials] });
  const byUpc = new Map<string, SheetVariant>();
  const byMaterial = new Map<string, SheetVariant[]>();
  for (const row of rows.sort((a, b) => a.colourPosition - b.colourPosition)) {
    byUpc.set(row.upc, row);
    const key = String(row.materialId);
    byMaterial.set(key, [...(byMaterial.get(key) ?? []), row]);
  }
  return { byUpc, byMaterial };
}

export type VariantLookup = { ok: true; variant: SheetVariant } | { ok: false; reason: "unknownMaterial" | "unknownSize" | "unknownVariant" };

/** A change's variant: its UPC, or its material's size in the colour named (else the first colour). */
export function variantOf(index: VariantIndex, change: QuantityChange): VariantLookup {
  if (change.size === undefined) {
    const variant = index.byUpc.get(change.id);
    return variant ? { ok: true, variant } : { ok: false, reason: "unknownVariant" };
  }
  const all = /^\d{1,15}$/.test(change.id) ? index.byMaterial.get(String(Number(change.id))) : undefined;
  if (!all) return { ok: false, reason: "unknownMaterial" };
  const size = sizeKey(change.size);
  const variant = all.find((v) => sizeKey(v.size) === size && (change.colour === undefined || v.colour === change.colour));
  return variant ? { ok: true, variant } : { ok: false, reason: "unknownSize" };
}
