import { and, asc, eq, gt, gte, inArray } from "drizzle-orm";
import type { FutureStockAnswer, FutureStockEntry } from "../../../domain/future-stock.ts";
import { translate } from "../../../domain/i18n/index.ts";
import type { RequestContext } from "../../context.ts";
import { inboundInventory, products, variants } from "../../db/schema/index.ts";

export type FutureStockResult =
  | { kind: "ok"; answer: FutureStockAnswer }
  /** The consumer site has no future stock. */
  | { kind: "notOnThisSite" }
  | { kind: "unknownProduct" }
  /** Requested skus that are not sizes of the product, with their position in the request. */
  | { kind: "foreignSkus"; skus: { index: number; sku: string }[] };

/**
 * When and how many units of the requested sizes (skus = UPCs) of a product arrive, from today
 * on, by size then date. Partner sites only, for a signed-in user (any partner account may see
 * arrivals, as with the inbound inventory grid). Nothing arriving is `available: false` with a
 * message in the visitor's language.
 */
export async function futureStock(ctx: RequestContext, input: { productCode: string; skus: readonly string[] }): Promise<FutureStockResult> {
  if (!ctx.site.b2b) return { kind: "notOnThisSite" };
  if (!ctx.user) throw Object.assign(new Error("Please sign in to continue."), { statusCode: 401 });
  const [product] = await ctx.db.select({ id: products.id }).from(products).where(eq(products.code, input.productCode)).limit(1);
  if (!product) return { kind: "unknownProduct" };

  const skus = [...new Set(input.skus)];
  const today = ctx.now.toISOString().slice(0, 10);
  // One row per requested size, plus one per arrival: a size without arrivals has a null date.
  const rows = await ctx.db
    .select({ sku: variants.upc, size: variants.size, date: inboundInventory.arrivalDate, quantity: inboundInventory.quantity })
    .from(variants)
    .leftJoin(
      inboundInventory,
      and(eq(inboundInventory.variantId, variants.id), gte(inboundInventory.arrivalDate, today), gt(inboundInventory.quantity, 0)),
    )
    .where(and(eq(variants.productId, product.id), inArray(variants.upc, skus)))
    .orderBy(asc(variants.sizePosition), asc(variants.colourId), asc(inboundInventory.arrivalDate));

  const known = new Set(rows.map((r) => r.sku));
  const foreign = input.skus.flatMap((sku, index) => (known.has(sku) ? [] : [{ index, sku }]));
  if (foreign.length > 0) return { kind: "foreignSkus", skus: foreign };

  const entries: FutureStockEntry[] = rows.flatMap((r) => (r.date !== null && r.quantity !== null ? [{ sku: r.sku, size: r.size, date: r.date, quantity: r.quantity }] : []));
  if (entries.length === 0) {
    return { kind: "ok", answer: { available: false, message: translate(ctx.language, "futureStock.none"), entries } };
  }
  return { kind: "ok", answer: { available: true, entries } };
}
