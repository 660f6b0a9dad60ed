import { effectiveDeliveryMethod, type DeliveryMethod } from "../../../domain/delivery-methods.ts";
import { giftCardAmountToApply } from "../../../domain/gift-cards.ts";
import { orderCharges, taxRateBp, type OrderCharges, type PaymentType } from "../../../domain/order-charges.ts";
import type { RequestContext } from "../../context.ts";
import type { CartRef } from "../cart/active-cart.ts";
import { cartMoney, type CartMoney } from "../cart-prices/cart-money.ts";
import type { CheckoutState } from "./checkout-state.ts";

export interface CheckoutTotals extends OrderCharges {
  money: CartMoney;
  /** The delivery method the order ships with (the stored choice when the cart may use it). */
  deliveryMethod: DeliveryMethod;
}

/**
 * The order's amounts at checkout: the priced cart after vouchers, the payment fee, the delivery
 * method's cost and the tax for the chosen delivery address. The payment and delivery-method steps
 * show them; placing the order charges them.
 */
export async function checkoutTotals(ctx: RequestContext, cart: CartRef, checkout: CheckoutState, paymentType: PaymentType | null): Promise<CheckoutTotals> {
  const money = await cartMoney(ctx, cart);
  const rate = taxRateBp(ctx.site.id, checkout.deliveryAddress?.regionIso ?? null);
  const deliveryMethod = effectiveDeliveryMethod(ctx.site.id, cart.mode, checkout.deliveryMethodCode);
  return { money, deliveryMethod, ...orderCharges(money.totalMinor, paymentType, rate, deliveryMethod.costMinor) };
}

/** What the applied gift card pays of `totalMinor`: the amount stored when it was applied, at most the total. */
export function giftCardPartOf(checkout: CheckoutState, totalMinor: number): number {
  return checkout.giftCard ? giftCardAmountToApply(checkout.giftCard.amountMinor, totalMinor) : 0;
}
