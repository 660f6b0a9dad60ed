/**
 * Port to the address verification and lookup service (QAS-style). `validate` checks a whole
 * address form (shopping-flow §4); `search` and `getAddress` serve the lookup while typing
 * (service-and-support §3, §7, §8). Field names of the lookup keep the service's spelling.
 */

/** An address as the address form holds it. */
export interface AddressToVerify {
  /** ISO 3166-1 alpha-2 (alpha-3 is accepted too). */
  countryIso: string;
  line1: string;
  line2?: string;
  townCity: string;
  /** ISO 3166-2 region code, e.g. US-OR, JP-13. */
  region?: string;
  postcode: string;
}

export type AddressField = "countryIso" | "line1" | "townCity" | "region" | "postcode";

export interface AddressFieldError {
  field: AddressField;
  message: string;
}

/** A suggestion of `validate` (validateAddressForm's picklist item). */
export interface AddressSuggestion {
  partialAddress: string;
  text: string;
  moniker: string;
}

export type AddressVerification =
  | { kind: "ok" }
  | { kind: "errors"; errors: AddressFieldError[] }
  | { kind: "suggestions"; items: AddressSuggestion[] }
  /** The service knows no such address: the form is submitted with an 'Address not verified' note. */
  | { kind: "noMatch" };

export interface PicklistItem {
  Moniker: string;
  PartialAddress: string;
  Text: string;
  /** A street range without a house number: choosing it gives only a partial address. */
  IsUnresolvableRange: boolean;
}

export interface LookupError {
  error: { message: string };
}

export type AddressSearchResult = { items: PicklistItem[] } | LookupError;

/**
 * The address lines of a chosen item, in the service's layout: 0 and 1 the address lines,
 * 2 unused, 3 town or city, 4 region code, 5 postcode (service-and-support §3).
 */
export type AddressLinesResult = { AddressLines: { Line: string }[] } | LookupError;

/** Marker in a search error: the country has no licensed data set ('Country is not supported'). */
export const NOT_LICENSED_MARKER = "NotLicensed";
/** Marker in a search error: no country was given ('Please select country'). */
export const NO_DATA_MAPPING_MARKER = "NoDataMapping";
/** Marker in the Text of the single empty item of a search with too many matches. */
export const TOO_MANY_MATCHES_MARKER = "too many matches";
/** Marker in the Text of the single empty item of a search without matches. */
export const NO_MATCHES_MARKER = "No matches";

export interface AddressVerificationPort {
  validate(address: AddressToVerify): Promise<AddressVerification>;
  search(request: { text: string; countryIso: string }): Promise<AddressSearchResult>;
  getAddress(request: { countryIso: string; moniker: string }): Promise<AddressLinesResult>;
}
