import { calendarCountryOf } from "../../../domain/business-days.ts";
import type { AddressProblem } from "../../../domain/delivery-address.ts";
import { checkTradeShowDelivery, storedTradeShowDelivery, type TradeShowDelivery, type TradeShowDeliveryInput } from "../../../domain/trade-show.ts";
import type { RequestContext } from "../../context.ts";
import type { OrderAddress } from "../../db/schema/orders.ts";
import { sessionCart } from "../cart/cart-service.ts";
import { orderAddressOf, type CheckoutState } from "../checkout/checkout-state.ts";
import { saveCheckoutChoice } from "../checkout/checkout-store.ts";

/** The trade-show form's country: the site's own (the form does not ask for one). */
export const tradeShowCountry = (ctx: Pick<RequestContext, "site">) => calendarCountryOf(ctx.site.id);

export type SaveTradeShowDeliveryResult =
  | { ok: true; delivery: TradeShowDelivery }
  | { ok: false; failure: { kind: "signedOut" } | { kind: "notInTradeShowMode" } | { kind: "noCart" } | { kind: "invalid"; errors: AddressProblem[] } };

/**
 * `POST /checkout/simple/trade-show-delivery/set`: checks the form with the rule the page applies
 * and stores it with the cart's checkout; a refused form changes nothing.
 */
export async function saveTradeShowDelivery(ctx: RequestContext, input: TradeShowDeliveryInput): Promise<SaveTradeShowDeliveryResult> {
  if (!ctx.user) return { ok: false, failure: { kind: "signedOut" } };
  if (!ctx.tradeShow) return { ok: false, failure: { kind: "notInTradeShowMode" } };
  const checked = checkTradeShowDelivery(input, { countryIso: tradeShowCountry(ctx) });
  if (!checked.ok) return { ok: false, failure: { kind: "invalid", errors: checked.errors } };
  const cart = await sessionCart(ctx);
  if (!cart.ok) return { ok: false, failure: cart.failure.kind === "signedOut" ? { kind: "signedOut" } : { kind: "noCart" } };
  await saveCheckoutChoice(ctx.db, cart.value.id, { tradeShowDelivery: { ...checked.value } }, ctx.now);
  return { ok: true, delivery: checked.value };
}

/** The address an order placed in trade-show mode ships to: the form's. */
export function tradeShowOrderAddress(delivery: TradeShowDelivery): OrderAddress {
  return {
    code: null,
    firstName: delivery.firstName,
    lastName: delivery.lastName,
    companyName: delivery.companyName || null,
    countryIso: delivery.countryIso,
    line1: delivery.line1,
    line2: delivery.line2 || null,
    townCity: delivery.townCity,
    regionIso: null,
    postcode: delivery.postcode,
    phone: delivery.phone,
  };
}

/** What placing an order takes from trade-show mode: whether it is on, and the stored form when it still passes. */
export interface TradeShowPlacement {
  tradeShow: boolean;
  delivery: TradeShowDelivery | null;
}

export function tradeShowPlacement(ctx: Pick<RequestContext, "site" | "tradeShow">, checkout: Pick<CheckoutState, "tradeShowDelivery">): TradeShowPlacement {
  if (!ctx.tradeShow) return { tradeShow: false, delivery: null };
  return { tradeShow: true, delivery: storedTradeShowDelivery(checkout.tradeShowDelivery, tradeShowCountry(ctx)) };
}

/** Where the order ships: the trade-show form in trade-show mode (kept whole on the order too), else the chosen address. */
export function orderDelivery(
  ctx: Pick<RequestContext, "site" | "tradeShow">,
  checkout: Pick<CheckoutState, "tradeShowDelivery" | "deliveryAddress">,
): { deliveryAddress: OrderAddress | null; tradeShowDelivery: Record<string, string> | null } {
  const { tradeShow, delivery } = tradeShowPlacement(ctx, checkout);
  if (tradeShow) return { deliveryAddress: delivery ? tradeShowOrderAddress(delivery) : null, tradeShowDelivery: delivery ? { ...delivery } : null };
  return { deliveryAddress: checkout.deliveryAddress ? orderAddressOf(checkout.deliveryAddress) : null, tradeShowDelivery: null };
}
