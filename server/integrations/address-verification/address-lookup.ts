import { canonicalWords, compactPostcode, countryOfRequest, expandWord, wordsOf } from "./address-text.ts";
import {
  NO_DATA_MAPPING_MARKER,
  NO_MATCHES_MARKER,
  NOT_LICENSED_MARKER,
  TOO_MANY_MATCHES_MARKER,
  type AddressLinesResult,
  type AddressSearchResult,
  type LookupError,
  type PicklistItem,
} from "./port.ts";
import {
  entriesOf,
  entryOfMoniker,
  line1Of,
  monikerOf,
  oneLineOf,
  shortTextOf,
  type ReferenceAddress,
  type SupportedCountry,
} from "./reference-set.ts";

/** A search matching more addresses than this answers 'too many matches' instead of a list. */
export const PICKLIST_MAX_ITEMS = 20;
export const TOO_MANY_MATCHES_TEXT = `Search returned ${TOO_MANY_MATCHES_MARKER}`;
export const NO_MATCHES_TEXT = `${NO_MATCHES_MARKER} found`;

function informational(text: string): PicklistItem {
  return { Moniker: "", PartialAddress: "", Text: text, IsUnresolvableRange: false };
}

export function picklistItemOf(entry: ReferenceAddress): PicklistItem {
  return { Moniker: monikerOf(entry), PartialAddress: oneLineOf(entry), Text: shortTextOf(entry), IsUnresolvableRange: entry.range !== null };
}

/** The error of a request without a country, or for a country the service has no data for. */
export function countryError(countryIso: string): { country: SupportedCountry } | LookupError {
  const country = countryOfRequest(countryIso);
  switch (country.kind) {
    case "supported":
      return { country: country.country };
    case "missing":
      return { error: { message: `${NO_DATA_MAPPING_MARKER}: no data set is mapped to an empty country; choose a country first.` } };
    case "notLicensed":
      return { error: { message: `${NOT_LICENSED_MARKER}: no data set is licensed for country ${country.country}.` } };
  }
}

interface IndexedEntry {
  entry: ReferenceAddress;
  words: string[];
}

const INDEX = new Map<SupportedCountry, IndexedEntry[]>();

function indexOf(country: SupportedCountry): IndexedEntry[] {
  let index = INDEX.get(country);
  if (!index) {
    index = entriesOf(country).map((entry) => ({
      entry,
      words: [
        ...canonicalWords([line1Of(entry), entry.line2, entry.town, entry.regionName, entry.region].join(" ")),
        ...wordsOf(entry.postcode),
        compactPostcode(entry.postcode, country).toLowerCase(),
      ],
    }));
    INDEX.set(country, index);
  }
  return index;
}

function matchesWord(indexed: IndexedEntry, raw: string, expanded: string): boolean {
  if (indexed.words.some((w) => w.startsWith(raw) || w.startsWith(expanded))) return true;
  const range = indexed.entry.range;
  if (!range || !/^\d+$/.test(raw)) return false;
  const n = Number(raw);
  return n >= range[0] && n <= range[1];
}

/**
 * Search while typing: every word typed must start a word of the address (abbreviations
 * written out), or be a house number inside a street range. The address form sends
 * "line 1|postcode" when both are filled.
 */
export function searchAddresses(text: string, countryIso: string): AddressSearchResult {
  const country = countryError(countryIso);
  if ("error" in country) return country;
  const words = wordsOf(text);
  const found = indexOf(country.country).filter((indexed) => words.every((word) => matchesWord(indexed, word, expandWord(word))));
  if (found.length === 0) return { items: [informational(NO_MATCHES_TEXT)] };
  if (found.length > PICKLIST_MAX_ITEMS) return { items: [informational(TOO_MANY_MATCHES_TEXT)] };
  // Addresses whose house number was typed exactly come before street ranges that contain it.
  const exact = (i: IndexedEntry) => (i.entry.range === null ? 0 : 1);
  return { items: found.sort((a, b) => exact(a) - exact(b) || a.entry.id.localeCompare(b.entry.id)).map((i) => picklistItemOf(i.entry)) };
}

/** The lines of a chosen item: 0 and 1 address lines, 2 unused, 3 town, 4 region, 5 postcode. */
export function addressLines(countryIso: string, moniker: string): AddressLinesResult {
  const country = countryError(countryIso);
  if ("error" in country) return country;
  const entry = entryOfMoniker(moniker, country.country);
  if (!entry) return { error: { message: "The moniker does not name an address of this country." } };
  const lines = [line1Of(entry), entry.line2, "", entry.town, entry.region, entry.postcode];
  return { AddressLines: lines.map((Line) => ({ Line })) };
}
