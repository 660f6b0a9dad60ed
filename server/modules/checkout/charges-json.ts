import type { Currency } from "../../../domain/sites.ts";
import type { RequestContext } from "../../context.ts";
import { cartPrice } from "../cart/cart-json.ts";
import type { CheckoutTotals } from "./checkout-totals.ts";

/**
 * What a checkout step answers about the order's cost (shopping-flow §3 "order detail update
 * response"): `{paymentCost, totalTax, totalPriceWithTax}`, and the delivery method with its cost
 * (decision 0029), so the page shows the server's figures after every choice.
 */
export function chargesJson(ctx: Pick<RequestContext, "locale">, currency: Currency, totals: CheckoutTotals) {
  const price = (minor: number) => cartPrice(ctx, currency, minor);
  return {
    paymentCost: price(totals.paymentCostMinor),
    deliveryMethodCode: totals.deliveryMethod.code,
    deliveryCost: price(totals.deliveryCostMinor),
    totalTax: price(totals.taxMinor),
    totalPriceWithTax: price(totals.totalWithTaxMinor),
  };
}
