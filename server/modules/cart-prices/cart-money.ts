import { formatMoney } from "../../../domain/money.ts";
import type { Currency } from "../../../domain/sites.ts";
import type { RequestContext } from "../../context.ts";
import type { FormattedPrice } from "../catalog/visitor-price.ts";
import { cartVoucherDiscount, type CartVoucherDiscount } from "../vouchers/discount.ts";
import { cartGoods, type CartGoods } from "./goods.ts";

export { aggregateByProduct, cartGoods, latestCustomerPrices, priceLines, type AggregatedPrice, type CartGoods, type PricedCartLine } from "./goods.ts";
export { cartVoucherDiscount, type CartVoucherDiscount, type CartVoucherDiscounts } from "../vouchers/discount.ts";

/** Everything a cart total shows, in the cart's (the site's) currency, minor units. */
export interface CartMoney extends CartGoods {
  vouchers: CartVoucherDiscount[];
  voucherDiscountMinor: number;
  /** subtotalMinor − voucherDiscountMinor. */
  totalMinor: number;
}

/**
 * THE function cart totals call (decision 0019): the goods value line by line (customer prices
 * of the latest completed ERP run where they hold for the line's quantity, list prices
 * otherwise) and the vouchers' discount on it. Inside a transaction pass a context bound to it.
 */
export async function cartMoney(ctx: Pick<RequestContext, "db" | "user" | "site" | "now">, cart: { id: number; currency: Currency }): Promise<CartMoney> {
  const goods = await cartGoods(ctx, cart);
  const discounts = await cartVoucherDiscount(ctx, cart, goods.subtotalMinor);
  return {
    ...goods,
    vouchers: discounts.vouchers,
    voucherDiscountMinor: discounts.totalMinor,
    totalMinor: goods.subtotalMinor - discounts.totalMinor,
  };
}

/** An amount of the cart's currency as the API shows prices: `{value, currency, formattedValue}`. */
export function cartPrice(ctx: Pick<RequestContext, "locale">, currency: Currency, minor: number): FormattedPrice {
  return { value: minor, currency, formattedValue: formatMoney({ amount: minor, currency }, ctx.locale) };
}
