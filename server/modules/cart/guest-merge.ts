import { and, asc, eq, gt } from "drizzle-orm";
import { currentBookingMode } from "../../../domain/booking-modes.ts";
import { type CartMergeResult, summariseMerge } from "../../../domain/cart-merge.ts";
import type { RequestContext, SessionUser } from "../../context.ts";
import { cartEntries, carts, variants } from "../../db/schema/index.ts";
import { activeCart } from "./active-cart.ts";
import { resolveVariants } from "./cart-line-input.ts";
import { planLines } from "./cart-service.ts";
import { lockCart, storedLinesOf, writeLines } from "./cart-store.ts";
import { GUEST_CART_MODE } from "./guest-cart.ts";

/**
 * At sign-in and at registration on the consumer site (decision 0041): the visitor's basket (the
 * cart of the anonymous session `guestSessionHash`) goes into the user's active cart of the mode
 * a new session starts in, and is deleted. The same line adds up, capped by the add-to-cart rules
 * (`planLines` → `quantityToAdd`: stock left, maximum order quantity). Run it inside the sign-in's
 * transaction (`ctx.db` is that transaction): the basket row is locked first, so a second sign-in
 * posted at the same time waits, then finds no basket and merges nothing (idempotent).
 * Answers null when there was no basket, or the account has no cart for it (an agent).
 */
export async function mergeGuestCart(ctx: RequestContext, user: SessionUser, guestSessionHash: string): Promise<CartMergeResult | null> {
  const tx = ctx.db;
  const [basket] = await tx
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.guestSessionHash, guestSessionHash), eq(carts.status, "active")))
    .for("update");
  if (!basket) return null;
  const mode = currentBookingMode(user.kind, undefined);
  // Only a STOCK cart takes the basket's lines (an agent has no cart: the basket stays until purged).
  if (mode !== GUEST_CART_MODE) return null;

  const held = await tx
    .select({ upc: variants.upc, quantity: cartEntries.quantity })
    .from(cartEntries)
    .innerJoin(variants, eq(variants.id, cartEntries.variantId))
    .where(and(eq(cartEntries.cartId, basket.id), eq(cartEntries.deleted, false), gt(cartEntries.quantity, 0)))
    .orderBy(asc(cartEntries.entryNumber));
  let result: CartMergeResult | null = null;
  if (held.length > 0) {
    const userCtx: RequestContext = { ...ctx, user, bookingMode: mode, sessionCartId: null };
    const opened = await activeCart(userCtx);
    if (!opened.ok) return null;
    const cart = opened.cart;
    const locked = await lockCart(tx, cart.id, ctx.now);
    const lines = held.map((h) => ({ upc: h.upc, quantity: h.quantity, target: null, seasonCollection: null, entryNumber: -1 }));
    const found = await resolveVariants(tx, lines.map((l) => l.upc));
    const { stored, maxEntryNumber } = await storedLinesOf(tx, cart.id, [...found.values()].map((v) => v.variantId));
    const plan = planLines(userCtx, { ...cart, version: locked.version }, lines, found, stored, maxEntryNumber, true);
    await writeLines(tx, cart.id, plan.writes, ctx.now);
    const addedByUpc = new Map(plan.outcomes.map((o) => [o.upc, o.quantityAdded]));
    result = summariseMerge(held.map((h) => ({ requested: h.quantity, added: addedByUpc.get(h.upc) ?? 0 })));
  }
  await tx.delete(carts).where(eq(carts.id, basket.id));
  return result;
}
