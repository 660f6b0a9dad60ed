import { and, asc, eq } from "drizzle-orm";
import type { RequestContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { costCentres } from "../../db/schema/index.ts";
import { sessionCart } from "../cart/cart-service.ts";
import type { CartFailure } from "../cart/cart-line-input.ts";
import { saveCheckoutChoice } from "./checkout-store.ts";

export interface CostCentreOption {
  code: string;
  name: string;
}

/** The cost centres of a unit (service-and-support §3: offered with payment on ACCOUNT). */
export async function unitCostCentres(db: DbOrTx, unitId: number | null): Promise<CostCentreOption[]> {
  if (unitId === null) return [];
  return db.select({ code: costCentres.code, name: costCentres.name }).from(costCentres).where(eq(costCentres.unitId, unitId)).orderBy(asc(costCentres.code));
}

export type ChooseCostCentreResult = { ok: true; value: CostCentreOption } | { ok: false; failure: CartFailure | { kind: "unknownCostCentre" } };

/**
 * Records the cost centre of the active cart's checkout. Only a cost centre of the user's own
 * unit can be chosen; any other code (another unit's included) is refused and changes nothing.
 */
export async function chooseCostCentre(ctx: RequestContext, code: string): Promise<ChooseCostCentreResult> {
  const cart = await sessionCart(ctx);
  if (!cart.ok) return cart;
  const unitId = ctx.user?.unitId ?? null;
  if (unitId === null) return { ok: false, failure: { kind: "unknownCostCentre" } };
  const [found] = await ctx.db
    .select({ id: costCentres.id, code: costCentres.code, name: costCentres.name })
    .from(costCentres)
    .where(and(eq(costCentres.unitId, unitId), eq(costCentres.code, code.trim())))
    .limit(1);
  if (!found) return { ok: false, failure: { kind: "unknownCostCentre" } };
  await saveCheckoutChoice(ctx.db, cart.value.id, { costCentreId: found.id }, ctx.now);
  return { ok: true, value: { code: found.code, name: found.name } };
}
