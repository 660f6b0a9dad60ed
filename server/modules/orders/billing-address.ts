import { validateBillingAddress, type AddressProblem, type BillingAddressInput } from "../../../domain/delivery-address.ts";
import { isKnownCountry } from "../../../domain/addresses/countries.ts";
import type { OrderAddress } from "../../db/schema/orders.ts";
import { regionCodesOf } from "../addresses/regions.ts";
import { orderAddressOf } from "../checkout/checkout-state.ts";

/** The card form's billing address as the Complete-order form sends it (shopping-flow §3, §5). */
export interface BillingAddressBody extends BillingAddressInput {
  /** 'Use filled address': the delivery address is the billing address. */
  useFilledAddress: boolean;
}

export type BillingAddressCheck = { ok: true; address: OrderAddress } | { ok: false; problems: AddressProblem[] };

/**
 * The billing address a card order keeps (decision 0025): the delivery address when 'use filled
 * address' is ticked, else the typed one, checked with the page's rule (validateBillingAddress)
 * against the country's regions, in a country the address forms offer.
 */
export function billingAddressOf(body: BillingAddressBody | undefined, delivery: OrderAddress | null): BillingAddressCheck {
  if (!body) return { ok: false, problems: [{ field: "useFilledAddress", messageKey: "checkout.billing.required" }] };
  if (body.useFilledAddress) {
    return delivery ? { ok: true, address: orderAddressOf(delivery) } : { ok: false, problems: [{ field: "useFilledAddress", messageKey: "checkout.complete.address" }] };
  }
  const trimmed = {
    firstName: body.firstName.trim(),
    lastName: body.lastName.trim(),
    country: body.country.trim().toUpperCase(),
    line1: body.line1.trim(),
    postalCode: body.postalCode.trim(),
    city: body.city.trim(),
    region: (body.region ?? "").trim(),
  };
  const problems = validateBillingAddress(trimmed, { useFilledAddress: false, regionCodes: regionCodesOf(trimmed.country) });
  if (trimmed.country !== "" && !isKnownCountry(trimmed.country)) problems.unshift({ field: "country", messageKey: "checkout.address.countryIso.required" });
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    address: {
      code: null,
      firstName: trimmed.firstName,
      lastName: trimmed.lastName,
      companyName: null,
      countryIso: trimmed.country,
      line1: trimmed.line1,
      line2: null,
      townCity: trimmed.city,
      regionIso: trimmed.region || null,
      postcode: trimmed.postalCode,
      phone: null,
    },
  };
}
