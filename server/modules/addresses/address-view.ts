import type { AddressIdentityFields } from "../../../domain/address-identity.ts";
import type { Language } from "../../../domain/sites.ts";
import { addressDisplayLines, type NamedAddress } from "../../../domain/addresses/address-display.ts";
import { countryName } from "../../../domain/addresses/countries.ts";
import { addresses } from "../../db/schema/index.ts";
import { regionView, type Region } from "./regions.ts";

/** One address as the popup and the calls show it (`addressId` and `addressCode` are both its code). */
export interface AddressView {
  addressId: string;
  addressCode: string;
  firstName: string;
  lastName: string;
  companyName: string | null;
  line1: string;
  line2: string | null;
  townCity: string;
  region: Region | null;
  postcode: string;
  country: { isocode: string; name: string };
  phone: string | null;
  phoneCountry: string | null;
  defaultAddress: boolean;
  enabled: boolean;
  /** true: verified; false: "Address not verified" was noted; null: not checked. */
  verified: boolean | null;
  formattedAddress: string;
}

/** The columns every read of an address selects. */
export const addressColumns = {
  id: addresses.id,
  code: addresses.code,
  firstName: addresses.firstName,
  lastName: addresses.lastName,
  companyName: addresses.companyName,
  countryIso: addresses.countryIso,
  line1: addresses.line1,
  line2: addresses.line2,
  townCity: addresses.townCity,
  regionIso: addresses.regionIso,
  postcode: addresses.postcode,
  phone: addresses.phone,
  phoneCountry: addresses.phoneCountry,
  isDefault: addresses.isDefault,
  enabled: addresses.enabled,
  verification: addresses.verification,
};

export interface AddressRow extends AddressIdentityFields {
  id: number;
  code: string;
  phoneCountry: string | null;
  isDefault: boolean;
  enabled: boolean;
  verification: "verified" | "not_verified" | "unchecked";
}

/** One line for lists and search: the lines the checkout shows, joined by commas. */
export function formatAddress(a: NamedAddress): string {
  return addressDisplayLines(a).join(", ");
}

const VERIFIED: Record<AddressRow["verification"], boolean | null> = { verified: true, not_verified: false, unchecked: null };

export function toAddressView(row: AddressRow, language: Language): AddressView {
  const region = regionView(row.regionIso, language);
  const country = { isocode: row.countryIso, name: countryName(row.countryIso, language) };
  return {
    addressId: row.code,
    addressCode: row.code,
    firstName: row.firstName,
    lastName: row.lastName,
    companyName: row.companyName,
    line1: row.line1,
    line2: row.line2,
    townCity: row.townCity,
    region,
    postcode: row.postcode,
    country,
    phone: row.phone,
    phoneCountry: row.phoneCountry,
    defaultAddress: row.isDefault,
    enabled: row.enabled,
    verified: VERIFIED[row.verification],
    formattedAddress: formatAddress({ ...row, regionName: region?.name ?? null, countryName: country.name }),
  };
}
