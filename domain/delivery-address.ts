/**
 * Delivery and billing address forms (shopping-flow §3, §5; account-and-ordering §5) and the
 * address lookup while typing (service-and-support §3, §5, §8).
 */
import type { CheckoutMessageKey } from "./i18n/areas/checkout.en.ts";
import { checkoutEn } from "./i18n/areas/checkout.en.ts";
import { isValidPhone, isValidTradeShowPostcode } from "./phone-masks.ts";

export interface AddressInput {
  firstName: string;
  lastName: string;
  countryIso: string;
  line1: string;
  line2?: string;
  townCity: string;
  regionIso?: string;
  postcode: string;
  phone?: string;
  /** The country whose phone format applies; the address's country when not given. */
  phoneCountry?: string;
}

export interface AddressOptions {
  countryHasRegions: boolean;
  tradeShow?: boolean;
  tradeShowSalesRepId?: string;
  tradeShowDestination?: string;
}

export interface AddressProblem {
  field: string;
  messageKey: CheckoutMessageKey;
}

/** Decision 0020: the spec gives no lengths; this keeps any one field within reason. */
export const ADDRESS_FIELD_MAX = 255;

const REQUIRED_FIELDS = ["firstName", "lastName", "countryIso", "line1", "townCity", "postcode"] as const;

const REQUIRED_MESSAGES: Readonly<Record<(typeof REQUIRED_FIELDS)[number] | "regionIso" | "phone", CheckoutMessageKey>> = {
  firstName: "checkout.address.firstName.required",
  lastName: "checkout.address.lastName.required",
  countryIso: "checkout.address.countryIso.required",
  line1: "checkout.address.line1.required",
  townCity: "checkout.address.townCity.required",
  postcode: "checkout.address.postcode.required",
  regionIso: "checkout.address.regionIso.required",
  phone: "checkout.address.phone.required",
};

const blank = (value: string | undefined) => (value ?? "").trim() === "";

/**
 * Every problem of the form, by field name; [] means it can be saved. Required values must be
 * non-empty after trimming, a region is needed when the country has regions, and a phone
 * number (required in trade-show mode) must fit its country's format. Trade-show mode also
 * needs a delivery destination and a sales rep id, and the post code 999-9999.
 */
export function validateAddress(input: AddressInput, opts: AddressOptions): AddressProblem[] {
  const problems: AddressProblem[] = [];
  for (const field of REQUIRED_FIELDS) {
    if (blank(input[field])) problems.push({ field, messageKey: REQUIRED_MESSAGES[field] });
  }
  if (opts.countryHasRegions && blank(input.regionIso)) problems.push({ field: "regionIso", messageKey: REQUIRED_MESSAGES.regionIso });
  for (const field of ["firstName", "lastName", "line1", "line2", "townCity", "postcode", "phone"] as const) {
    if ((input[field] ?? "").trim().length > ADDRESS_FIELD_MAX) problems.push({ field, messageKey: "checkout.address.tooLong" });
  }
  const tradeShow = opts.tradeShow ?? false;
  if (blank(input.phone)) {
    if (tradeShow) problems.push({ field: "phone", messageKey: REQUIRED_MESSAGES.phone });
  } else if (!isValidPhone(input.phoneCountry || input.countryIso, input.phone ?? "", { tradeShow })) {
    problems.push({ field: "phone", messageKey: "checkout.address.phone.invalid" });
  }
  if (tradeShow) {
    if (!blank(input.postcode) && !isValidTradeShowPostcode(input.postcode)) {
      problems.push({ field: "postcode", messageKey: "checkout.address.postcode.tradeShow" });
    }
    if (blank(opts.tradeShowDestination)) {
      problems.push({ field: "tradeShowDestination", messageKey: "checkout.address.tradeShowDestination.required" });
    }
    if (blank(opts.tradeShowSalesRepId)) {
      problems.push({ field: "tradeShowSalesRepId", messageKey: "checkout.address.tradeShowSalesRepId.required" });
    }
  }
  return problems;
}

export interface BillingAddressInput {
  firstName: string;
  lastName: string;
  country: string;
  line1: string;
  postalCode: string;
  city: string;
  region?: string;
}

const BILLING_FIELDS: Readonly<Record<string, keyof BillingAddressInput>> = {
  firstName: "firstName",
  lastName: "lastName",
  countryIso: "country",
  line1: "line1",
  postcode: "postalCode",
  townCity: "city",
  regionIso: "region",
};

/**
 * Billing address of the card form (shopping-flow §3, §5): nothing to check when 'use filled
 * address' is ticked (the delivery address is used). Otherwise the fields are required, the
 * region too when the country has regions (`regionCodes`), and it must be one of them.
 */
export function validateBillingAddress(input: BillingAddressInput, opts: { useFilledAddress: boolean; regionCodes: readonly string[] }): AddressProblem[] {
  if (opts.useFilledAddress) return [];
  const asAddress: AddressInput = {
    firstName: input.firstName,
    lastName: input.lastName,
    countryIso: input.country,
    line1: input.line1,
    townCity: input.city,
    regionIso: input.region,
    postcode: input.postalCode,
  };
  const problems = validateAddress(asAddress, { countryHasRegions: opts.regionCodes.length > 0 });
  const region = (input.region ?? "").trim();
  if (region !== "" && !opts.regionCodes.includes(region)) problems.push({ field: "regionIso", messageKey: "checkout.address.regionIso.required" });
  return problems.map((p) => ({ ...p, field: BILLING_FIELDS[p.field] ?? p.field }));
}

// ---- Address lookup while typing -------------------------------------------------------------

export const ADDRESS_SEARCH_MIN = 4;
export const ADDRESS_SEARCH_SEPARATOR = "|";

/**
 * The text to search for, or null while the search field holds fewer than 4 characters. When
 * line 1 and the post code are both filled, the search is "line1|postcode" instead.
 */
export function addressSearchText(input: { search: string; line1: string; postcode: string }): string | null {
  const search = input.search.trim();
  if (search.length < ADDRESS_SEARCH_MIN) return null;
  const line1 = input.line1.trim();
  const postcode = input.postcode.trim();
  return line1 !== "" && postcode !== "" ? `${line1}${ADDRESS_SEARCH_SEPARATOR}${postcode}` : search;
}

export interface LookupAddressFields {
  line1: string;
  line2: string;
  townCity: string;
  /** Text for the region select: match it with `matchRegion`. */
  region: string;
  postcode: string;
}

/** GetAddress lines onto the form: 0 → line1, 1 → line2, 3 → townCity, 4 → region, 5 → postcode; 2 is not used. */
export function mapAddressLines(lines: readonly string[]): LookupAddressFields {
  const line = (index: number) => (lines[index] ?? "").trim();
  return { line1: line(0), line2: line(1), townCity: line(3), region: line(4), postcode: line(5) };
}

/** The region a lookup's text means: its iso code ("US-NY" or "NY") or its name, any case. */
export function matchRegion<R extends { isocode: string; name: string }>(text: string, regions: readonly R[]): R | null {
  const wanted = text.trim().toUpperCase();
  if (wanted === "") return null;
  return (
    regions.find((r) => {
      const iso = r.isocode.toUpperCase();
      return iso === wanted || iso.endsWith(`-${wanted}`) || r.name.trim().toUpperCase() === wanted;
    }) ?? null
  );
}

export interface LookupSuggestion {
  Moniker: string;
  PartialAddress: string;
  Text: string;
  IsUnresolvableRange?: boolean;
}

/** The lookup service's Search answer: suggestions, or an error object with a message. */
export type LookupSearchResult = { items: readonly LookupSuggestion[] } | { error: { message: string } };

export type LookupNotice = "tooManyMatches" | "noMatches" | "countryNotSupported" | "selectCountry";

/** Markers in the service's texts, matched without regard to case, spaces or hyphens. */
export const LOOKUP_MARKERS = {
  tooManyMatches: /too\s*many\s*matches/i,
  noMatches: /no\s*matches/i,
  notLicensed: /not[\s-]*licen[sc]ed/i,
  noDataMapping: /no[\s-]*data[\s-]*mapping/i,
} as const;

export const LOOKUP_MESSAGE_KEYS: Readonly<Record<LookupNotice, CheckoutMessageKey>> = {
  tooManyMatches: "checkout.lookup.tooManyMatches",
  noMatches: "checkout.lookup.noMatches",
  countryNotSupported: "checkout.lookup.countryNotSupported",
  selectCountry: "checkout.lookup.selectCountry",
};

/** The exact English texts of service-and-support §8 (the catalogue has them in every language). */
export const LOOKUP_MESSAGES: Readonly<Record<LookupNotice, string>> = {
  tooManyMatches: checkoutEn[LOOKUP_MESSAGE_KEYS.tooManyMatches],
  noMatches: checkoutEn[LOOKUP_MESSAGE_KEYS.noMatches],
  countryNotSupported: checkoutEn[LOOKUP_MESSAGE_KEYS.countryNotSupported],
  selectCountry: checkoutEn[LOOKUP_MESSAGE_KEYS.selectCountry],
};

export const PARTIAL_ADDRESS_ALERT_KEY: CheckoutMessageKey = "checkout.lookup.partialAddress";
export const PARTIAL_ADDRESS_ALERT = checkoutEn["checkout.lookup.partialAddress"];

/**
 * Which red message the suggestion list shows instead of suggestions, if any. A single
 * suggestion without a moniker carries "too many matches" or "No matches" in its text; an
 * error names an unlicensed country or a missing data mapping. An empty list also counts as
 * no matches (decision 0020).
 */
export function lookupNotice(result: LookupSearchResult): LookupNotice | null {
  if ("error" in result) {
    if (LOOKUP_MARKERS.notLicensed.test(result.error.message)) return "countryNotSupported";
    if (LOOKUP_MARKERS.noDataMapping.test(result.error.message)) return "selectCountry";
    return null;
  }
  if (result.items.length === 0) return "noMatches";
  const [only] = result.items;
  if (result.items.length !== 1 || !only || only.Moniker.trim() !== "") return null;
  if (LOOKUP_MARKERS.tooManyMatches.test(only.Text)) return "tooManyMatches";
  if (LOOKUP_MARKERS.noMatches.test(only.Text)) return "noMatches";
  return null;
}

/** Picking this suggestion fills only part of an address: show PARTIAL_ADDRESS_ALERT. */
export function isPartialAddress(suggestion: Pick<LookupSuggestion, "IsUnresolvableRange">): boolean {
  return suggestion.IsUnresolvableRange === true;
}
