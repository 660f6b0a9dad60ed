import type { RequestContext } from "../../context.ts";
import type { CartRef } from "../cart/active-cart.ts";
import type { CartView, CartViewOptions } from "../cart/cart-view.ts";
import { cartVoucherDiscount, type CartVoucherDiscount } from "../vouchers/discount.ts";
import { priceLinesOf, pricedCartView, type PricedCartLine } from "./goods.ts";

export { cartCustomerPriceLookup, customerPrices, priceSourceOf, type PricedCartLine } from "./goods.ts";
export { cartVoucherDiscount, type CartVoucherDiscount, type CartVoucherDiscounts } from "../vouchers/discount.ts";

/** Everything a cart total shows, in the cart's (the site's) currency, minor units. */
export interface CartMoney {
  /** The cart view priced with customer prices where known. */
  view: CartView;
  /** Its lines per material and delivery target. */
  lines: PricedCartLine[];
  /** Σ list price × quantity. */
  listSubtotalMinor: number;
  /** Σ line totals: customer prices where known, list prices otherwise (= view.totals.totalMinor). */
  subtotalMinor: number;
  vouchers: CartVoucherDiscount[];
  voucherDiscountMinor: number;
  /** subtotalMinor − voucherDiscountMinor: what the customer pays for the goods. */
  totalMinor: number;
}

/**
 * FOR THE CART TOTALS (decision 0019): the cart priced line by line (customer prices of the latest
 * completed ERP run where they still hold for the line's quantity, list prices otherwise) and the
 * vouchers' discount on that. Inside a transaction pass a context bound to it (`withDb`).
 */
export async function cartMoney(ctx: RequestContext, cart: CartRef, options: CartViewOptions = {}): Promise<CartMoney> {
  const { view, prices } = await pricedCartView(ctx, cart, options);
  const amounts = await cartAmounts(ctx, view);
  return {
    view,
    lines: priceLinesOf(view.lines, prices),
    listSubtotalMinor: view.lines.reduce((sum, l) => sum + (l.msrpMinor ?? 0) * l.quantity, 0),
    ...amounts,
  };
}

/**
 * What a cart view already priced with customer prices (`customerPrice` from
 * `cartCustomerPriceLookup`) costs after its vouchers, without reading the cart again.
 */
export async function cartAmounts(
  ctx: RequestContext,
  view: CartView,
): Promise<Pick<CartMoney, "subtotalMinor" | "vouchers" | "voucherDiscountMinor" | "totalMinor">> {
  const subtotalMinor = view.totals.totalMinor;
  const discounts = await cartVoucherDiscount(ctx, view.cart, subtotalMinor);
  return { subtotalMinor, vouchers: discounts.vouchers, voucherDiscountMinor: discounts.totalMinor, totalMinor: subtotalMinor - discounts.totalMinor };
}
