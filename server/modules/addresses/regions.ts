import type { Region } from "../../../domain/addresses/countries.ts";
import type { Language } from "../../../domain/sites.ts";
import { REGION_DATA } from "./regions-data.ts";

export type { Region };

/** An ISO 3166-1 alpha-2 code as pages send it (either case). */
export const COUNTRY_CODE = /^[A-Za-z]{2}$/;

const nameIn = (entry: readonly [string, string, string?], language: Language) => (language === "ja" && entry[2] ? entry[2] : entry[1]);

const BY_CODE = new Map(Object.values(REGION_DATA).flatMap((entries) => entries.map((e) => [e[0], e] as const)));

/** The regions of a country (none for countries without regions), named in `language` where a native name exists. */
export function regionsOf(countryIso: string, language: Language): Region[] {
  return (REGION_DATA[countryIso.toUpperCase()] ?? []).map((e) => ({ isocode: e[0], name: nameIn(e, language) }));
}

export function regionCodesOf(countryIso: string): string[] {
  return (REGION_DATA[countryIso.toUpperCase()] ?? []).map((e) => e[0]);
}

/** A stored region as the pages show it; a code no longer in the data keeps its code as its name. */
export function regionView(isocode: string | null, language: Language): Region | null {
  if (!isocode) return null;
  const entry = BY_CODE.get(isocode);
  return { isocode, name: entry ? nameIn(entry, language) : isocode };
}
