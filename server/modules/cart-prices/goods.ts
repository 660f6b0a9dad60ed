import { sql } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import type { ProductType } from "../../../domain/cart-filter.ts";
import { cartPriceSource, priceLineKey, usesStoredPrices, type CartPriceSource, type DeliveryTargetRef } from "../../../domain/cart-prices.ts";
import type { RequestContext } from "../../context.ts";
import type { LocalizedText } from "../../db/schema/catalog.ts";
import type { CartRef } from "../cart/active-cart.ts";
import type { CartLineRow } from "../cart/cart-lines-query.ts";
import { quoteDealerCart } from "./dealer-quotes.ts";
import { loadCartView, type CartLineView, type CartView, type CartViewOptions } from "../cart/cart-view.ts";

export function priceSourceOf(ctx: Pick<RequestContext, "user" | "site">): CartPriceSource {
  return ctx.user ? cartPriceSource(ctx.user, ctx.site.b2b) : "list";
}

/**
 * Net unit prices of the cart's latest COMPLETED ERP run that still hold: only lines (material
 * and delivery target, all sizes) whose quantity now is the quantity that was priced, because
 * quantity scales make the price depend on it. Keyed by `priceLineKey`; null = the ERP has no
 * price for the material. Empty unless the user's prices come from the ERP (the price job, or a
 * dealer's quote: decision 0043; hidden prices too, decision 0048; not consumers). A dealer's
 * cart version not quoted yet is quoted first (`quoteDealerCart`).
 */
export async function customerPrices(ctx: RequestContext, cartId: number): Promise<Map<string, number | null>> {
  // Never inside a transaction: the ERP (and the local adapter's own reads) must not wait on its
  // locks. Callers that price in a transaction quote on the pool first (order placement).
  if (priceSourceOf(ctx) === "quote" && !(ctx.db instanceof PgTransaction)) {
    const quoted = await quoteDealerCart(ctx, cartId);
    if (quoted) return quoted;
  }
  return storedCustomerPrices(ctx, cartId);
}

/**
 * `customerPrices` as stored, asking the ERP nothing (inside a cart change's transaction; a
 * dealer's new quantities are quoted after it, decision 0043).
 */
export async function storedCustomerPrices(ctx: Pick<RequestContext, "db" | "user" | "site">, cartId: number): Promise<Map<string, number | null>> {
  return (await storedPriceState(ctx, cartId)).prices;
}

/** `storedCustomerPrices`, and whether every line of the cart now (quantity above 0) has its price there. */
export async function storedPriceState(ctx: Pick<RequestContext, "db" | "user" | "site">, cartId: number): Promise<{ prices: Map<string, number | null>; complete: boolean }> {
  const prices = new Map<string, number | null>();
  if (!usesStoredPrices(priceSourceOf(ctx))) return { prices, complete: false };
  // The run's lines and the cart's quantities now, matched here rather than joined in SQL: a join
  // of two aggregates has no statistics to plan with and went quadratic on a 500-line cart.
  const result = await ctx.db.execute<{ priced: boolean; material_id: number; code: string | null; year: number | null; quantity: number; your_price_minor: number | null }>(sql`
    select true as priced, l.material_id, l.delivery_target_code as code, l.delivery_year as year, l.quantity, l.your_price_minor
    from cart_price_lines l
    where l.run_id = (select id from cart_price_runs where cart_id = ${cartId} and status = 'COMPLETED' order by cart_version desc limit 1)
    union all
    select false, p.material_id, e.delivery_target_code, e.delivery_year, sum(e.quantity)::int, null
    from cart_entries e join products p on p.id = e.product_id
    where e.cart_id = ${cartId} and not e.deleted
    group by p.material_id, e.delivery_target_code, e.delivery_year`);
  const keyOf = (r: { material_id: number; code: string | null; year: number | null }) =>
    priceLineKey(Number(r.material_id), r.code !== null && r.year !== null ? { code: r.code, year: Number(r.year) } : null);
  const inCart = new Map(result.rows.filter((r) => !r.priced).map((r) => [keyOf(r), Number(r.quantity)]));
  for (const r of result.rows) {
    if (r.priced && inCart.get(keyOf(r)) === Number(r.quantity)) prices.set(keyOf(r), r.your_price_minor === null ? null : Number(r.your_price_minor));
  }
  return { prices, complete: [...inCart].every(([key, quantity]) => quantity <= 0 || prices.has(key)) };
}

function rowTarget(row: LineRef): DeliveryTargetRef | null {
  return row.deliveryTargetCode !== null && row.deliveryYear !== null ? { code: row.deliveryTargetCode, year: row.deliveryYear } : null;
}

type LineRef = Pick<CartLineRow, "materialId" | "deliveryTargetCode" | "deliveryYear">;

/** `customerPrices` as the cart view's `customerPrice` option (a `UnitPriceLookup`): undefined (list price) when unknown. */
export function priceLookup(prices: ReadonlyMap<string, number | null>): ((row: LineRef) => number | null | undefined) | undefined {
  if (prices.size === 0) return undefined;
  return (row) => prices.get(priceLineKey(row.materialId, rowTarget(row)));
}

/**
 * FOR THE CART TOTALS: the `customerPrice` option of `loadCartView` for this cart, so every total
 * and the cart JSON count customer prices where the ERP gave them, list prices otherwise.
 * `loadCartView(ctx, db, cart, { ...options, customerPrice: await cartCustomerPriceLookup(ctx, cart.id) })`.
 */
export async function cartCustomerPriceLookup(
  ctx: Pick<RequestContext, "db" | "user" | "site">,
  cartId: number,
): Promise<((row: LineRef) => number | null | undefined) | undefined> {
  return priceLookup(await storedCustomerPrices(ctx, cartId));
}

/** The cart view with customer prices where known (what every total of the cart shows). */
export async function pricedCartView(ctx: RequestContext, cart: CartRef, options: CartViewOptions = {}): Promise<{ view: CartView; prices: Map<string, number | null> }> {
  const prices = await customerPrices(ctx, cart.id);
  const view = await loadCartView(ctx, ctx.db, cart, { ...options, customerPrice: priceLookup(prices) });
  return { view, prices };
}

/** One material on one delivery target, all its sizes together: the ERP's order line. */
export interface PricedCartLine {
  materialId: number;
  productCode: string;
  productType: ProductType;
  deliveryTarget: (DeliveryTargetRef & { names: LocalizedText | null }) | null;
  quantity: number;
  listUnitMinor: number | null;
  /** The line's current quantity was priced by the latest completed ERP run. */
  erpPriced: boolean;
  /** The ERP's net unit price; null when not priced or the ERP has none for the material. */
  yourUnitMinor: number | null;
  /** What the totals count for the line: customer price when known, else list price. */
  totalMinor: number;
}

/** The view's lines per material and delivery target, in the view's order, quantity above 0 only. */
export function priceLinesOf(lines: readonly CartLineView[], prices: ReadonlyMap<string, number | null>): PricedCartLine[] {
  const grouped = new Map<string, PricedCartLine>();
  for (const line of lines) {
    if (line.quantity <= 0) continue;
    const target = rowTarget(line);
    const key = priceLineKey(line.materialId, target);
    const seen = grouped.get(key);
    if (seen) {
      seen.quantity += line.quantity;
      seen.totalMinor += line.totalMinor ?? 0;
      continue;
    }
    const erpPriced = prices.has(key);
    grouped.set(key, {
      materialId: line.materialId,
      productCode: line.productCode,
      productType: line.productType,
      deliveryTarget: target ? { ...target, names: line.targetNames } : null,
      quantity: line.quantity,
      listUnitMinor: line.msrpMinor,
      erpPriced,
      yourUnitMinor: erpPriced ? (prices.get(key) ?? null) : null,
      totalMinor: line.totalMinor ?? 0,
    });
  }
  return [...grouped.values()];
}
