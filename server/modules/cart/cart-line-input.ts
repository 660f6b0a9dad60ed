import { eq, sql } from "drizzle-orm";
import type { BookingMode } from "../../../domain/booking-modes.ts";
import { translate } from "../../../domain/i18n/index.ts";
import type { Language } from "../../../domain/sites.ts";
import type { DbOrTx } from "../../db/client.ts";
import { compiledSelect, statements } from "../../db/compiled.ts";
import { products, stockLevels, variants } from "../../db/schema/index.ts";
import { targetKey, type UnitDeliveryTarget } from "./booking-windows.ts";

/** One requested line: a variant (UPC), a quantity and, in PREBOOKING, a delivery target. */
export interface LineInput {
  upc: string;
  quantity: number;
  target: { code: string; year: number } | null;
  seasonCollection: string | null;
  /** Only for `updateMultiD` with an entry number ≥ 0: set that entry. */
  entryNumber?: number;
}

export interface ResolvedVariant {
  variantId: number;
  productId: number;
  productCode: string;
  materialId: number;
  gcp: boolean;
  stockLeft: number;
  forceInStock: boolean;
  maxOrderQuantity: number | null;
}

export interface FieldError {
  field: string;
  message: string;
}

/** Expected refusals of a cart change; the routes map them to HTTP statuses. */
export type CartFailure =
  | { kind: "signedOut" }
  | { kind: "noCart" }
  | { kind: "invalid"; message: string; errors: FieldError[] }
  | { kind: "refused"; message: string; errors: FieldError[] }
  | { kind: "conflict"; message: string }
  | { kind: "notFound"; message: string };

const variantsByUpc = compiledSelect(
  "cart_variants_by_upc",
  statements
    .select({
      upc: variants.upc,
      variantId: variants.id,
      productId: products.id,
      productCode: products.code,
      materialId: products.materialId,
      gcp: products.gcp,
      stockLeft: sql<number>`coalesce(${stockLevels.quantity}, 0)`,
      forceInStock: sql<boolean>`coalesce(${stockLevels.forceInStock}, false)`,
      maxOrderQuantity: variants.maxOrderQuantity,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .leftJoin(stockLevels, eq(stockLevels.variantId, variants.id))
    .where(sql`${variants.upc} = any(${sql.placeholder("upcs")}::text[])`),
);

/** The variants named by `upcs`, with stock, in one query (every add runs it: compiled once). */
export async function resolveVariants(db: DbOrTx, upcs: readonly string[]): Promise<Map<string, ResolvedVariant>> {
  if (upcs.length === 0) return new Map();
  const rows = await variantsByUpc(db, { upcs: [...new Set(upcs)] });
  return new Map(rows.map(({ upc, ...v }) => [upc, v]));
}

/**
 * Checks requested lines against the session's mode, the products and the unit's booking
 * windows. Unknown variants and malformed targets are invalid (400); GCP products outside the
 * custom programme (and the reverse) and closed booking windows are refused (422).
 */
export function checkLines(
  mode: BookingMode,
  lines: readonly LineInput[],
  found: ReadonlyMap<string, ResolvedVariant>,
  targets: readonly UnitDeliveryTarget[],
  language: Language,
): CartFailure | null {
  const errors: FieldError[] = [];
  for (const line of lines) {
    if (!found.has(line.upc)) errors.push({ field: "productCode", message: `Unknown product ${line.upc}` });
    if (mode === "PREBOOKING" && line.target === null) errors.push({ field: "deliveryTarget", message: "Choose a delivery month or season" });
    if (mode !== "PREBOOKING" && line.target !== null) errors.push({ field: "deliveryTarget", message: "Delivery targets are for pre-booking only" });
  }
  if (errors.length > 0) return { kind: "invalid", message: "Some lines could not be read.", errors: dedupe(errors) };

  for (const line of lines) {
    const variant = found.get(line.upc);
    if (variant && variant.gcp !== (mode === "GCP")) {
      const message = translate(language, variant.gcp ? "cartApi.gcpOnly" : "cartApi.notGcp");
      return { kind: "refused", message, errors: [{ field: "productCode", message }] };
    }
  }
  if (mode === "PREBOOKING") {
    const byKey = new Map(targets.map((t) => [targetKey(t.code, t.year), t]));
    for (const line of lines) {
      if (!line.target) continue;
      const key = targetKey(line.target.code, line.target.year);
      const target = byKey.get(key);
      if (!target?.open) {
        const message = translate(language, "cartApi.windowClosed", { target: target?.names[language] ?? key });
        return { kind: "refused", message, errors: [{ field: "deliveryTarget", message }] };
      }
    }
  }
  return null;
}

function dedupe(errors: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    const key = `${e.field}\u0000${e.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The key of a line in a cart: variant and delivery target. */
export function lineKey(variantId: number, targetCode: string | null, year: number | null): string {
  return `${variantId}|${targetCode ?? ""}|${year ?? 0}`;
}
