import type { Language } from "../sites.ts";

/** A region of a country (ISO 3166-2 code) named in the page's language; the server holds the list. */
export interface Region {
  isocode: string;
  name: string;
}

/**
 * Countries an address may be in (decision 0023). The five with regions come first (the sites'
 * own countries and the neighbours dealers ship to); names are English, shown in the page's
 * language where the runtime knows it.
 */
export const COUNTRIES: readonly { isocode: string; name: string }[] = [
  { isocode: "US", name: "United States" },
  { isocode: "CA", name: "Canada" },
  { isocode: "MX", name: "Mexico" },
  { isocode: "JP", name: "Japan" },
  { isocode: "AU", name: "Australia" },
  { isocode: "AT", name: "Austria" },
  { isocode: "BE", name: "Belgium" },
  { isocode: "FR", name: "France" },
  { isocode: "DE", name: "Germany" },
  { isocode: "IE", name: "Ireland" },
  { isocode: "IT", name: "Italy" },
  { isocode: "NL", name: "Netherlands" },
  { isocode: "NZ", name: "New Zealand" },
  { isocode: "KR", name: "South Korea" },
  { isocode: "ES", name: "Spain" },
  { isocode: "CH", name: "Switzerland" },
  { isocode: "GB", name: "United Kingdom" },
];

const BY_CODE = new Map(COUNTRIES.map((c) => [c.isocode, c]));

export function isKnownCountry(isocode: string): boolean {
  return BY_CODE.has(isocode);
}

const displayNames = new Map<Language, Intl.DisplayNames | null>();

function namesIn(language: Language): Intl.DisplayNames | null {
  if (!displayNames.has(language)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([language], { type: "region", fallback: "none" });
    } catch {
      // A runtime without region names: the English names are used.
    }
    displayNames.set(language, names);
  }
  return displayNames.get(language) ?? null;
}

/** The country's name in `language` (English when the runtime has no name for it); the code itself when unknown. */
export function countryName(isocode: string, language: Language): string {
  const english = BY_CODE.get(isocode)?.name ?? isocode;
  if (language === "en") return english;
  return namesIn(language)?.of(isocode) ?? english;
}

/** Every country with its name in `language`, in list order. */
export function countryOptions(language: Language): { isocode: string; name: string }[] {
  return COUNTRIES.map((c) => ({ isocode: c.isocode, name: countryName(c.isocode, language) }));
}
