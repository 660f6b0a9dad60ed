import { and, eq, sql } from "drizzle-orm";
import { programmeMinimumOf, type ProgrammeMinimum } from "../../../domain/programme-minimum.ts";
import type { RequestContext } from "../../context.ts";
import { cartEntries, carts, products } from "../../db/schema/index.ts";

export { GCP_MINIMUM_PROGRAM_QUANTITY } from "../../../domain/programme-minimum.ts";
export type ProgramMinimum = ProgrammeMinimum;

/**
 * The programme minimum of one material for the visitor (domain/programme-minimum.ts), or null for
 * an unknown material. The current quantity is what the signed-in customer's active GCP cart on
 * this site holds of the material (every size and colour, removed lines not counted); 0 for
 * visitors and for products without a minimum.
 */
export async function programMinimum(ctx: RequestContext, materialId: number): Promise<ProgramMinimum | null> {
  const [product] = await ctx.db.select({ id: products.id, gcp: products.gcp }).from(products).where(eq(products.materialId, materialId)).limit(1);
  if (!product) return null;
  const user = ctx.user;
  if (!user || !product.gcp) return programmeMinimumOf(product.gcp, 0);
  const [held] = await ctx.db
    .select({ quantity: sql<number>`coalesce(sum(${cartEntries.quantity}), 0)::int` })
    .from(cartEntries)
    .innerJoin(carts, eq(carts.id, cartEntries.cartId))
    .where(
      and(
        eq(cartEntries.productId, product.id),
        eq(cartEntries.deleted, false),
        eq(carts.userId, user.id),
        sql`coalesce(${carts.unitId}, 0) = ${user.unitId ?? 0}`,
        eq(carts.siteId, ctx.site.id),
        eq(carts.mode, "GCP"),
        eq(carts.status, "active"),
        eq(carts.kind, "cart"),
      ),
    );
  return programmeMinimumOf(true, Number(held?.quantity ?? 0));
}
