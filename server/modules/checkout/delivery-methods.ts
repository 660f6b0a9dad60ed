import { deliveryMethodsFor, type DeliveryMethod, type DeliveryMethodCode } from "../../../domain/delivery-methods.ts";
import { paymentTypeOf, paymentTypesFor, type PaymentType } from "../../../domain/order-charges.ts";
import type { RequestContext } from "../../context.ts";
import type { CartRef } from "../cart/active-cart.ts";
import { sessionCart } from "../cart/cart-service.ts";
import type { CartFailure } from "../cart/cart-line-input.ts";
import { saveCheckoutChoice } from "./checkout-store.ts";
import { readCheckout } from "./checkout-state.ts";
import { checkoutTotals, type CheckoutTotals } from "./checkout-totals.ts";

/** The payment type the order would pay with (as placement reads it). */
export function usablePaymentType(ctx: RequestContext, stored: string | null): PaymentType | null {
  return ctx.user ? paymentTypeOf(stored, paymentTypesFor(ctx.site.id, ctx.user.kind)) : null;
}

export type ChooseDeliveryMethodResult =
  | { ok: true; value: { cart: CartRef; totals: CheckoutTotals } }
  | { ok: false; failure: CartFailure | { kind: "unknownDeliveryMethod"; offered: DeliveryMethod[] } };

/**
 * Records the delivery method of the active cart's checkout (decision 0029) and answers the
 * order's new totals. Only a method the site offers for the cart's booking mode is accepted;
 * anything else is refused and changes nothing.
 */
export async function chooseDeliveryMethod(ctx: RequestContext, code: string): Promise<ChooseDeliveryMethodResult> {
  const cart = await sessionCart(ctx);
  if (!cart.ok) return cart;
  const offered = deliveryMethodsFor(ctx.site.id, cart.value.mode);
  const method = offered.find((m) => m.code === code.trim().toUpperCase());
  if (!method) return { ok: false, failure: { kind: "unknownDeliveryMethod", offered } };
  const chosen: DeliveryMethodCode = method.code;
  await saveCheckoutChoice(ctx.db, cart.value.id, { deliveryMethodCode: chosen }, ctx.now);
  const checkout = await readCheckout(ctx.db, cart.value.id);
  const totals = await checkoutTotals(ctx, cart.value, checkout, usablePaymentType(ctx, checkout.paymentType));
  return { ok: true, value: { cart: cart.value, totals } };
}
