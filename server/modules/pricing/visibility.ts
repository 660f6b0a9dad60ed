import { eq } from "drizzle-orm";
import type { RequestContext } from "../../context.ts";
import { users } from "../../db/schema/index.ts";

export interface PriceVisibility {
  /** The user may switch prices off and on. */
  hidingAvailable: boolean;
  /** Customer prices are shown (false: the page shows N/A for them). */
  shouldDisplayPrice: boolean;
}

/** The signed-in user's price visibility; visitors without an account see what the site shows anyone. */
export function priceVisibility(ctx: Pick<RequestContext, "user">): PriceVisibility {
  if (!ctx.user) return { hidingAvailable: false, shouldDisplayPrice: true };
  return { hidingAvailable: ctx.user.priceHidingAvailable, shouldDisplayPrice: !ctx.user.pricesHidden };
}

export type UpdateVisibilityResult = { ok: true; visibility: PriceVisibility } | { ok: false; reason: "signedOut" | "notAvailable" };

/** Switches the user's customer prices on or off; only users for whom hiding is available may. */
export async function updatePriceVisibility(ctx: RequestContext, shouldDisplayPrice: boolean): Promise<UpdateVisibilityResult> {
  if (!ctx.user) return { ok: false, reason: "signedOut" };
  if (!ctx.user.priceHidingAvailable) return { ok: false, reason: "notAvailable" };
  await ctx.db.update(users).set({ pricesHidden: !shouldDisplayPrice }).where(eq(users.id, ctx.user.id));
  return { ok: true, visibility: { hidingAvailable: true, shouldDisplayPrice } };
}
