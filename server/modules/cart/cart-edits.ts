import { translate } from "../../../domain/i18n/index.ts";
import type { RequestContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { resolveVariants } from "./cart-line-input.ts";
import { CartRefusal, type CartResult, productIdOf, refusalToResult, shopperCart, STALE_CART } from "./cart-service.ts";
import { deleteAllLines, hideProductLines, lockCart, reviveProductLines, storedLineByNumber, writeLines } from "./cart-store.ts";
import { type CartView, type CartViewOptions, loadCartView } from "./cart-view.ts";
import { type UnitDeliveryTarget, unitDeliveryTargets, targetKey } from "./booking-windows.ts";
import { quantityToAdd } from "../../../domain/cart-lines.ts";
import { clearHeld, hasVisibleLines, releaseHeld, reviveHeld } from "../lists/held-products.ts";

type Target = { code: string; year: number } | null;

const NO_SUCH_PRODUCT = { kind: "notFound" as const, message: "This product is not in your cart." };

async function refuseClosedTarget(ctx: RequestContext, mode: string, target: Target): Promise<void> {
  if (mode !== "PREBOOKING" || !target || ctx.user?.unitId == null) return;
  const targets: UnitDeliveryTarget[] = await unitDeliveryTargets(ctx.db, ctx.user.unitId, ctx.now);
  const found = targets.find((t) => targetKey(t.code, t.year) === targetKey(target.code, target.year));
  if (!found?.open) {
    const message = translate(ctx.language, "cartApi.windowClosed", { target: found?.names[ctx.language] ?? targetKey(target.code, target.year) });
    throw new CartRefusal({ kind: "refused", message, errors: [{ field: "deliveryTarget", message }] });
  }
}

/**
 * Removes a product's lines (of one delivery target, or all) or undoes the last removal: the
 * item disappears from the page with an undo alert, and undo brings back what it hid.
 */
export async function hideOrRevive(
  ctx: RequestContext,
  action: "remove" | "undo",
  productCode: string,
  target: Target,
  options: CartViewOptions = {},
): Promise<CartResult<CartView>> {
  const opened = await shopperCart(ctx);
  if (!opened.ok) return opened;
  const cart = opened.value;
  const productId = await productIdOf(ctx.db, productCode);
  // A list (decision 0056) says so in its own words.
  const notHere = ctx.list || ctx.opensQuickOrder ? { kind: "notFound" as const, message: translate(ctx.language, "lists.error.notInThisList") } : NO_SUCH_PRODUCT;
  if (productId === null) return { ok: false, failure: notHere };
  try {
    await refuseClosedTarget(ctx, cart.mode, target);
    return await ctx.db.transaction(async (tx) => {
      const locked = await lockCart(tx, cart.id, ctx.now);
      const changed = action === "remove" ? await hideProduct(tx, cart.id, productId, target, ctx.now) : await reviveProduct(tx, cart.id, productId, target, ctx.now);
      if (changed === 0) throw new CartRefusal(action === "remove" ? notHere : { kind: "notFound", message: "There is nothing to restore." });
      return { ok: true as const, value: await loadCartView(ctx, tx, { ...cart, version: locked.version }, options) };
    });
  } catch (error) {
    return refusalToResult(error);
  }
}

/**
 * Hides a product's lines; a list's product held without quantities (decision 0056) is released
 * too when nothing of it is left to show, so it does not come back as an empty grid.
 */
async function hideProduct(tx: DbOrTx, cartId: number, productId: number, target: Target, now: Date): Promise<number> {
  const hidden = await hideProductLines(tx, cartId, productId, target, now);
  const stillShown = target !== null && (await hasVisibleLines(tx, cartId, productId));
  return hidden + (stillShown ? 0 : await releaseHeld(tx, cartId, [productId]));
}

async function reviveProduct(tx: DbOrTx, cartId: number, productId: number, target: Target, now: Date): Promise<number> {
  return (await reviveProductLines(tx, cartId, productId, target, now)) + (await reviveHeld(tx, cartId, productId));
}

export interface EntryUpdate {
  upc: string;
  entryNumber: number;
  /** The quantity the page showed; another one means another tab changed the line. */
  initialQuantity: number;
  quantity: number;
}

/** The entry update and removal form (quantity 0 removes). */
export async function updateEntry(ctx: RequestContext, input: EntryUpdate, options: CartViewOptions = {}): Promise<CartResult<CartView>> {
  const opened = await shopperCart(ctx);
  if (!opened.ok) return opened;
  const cart = opened.value;
  const variant = (await resolveVariants(ctx.db, [input.upc])).get(input.upc);
  if (!variant) return { ok: false, failure: { kind: "invalid", message: "Unknown product.", errors: [{ field: "productCode", message: `Unknown product ${input.upc}` }] } };
  try {
    return await ctx.db.transaction(async (tx) => {
      const locked = await lockCart(tx, cart.id, ctx.now);
      const entry = await storedLineByNumber(tx, cart.id, input.entryNumber);
      if (!entry || entry.deleted || entry.variantId !== variant.variantId) throw new CartRefusal({ kind: "notFound", message: "No such entry in your cart." });
      if (entry.quantity !== input.initialQuantity) throw new CartRefusal(STALE_CART);
      const target = entry.deliveryTargetCode !== null && entry.deliveryYear !== null ? { code: entry.deliveryTargetCode, year: entry.deliveryYear } : null;
      await refuseClosedTarget({ ...ctx, db: tx }, cart.mode, target);
      const { quantityAdded } = quantityToAdd({
        mode: cart.mode,
        current: 0,
        requested: input.quantity,
        stockLeft: variant.stockLeft,
        maxOrderQuantity: variant.maxOrderQuantity,
        forceInStock: variant.forceInStock,
        skipStockLimits: ctx.user?.kind === "promo",
      });
      await writeLines(
        tx,
        cart.id,
        [{ ...entry, quantity: quantityAdded, seasonCollection: null, deleted: quantityAdded === 0 }],
        ctx.now,
      );
      return { ok: true as const, value: await loadCartView(ctx, tx, { ...cart, version: locked.version }, options) };
    });
  } catch (error) {
    return refusalToResult(error);
  }
}

/** Empties the session's cart (`POST /cart/clear`). */
export async function clearCart(ctx: RequestContext): Promise<CartResult<{ version: number }>> {
  // A quick order not opened yet is empty already (decision 0060): nothing to clear, nothing opened.
  if (ctx.opensQuickOrder) return { ok: true, value: { version: 0 } };
  const opened = await shopperCart(ctx);
  if (!opened.ok) return opened;
  const cart = opened.value;
  const version = await ctx.db.transaction(async (tx) => {
    const locked = await lockCart(tx, cart.id, ctx.now);
    await deleteAllLines(tx, cart.id);
    await clearHeld(tx, cart.id);
    return locked.version;
  });
  return { ok: true, value: { version } };
}
