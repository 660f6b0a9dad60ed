import { sql } from "drizzle-orm";
import { miniCartCountText } from "../../../domain/mini-cart.ts";
import { sitePath } from "../../../domain/sites.ts";
import type { RequestContext } from "../../context.ts";
import { productImageUrl } from "../catalog/featured.ts";
import { usesStoredPrices } from "../../../domain/cart-prices.ts";
import { priceSourceOf, pricedCartView } from "../cart-prices/goods.ts";
import { PricesUnavailableError } from "../cart-prices/prices-unavailable.ts";
import { activeCart } from "./active-cart.ts";
import { cartPrice, type CartPrice } from "./cart-json.ts";
import { GUEST_CART_MODE, isGuestShopper } from "./guest-cart.ts";

export interface MiniCart {
  /** Units in the cart. */
  count: number;
  /** "9999+" above 9,999. */
  countText: string;
  total: CartPrice | null;
  /** The most recently changed products, newest first. */
  recent: { code: string; name: string; url: string; image: string; quantity: number }[];
  /** Products in the quick order (its header link, decision 0056), when asked for and the session has one. */
  quickOrder?: number;
  /** The active cart's 8-digit code, shown so a customer can read it out to an agent (decision 0061); null before the cart exists. */
  cartCode: string | null;
}

const RECENT = 3;

type MiniCartRow = {
  count: string | null;
  total: string | null;
  recent?: { code: string; name: string; colour: string; quantity: number }[] | null;
  quick_order?: string | number | null;
  cart_code: string | null;
};

/**
 * The header's mini cart for the session's mode, from one aggregate query; `recent: false` (the
 * page shell's count and price) leaves out the recent products. It never creates a cart: a user
 * who has not added anything simply has 0, and visitors without a session never query. A visitor
 * with a basket (an anonymous session on the consumer site, decision 0041) gets that basket's.
 */
export async function miniCart(ctx: RequestContext, options: { recent?: boolean; quickOrder?: boolean } = {}): Promise<MiniCart> {
  const empty: MiniCart = { count: 0, countText: miniCartCountText(0), total: null, recent: [], cartCode: null };
  const user = ctx.user;
  const guest = isGuestShopper(ctx) ? ctx.sessionIdHash : null;
  const owner = user && ctx.bookingMode
    ? sql`c.user_id = ${user.id} and coalesce(c.unit_id, 0) = ${user.unitId ?? 0} and c.mode = ${ctx.bookingMode}`
    : guest
      ? sql`c.guest_session_hash = ${guest} and c.mode = ${GUEST_CART_MODE}`
      : null;
  if (!owner) return empty;
  const currency = ctx.site.defaultCurrency;
  const cartCode = sql`(select c.code from carts c where ${owner} and c.site_id = ${ctx.site.id} and c.status = 'active' and c.kind = 'cart' limit 1) as cart_code`;
  const lines = sql`
    select ce.product_id, ce.variant_id, ce.quantity, ce.updated_at, pr.msrp_minor
    from carts c
    join cart_entries ce on ce.cart_id = c.id and not ce.deleted
    left join prices pr on pr.product_id = ce.product_id and pr.currency = ${currency}
    where ${owner} and c.site_id = ${ctx.site.id} and c.status = 'active' and c.kind = 'cart'`;
  // The quick order's product count rides along in the shell's statement, so its header link costs no query of its own.
  const quickOrder =
    options.quickOrder && user
      ? sql`, (select count(*) from (
            select lp.product_id from carts c join list_products lp on lp.cart_id = c.id and not lp.removed
            where ${owner} and c.site_id = ${ctx.site.id} and c.status = 'active' and c.kind = 'quickOrder'
            union
            select ce.product_id from carts c join cart_entries ce on ce.cart_id = c.id and not ce.deleted
            where ${owner} and c.site_id = ${ctx.site.id} and c.status = 'active' and c.kind = 'quickOrder') q) as quick_order`
      : sql``;
  const result =
    options.recent === false
      ? await ctx.db.execute<MiniCartRow>(sql`select sum(l.quantity) as count, sum(l.quantity * l.msrp_minor) as total, ${cartCode} ${quickOrder} from (${lines}) l`)
      : await ctx.db.execute<MiniCartRow>(sql`
          with lines as (${lines}), recent as (
            -- A product shows the colour of its line changed last.
            select l.product_id, sum(l.quantity)::int as quantity, max(l.updated_at) as at,
                   (array_agg(l.variant_id order by l.updated_at desc, l.variant_id))[1] as variant_id
            from lines l group by l.product_id
            order by at desc limit ${RECENT}
          )
          select ${cartCode}, (select sum(quantity) from lines) as count,
                 (select sum(quantity * msrp_minor) from lines) as total,
                 (select json_agg(json_build_object('code', p.code, 'name', p.name, 'colour', pc.code, 'quantity', r.quantity) order by r.at desc)
                    from recent r join products p on p.id = r.product_id
                    join variants v on v.id = r.variant_id join product_colours pc on pc.id = v.colour_id) as recent`);
  const row = result.rows[0];
  const count = Number(row?.count ?? 0);
  const quickOrderCount = row?.quick_order === null || row?.quick_order === undefined ? {} : { quickOrder: Number(row.quick_order) };
  const code = row?.cart_code ?? null;
  if (count === 0) return { ...empty, cartCode: code, ...quickOrderCount };
  const listTotal = row?.total === null || row?.total === undefined ? null : Number(row.total);
  return {
    count,
    countText: miniCartCountText(count),
    total: cartPrice(ctx, currency, usesStoredPrices(priceSourceOf(ctx)) ? await customerGoodsTotal(ctx) : listTotal),
    recent: (row?.recent ?? []).map((r) => ({
      code: r.code,
      name: r.name,
      url: sitePath(ctx.site, `/p/${encodeURIComponent(r.code)}`),
      image: productImageUrl(r.code, r.colour),
      quantity: r.quantity,
    })),
    cartCode: code,
    ...quickOrderCount,
  };
}

/**
 * The goods value with the customer's prices (ERP runs, a dealer's quotes: decision 0043), as the
 * cart's own totals count it, so the header never shows another figure than the cart.
 */
async function customerGoodsTotal(ctx: RequestContext): Promise<number | null> {
  const cart = await activeCart(ctx);
  if (!cart.ok) return null;
  try {
    const { view } = await pricedCartView(ctx, cart.cart);
    return view.totals.totalMinor;
  } catch (error) {
    // The header of every page shows no amount rather than failing the page (decision 0048).
    if (error instanceof PricesUnavailableError) return null;
    throw error;
  }
}
