import { sql } from "drizzle-orm";
import { translate } from "../../../domain/i18n/index.ts";
import type { RequestContext } from "../../context.ts";
import type { CartRef } from "../cart/active-cart.ts";
import { type CartResult, changeLines } from "../cart/cart-service.ts";
import type { CartFailure, LineInput } from "../cart/cart-line-input.ts";
import { lockCart } from "../cart/cart-store.ts";

export interface MoveReport {
  message: string;
  /** Lines that went into the cart, and how many units. */
  added: number;
  units: number;
  /** Lines the cart's rules cut (stock left, buy limit): what was asked and what went in. */
  corrected: { upc: string; requested: number; quantity: number }[];
}

const NOTHING = (ctx: RequestContext): CartFailure => ({ kind: "invalid", message: translate(ctx.language, "lists.submit.nothing"), errors: [] });

/**
 * Adds a list's quantities to the active cart of the list's booking mode (decision 0056): the
 * quick order's "Add to cart" and a saved bag's "Add to cart". The cart's rules apply as to any
 * add. The quick order then keeps only what did not fit and the products held without quantities
 * (`keepList: false`); a saved bag stays as it is, to be ordered again.
 */
export async function moveToCart(ctx: RequestContext, list: CartRef | null, options: { keepList: boolean }): Promise<CartResult<MoveReport>> {
  // A quick order not opened yet (decision 0060) holds nothing to move.
  if (!list) return { ok: false, failure: NOTHING(ctx) };
  const stored = await ctx.db.execute<{ upc: string; quantity: number; delivery_target_code: string | null; delivery_year: number | null; season_collection: string | null }>(sql`
    select v.upc, e.quantity, e.delivery_target_code, e.delivery_year, e.season_collection
    from cart_entries e join variants v on v.id = e.variant_id
    where e.cart_id = ${list.id} and not e.deleted and e.quantity > 0
    order by e.entry_number`);
  const lines: LineInput[] = stored.rows.map((r) => ({
    upc: r.upc,
    quantity: r.quantity,
    target: r.delivery_target_code !== null && r.delivery_year !== null ? { code: r.delivery_target_code, year: r.delivery_year } : null,
    seasonCollection: r.season_collection,
  }));
  if (lines.length === 0) return { ok: false, failure: NOTHING(ctx) };
  // The cart of the list's mode, which may not be the session's current one.
  const cartCtx: RequestContext = { ...ctx, list: null, bookingMode: list.mode, sessionCartId: list.mode === ctx.bookingMode ? ctx.sessionCartId : null };
  const added = await changeLines(cartCtx, lines, { add: true });
  if (!added.ok) return added;
  const key = (upc: string, target: LineInput["target"]) => `${upc}|${target?.code ?? ""}|${target?.year ?? 0}`;
  const requested = new Map(lines.map((l) => [key(l.upc, l.target), l]));
  const corrected: MoveReport["corrected"] = [];
  const leftOver: LineInput[] = [];
  let count = 0;
  let units = 0;
  for (const o of added.value.outcomes) {
    const asked = requested.get(key(o.upc, o.target));
    if (!asked) continue;
    if (o.quantityAdded > 0) count += 1;
    units += o.quantityAdded;
    if (o.quantityAdded < asked.quantity) {
      corrected.push({ upc: o.upc, requested: asked.quantity, quantity: o.quantityAdded });
      leftOver.push({ ...asked, quantity: asked.quantity - o.quantityAdded });
    }
  }
  if (!options.keepList) await keepOnly(ctx, list, leftOver);
  return { ok: true, value: { message: translate(ctx.language, "lists.submit.done", { count }), added: count, units, corrected } };
}

/** The quick order after "Add to cart": only the quantities that did not fit stay. */
async function keepOnly(ctx: RequestContext, list: CartRef, leftOver: readonly LineInput[]): Promise<void> {
  const rest = JSON.stringify(leftOver.map((l) => ({ upc: l.upc, q: l.quantity, t: l.target?.code ?? null, y: l.target?.year ?? null })));
  await ctx.db.transaction(async (tx) => {
    await lockCart(tx, list.id, ctx.now);
    // A product that had quantities was ordered: it is no longer held, whatever is left of it.
    await tx.execute(sql`
      update list_products set removed = true
      where cart_id = ${list.id} and not removed
        and product_id in (select product_id from cart_entries where cart_id = ${list.id} and not deleted)`);
    await tx.execute(sql`
      update cart_entries e set quantity = coalesce(x.q, 0), deleted = x.q is null, updated_at = ${ctx.now.toISOString()}::timestamptz
      from cart_entries e2
      join variants v on v.id = e2.variant_id
      left join jsonb_to_recordset(${rest}::jsonb) as x(upc text, q int, t text, y int)
        on x.upc = v.upc and x.t is not distinct from e2.delivery_target_code and x.y is not distinct from e2.delivery_year::int
      where e.id = e2.id and e.cart_id = ${list.id} and not e.deleted`);
    // Products held without quantities stay: the zero-quantity warning said they are not ordered,
    // not that they are dropped, and they are what the buyer still has to size.
  });
}
