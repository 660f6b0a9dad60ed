import { and, asc, eq, gte, sql } from "drizzle-orm";
import type { RequestContext } from "../../context.ts";
import { inboundInventory, productColours, products, variants } from "../../db/schema/index.ts";

/** The inbound inventory modal's data (account-and-ordering §3): a size by date grid. */
export interface InboundInventory {
  /** Arrival dates (`YYYY-MM-DD`), earliest first. */
  dates: string[];
  /** Sizes in the product's size order. */
  sizes: string[];
  /** Units arriving per size and date; only cells with units. */
  inventories: { size: string; date: string; quantity: number }[];
}

/**
 * Units arriving from today on for the product with this material id, per size and date, summed
 * over its colours or for one colour (`colour`, the colour shown on the page). Sizes without
 * arrivals are listed too, so the grid has a row for every size. Null for an unknown material
 * or colour.
 */
export async function inboundForMaterial(ctx: RequestContext, materialId: number, colour: string | null): Promise<InboundInventory | null> {
  const [product] = await ctx.db.select({ id: products.id }).from(products).where(eq(products.materialId, materialId)).limit(1);
  if (!product) return null;
  let colourId: number | null = null;
  if (colour !== null) {
    const [c] = await ctx.db
      .select({ id: productColours.id })
      .from(productColours)
      .where(and(eq(productColours.productId, product.id), eq(productColours.code, colour)))
      .limit(1);
    if (!c) return null;
    colourId = c.id;
  }
  const variantScope = colourId === null ? eq(variants.productId, product.id) : eq(variants.colourId, colourId);
  const sizeRows = await ctx.db
    .selectDistinct({ size: variants.size, position: variants.sizePosition })
    .from(variants)
    .where(variantScope)
    .orderBy(asc(variants.sizePosition));
  const today = ctx.now.toISOString().slice(0, 10);
  const rows = await ctx.db
    .select({
      size: variants.size,
      date: inboundInventory.arrivalDate,
      quantity: sql<number>`sum(${inboundInventory.quantity})::int`.mapWith(Number),
    })
    .from(inboundInventory)
    .innerJoin(variants, eq(variants.id, inboundInventory.variantId))
    .where(and(variantScope, gte(inboundInventory.arrivalDate, today)))
    .groupBy(variants.size, variants.sizePosition, inboundInventory.arrivalDate)
    .orderBy(asc(inboundInventory.arrivalDate), asc(variants.sizePosition));
  const inventories = rows.filter((r) => r.quantity > 0);
  return {
    dates: [...new Set(inventories.map((r) => r.date))],
    sizes: sizeRows.map((s) => s.size),
    inventories,
  };
}
