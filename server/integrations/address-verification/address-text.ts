import { SUPPORTED_COUNTRIES, type SupportedCountry } from "./reference-set.ts";

/** Street words people abbreviate, by abbreviation. */
const ABBREVIATIONS: Record<string, string> = {
  st: "street",
  str: "street",
  ave: "avenue",
  av: "avenue",
  avda: "avenida",
  rd: "road",
  ln: "lane",
  dr: "drive",
  blvd: "boulevard",
  ct: "court",
  cres: "crescent",
  cr: "crescent",
  wy: "way",
  hts: "heights",
  bldg: "building",
  apt: "apartment",
  ste: "suite",
  col: "colonia",
  priv: "privada",
};

/** Lower case, accents and punctuation gone, single spaces: "Río-Escondido," → "rio escondido". */
export function normalizeText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

export function wordsOf(text: string): string[] {
  const normal = normalizeText(text);
  return normal ? normal.split(" ") : [];
}

/** The full word for an abbreviation, else the word itself. */
export function expandWord(word: string): string {
  return ABBREVIATIONS[word] ?? word;
}

/** Words with abbreviations written out, so "Juniper Wy" and "juniper way" compare equal. */
export function canonicalWords(text: string): string[] {
  return wordsOf(text).map(expandWord);
}

/** A postcode without spaces and hyphens, upper case; a US ZIP+4 compares by its five digits. */
export function compactPostcode(postcode: string, country: SupportedCountry): string {
  const compact = postcode.replace(/[\s-]+/g, "").toUpperCase();
  return country === "US" ? compact.slice(0, 5) : compact;
}

const ALPHA3: Record<string, SupportedCountry> = { USA: "US", CAN: "CA", MEX: "MX", JPN: "JP" };

export type CountryOfRequest = { kind: "supported"; country: SupportedCountry } | { kind: "missing" } | { kind: "notLicensed"; country: string };

/** Reads the country of a request: ISO alpha-2 or alpha-3, any case. */
export function countryOfRequest(countryIso: string): CountryOfRequest {
  const code = countryIso.trim().toUpperCase();
  if (!code) return { kind: "missing" };
  const country = ALPHA3[code] ?? code;
  return (SUPPORTED_COUNTRIES as readonly string[]).includes(country)
    ? { kind: "supported", country: country as SupportedCountry }
    : { kind: "notLicensed", country: code };
}

const POSTCODE_RULES: Record<SupportedCountry, { pattern: RegExp; message: string }> = {
  US: { pattern: /^\d{5}(-\d{4})?$/, message: "Please enter a ZIP code of 5 digits, or ZIP+4 (12345-6789)." },
  CA: { pattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i, message: "Please enter a postal code like A1A 1A1." },
  MX: { pattern: /^\d{5}$/, message: "Please enter a postal code of 5 digits." },
  JP: { pattern: /^\d{3}-?\d{4}$/, message: "Please enter a postal code like 123-4567." },
};

/** The message for a postcode the country does not write that way; null when it fits. */
export function postcodeProblem(postcode: string, country: SupportedCountry): string | null {
  const rule = POSTCODE_RULES[country];
  return rule.pattern.test(postcode.trim()) ? null : rule.message;
}
