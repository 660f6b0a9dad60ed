import { canonicalWords, compactPostcode, countryOfRequest, normalizeText, postcodeProblem } from "./address-text.ts";
import type { AddressFieldError, AddressToVerify, AddressVerification } from "./port.ts";
import { entriesOf, line1Of, monikerOf, oneLineOf, shortTextOf, type ReferenceAddress, type SupportedCountry } from "./reference-set.ts";

/** At most this many suggestions go back to the confirm modal. */
export const MAX_SUGGESTIONS = 5;

/** Field messages of the address form's verification. */
export const ADDRESS_FIELD_MESSAGES = {
  countryIso: "Please select a country.",
  line1: "Please enter the first address line.",
  townCity: "Please enter a town or city.",
  postcode: "Please enter a postcode.",
  region: "Please select a region of the selected country.",
} as const;

interface LineParts {
  street: string;
  numbers: string;
}

/** Splits an address line into its street words and its numbers (house number, chome-ban-go). */
function partsOf(line1: string): LineParts {
  const words = canonicalWords(line1);
  return {
    street: words.filter((w) => !/^\d+$/.test(w)).join(" "),
    numbers: words.filter((w) => /^\d+$/.test(w)).join(" "),
  };
}

function fieldErrors(address: AddressToVerify): AddressFieldError[] {
  const errors: AddressFieldError[] = [];
  const country = countryOfRequest(address.countryIso);
  if (country.kind === "missing") errors.push({ field: "countryIso", message: ADDRESS_FIELD_MESSAGES.countryIso });
  if (!address.line1.trim()) errors.push({ field: "line1", message: ADDRESS_FIELD_MESSAGES.line1 });
  if (!address.townCity.trim()) errors.push({ field: "townCity", message: ADDRESS_FIELD_MESSAGES.townCity });
  if (!address.postcode.trim()) errors.push({ field: "postcode", message: ADDRESS_FIELD_MESSAGES.postcode });
  if (country.kind !== "supported") return errors;
  const postcode = address.postcode.trim() ? postcodeProblem(address.postcode, country.country) : null;
  if (postcode) errors.push({ field: "postcode", message: postcode });
  const region = address.region?.trim().toUpperCase();
  if (region && !region.startsWith(`${country.country}-`)) errors.push({ field: "region", message: ADDRESS_FIELD_MESSAGES.region });
  return errors;
}

interface Comparison {
  entry: ReferenceAddress;
  exact: boolean;
  /** How many of street, postcode and town agree. */
  agreeing: number;
  score: number;
}

function compare(address: AddressToVerify, input: LineParts, country: SupportedCountry, entry: ReferenceAddress): Comparison {
  const parts = partsOf(line1Of(entry));
  const street = parts.street === input.street;
  const premise = entry.range
    ? /^\d+$/.test(input.numbers) && Number(input.numbers) >= entry.range[0] && Number(input.numbers) <= entry.range[1]
    : parts.numbers === input.numbers;
  const postcode = compactPostcode(address.postcode, country) === compactPostcode(entry.postcode, country);
  const town = normalizeText(address.townCity) === normalizeText(entry.town);
  const region = !address.region?.trim() || address.region.trim().toUpperCase() === entry.region;
  return {
    entry,
    exact: street && premise && postcode && town && region,
    agreeing: [street, postcode, town].filter(Boolean).length,
    // The street weighs most: same street and postcode or town beats same postcode and town.
    score: (street ? 3 : 0) + (postcode ? 2 : 0) + (town ? 1 : 0) + (street && premise ? 1 : 0),
  };
}

/**
 * Verification of a whole address form against the reference set: field errors first; then
 * the address itself (a house number inside a known street range counts), else the closest
 * addresses sharing at least two of street, postcode and town, else no match. Countries
 * without a data set cannot be verified: no match.
 */
export function verifyAddress(address: AddressToVerify): AddressVerification {
  const errors = fieldErrors(address);
  if (errors.length > 0) return { kind: "errors", errors };
  const country = countryOfRequest(address.countryIso);
  if (country.kind !== "supported") return { kind: "noMatch" };
  const input = partsOf(address.line1);
  const compared = entriesOf(country.country).map((entry) => compare(address, input, country.country, entry));
  if (compared.some((c) => c.exact)) return { kind: "ok" };
  const close = compared
    .filter((c) => c.agreeing >= 2)
    .sort((a, b) => b.score - a.score || a.entry.id.localeCompare(b.entry.id))
    .slice(0, MAX_SUGGESTIONS);
  if (close.length === 0) return { kind: "noMatch" };
  return {
    kind: "suggestions",
    items: close.map(({ entry }) => ({ partialAddress: oneLineOf(entry), text: shortTextOf(entry), moniker: monikerOf(entry) })),
  };
}
