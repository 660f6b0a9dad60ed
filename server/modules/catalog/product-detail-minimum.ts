import { eq } from "drizzle-orm";
import type { RequestContext } from "../../context.ts";
import { products } from "../../db/schema/index.ts";

/**
 * Programme minimum of GCP (custom programme) products: 144 units (a gross, the usual minimum
 * run of a custom embroidery programme) per material over the customer's open GCP cart. Other
 * products have no minimum. See the decision in the product page's report.
 */
export const GCP_MINIMUM_PROGRAM_QUANTITY = 144;

export interface ProgramMinimum {
  minimumProgramMet: boolean;
  currentProgramQuantity: number;
  minimumProgramQuantity: number;
}

/**
 * The programme minimum of one material for the visitor, or null for an unknown material.
 * The current quantity is what the customer's GCP cart holds of the material; carts arrive
 * with the cart issue, so it is 0 until then.
 */
export async function programMinimum(ctx: RequestContext, materialId: number): Promise<ProgramMinimum | null> {
  const [row] = await ctx.db.select({ gcp: products.gcp }).from(products).where(eq(products.materialId, materialId)).limit(1);
  if (!row) return null;
  const minimumProgramQuantity = row.gcp ? GCP_MINIMUM_PROGRAM_QUANTITY : 0;
  const currentProgramQuantity = 0;
  return { minimumProgramMet: currentProgramQuantity >= minimumProgramQuantity, currentProgramQuantity, minimumProgramQuantity };
}
