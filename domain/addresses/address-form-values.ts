import type { AddressFormValues } from "./AddressForm.tsx";
import { normaliseAddressFields } from "./address-rules.ts";

/** The parts of an address of the book (the server's AddressView) the form shows. */
export interface FormSourceAddress {
  addressCode: string;
  firstName: string;
  lastName: string;
  companyName: string | null;
  line1: string;
  line2: string | null;
  townCity: string;
  region: { isocode: string } | null;
  postcode: string;
  country: { isocode: string };
  phone: string | null;
  phoneCountry: string | null;
  defaultAddress: boolean;
}

/** The form's values for an address of the book (shown in `countryIso`), or empty ones for a new address in `countryIso`. */
export function formValuesOf(address: FormSourceAddress | null, countryIso: string): AddressFormValues {
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
