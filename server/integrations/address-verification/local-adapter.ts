import { addressLines, searchAddresses } from "./address-lookup.ts";
import { verifyAddress } from "./address-validation.ts";
import type { AddressVerificationPort } from "./port.ts";

/**
 * Local address service over the reference set in reference-set.json (about 150 fictional
 * addresses in the US, Canada, Mexico and Japan): verification, search while typing and the
 * full address of a chosen item, with the service's informational items and error markers.
 */
export function localAddressVerification(): AddressVerificationPort {
  return {
    validate: async (address) => verifyAddress(address),
    search: async ({ text, countryIso }) => searchAddresses(text, countryIso),
    getAddress: async ({ countryIso, moniker }) => addressLines(countryIso, moniker),
  };
}
