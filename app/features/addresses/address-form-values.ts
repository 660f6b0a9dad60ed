import type { AddressView } from "../../../server/modules/addresses/address-view.ts";
import type { AddressFormValues } from "./AddressForm.tsx";
import { normaliseAddressFields } from "./address-rules.ts";

/** The form's values for an address of the book (shown in `countryIso`), or empty ones for a new address in `countryIso`. */
export function formValuesOf(address: AddressView | null, countryIso: string): AddressFormValues {
  if (!address) return { ...normaliseAddressFields({ countryIso }), addressCode: "", defaultAddress: false };
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    companyName: address.companyName ?? "",
    countryIso,
    line1: address.line1,
    line2: address.line2 ?? "",
    townCity: address.townCity,
    // A region of another country does not belong in this country's select.
    regionIso: address.region && countryIso === address.country.isocode ? address.region.isocode : "",
    postcode: address.postcode,
    phone: address.phone ?? "",
    phoneCountry: address.phoneCountry ?? countryIso,
    addressCode: address.addressCode,
    defaultAddress: address.defaultAddress,
  };
}
