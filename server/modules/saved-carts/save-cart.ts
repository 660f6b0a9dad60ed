import { and, eq, sql } from "drizzle-orm";
import { bookingModesFor } from "../../../domain/booking-modes.ts";
import { checkSavedListName, type SavedListNameProblem } from "../../../domain/saved-list-name.ts";
import type { RequestContext } from "../../context.ts";
import { cartEntries, type carts } from "../../db/schema/index.ts";
import { sessionCart } from "../cart/cart-service.ts";
import { lockCart } from "../cart/cart-store.ts";
import { cartLineRows } from "../cart/cart-lines-query.ts";
import { bookLinesIntoCart, type ReorderLine } from "../orders/reorder.ts";
import { insertCartRow, parseCartCode } from "../cart/cart-code.ts";
import { findSavedCart } from "./saved-cart-store.ts";
import { savedCartUrl } from "./saved-carts.ts";

export type SaveCartResult =
  | { ok: true; code: string; url: string; lines: number }
  | { ok: false; kind: "signedOut" | "noCart" | "empty" }
  | { ok: false; kind: "invalidName"; problem: SavedListNameProblem; character?: string };

/** Thrown inside the transaction when the cart has no line to save: nothing is written. */
class EmptyCart extends Error {}

/**
 * `POST {context}/cart/save`: the session's active cart's visible lines become a new saved cart
 * of the same booking mode, and the active cart is emptied as SAP does (decision 0058): the
 * buyer starts afresh and restores the saved one later. One transaction under the cart's lock.
 */
export async function saveActiveCart(ctx: RequestContext, input: { name: string; description: string | null }): Promise<SaveCartResult> {
  const user = ctx.user;
  if (!user) return { ok: false, kind: "signedOut" };
  const checked = checkSavedListName(input.name);
  if (!checked.ok) return { ok: false, kind: "invalidName", problem: checked.problem, ...(checked.character === undefined ? {} : { character: checked.character }) };
  const cart = await sessionCart(ctx);
  if (!cart.ok) return { ok: false, kind: cart.failure.kind === "signedOut" ? "signedOut" : "noCart" };
  const { id: cartId, mode, currency } = cart.value;
  const description = input.description?.trim() || null;
  return ctx.db
    .transaction(async (tx) => {
      await lockCart(tx, cartId, ctx.now);
      const saved = await insertCartRow(tx, { userId: user.id, unitId: user.unitId, siteId: ctx.site.id, mode, currency, kind: "savedCart", name: checked.name, description, savedAt: ctx.now, createdAt: ctx.now, updatedAt: ctx.now });
      const copied = await tx.execute(sql`
        insert into cart_entries (cart_id, entry_number, product_id, variant_id, quantity, delivery_target_code, delivery_year, season_collection, deleted, created_at, updated_at)
        select ${saved.id}, (row_number() over (order by entry_number)) - 1, product_id, variant_id, quantity, delivery_target_code, delivery_year, season_collection, false, ${ctx.now}, ${ctx.now}
        from cart_entries where cart_id = ${cartId} and not deleted and quantity > 0`);
      const lines = copied.rowCount ?? 0;
      if (lines === 0) throw new EmptyCart();
      await tx.update(cartEntries).set({ deleted: true, updatedAt: ctx.now }).where(and(eq(cartEntries.cartId, cartId), eq(cartEntries.deleted, false)));
      return { ok: true as const, code: saved.code, url: savedCartUrl(ctx, saved.code), lines };
    })
    .catch((error: unknown) => {
      if (error instanceof EmptyCart) return { ok: false as const, kind: "empty" as const };
      throw error;
    });
}

export type RestoreResult =
  | { ok: true; mode: (typeof carts.$inferSelect)["mode"]; lines: ReorderLine[] }
  | { ok: false; kind: "notFound" | "uploading" }
  | { ok: false; kind: "modeNotAvailable"; mode: (typeof carts.$inferSelect)["mode"] };

/**
 * `POST /my-account/saved-carts/{code}/restore`: the saved cart's lines go into the active cart of
 * its booking mode through the cart's own add, with the reorder's per-line report (what is out
 * of window, no longer sold or short of stock). The saved cart is kept (decision 0058).
 */
export async function restoreSavedCart(ctx: RequestContext, code: string | null | undefined): Promise<RestoreResult> {
  const wanted = parseCartCode(code);
  const user = ctx.user;
  const found = wanted === null || !user ? null : await findSavedCart(ctx.db, ctx, wanted);
  if (!found || !user) return { ok: false, kind: "notFound" };
  if (found.importStatus === "uploading") return { ok: false, kind: "uploading" };
  if (!bookingModesFor(user.kind).includes(found.mode)) return { ok: false, kind: "modeNotAvailable", mode: found.mode };
  const rows = await cartLineRows(ctx.db, found.id, found.currency, undefined, ctx.language);
  const lines = await bookLinesIntoCart(ctx, found.mode, rows);
  return { ok: true, mode: found.mode, lines };
}
