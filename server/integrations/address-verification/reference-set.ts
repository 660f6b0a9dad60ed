import { z } from "zod";
import data from "./reference-set.json" with { type: "json" };

export const SUPPORTED_COUNTRIES = ["US", "CA", "MX", "JP"] as const;
export type SupportedCountry = (typeof SUPPORTED_COUNTRIES)[number];

/** One address the local service knows (reference-set.json, made by reference-set-gen.ts). */
export interface ReferenceAddress {
  id: string;
  country: SupportedCountry;
  /** House number ("1420"), or chome-ban-go in Japan ("2-7-15"); "" for a street range. */
  premise: string;
  /** House numbers a street-range entry stands for; null for a single address. */
  range: [number, number] | null;
  street: string;
  /** Suite, colonia or building; may be "". */
  line2: string;
  town: string;
  /** ISO 3166-2 code. */
  region: string;
  /** How the region is written in an address (OR, Jal., Tokyo). */
  regionName: string;
  postcode: string;
}

const ReferenceAddressSchema = z.object({
  id: z.string(),
  country: z.enum(SUPPORTED_COUNTRIES),
  premise: z.string(),
  range: z.tuple([z.number().int(), z.number().int()]).nullable(),
  street: z.string().min(1),
  line2: z.string(),
  town: z.string().min(1),
  region: z.string().min(4),
  regionName: z.string().min(1),
  postcode: z.string().min(1),
});

export const REFERENCE_SET: readonly ReferenceAddress[] = z.array(ReferenceAddressSchema).parse(data);

/** The first address line as the country writes it; a range entry has the street only. */
export function line1Of(a: ReferenceAddress): string {
  if (!a.premise) return a.street;
  return a.country === "MX" ? `${a.street} ${a.premise}` : `${a.premise} ${a.street}`;
}

/** The address on one line, as a picklist shows it. */
export function oneLineOf(a: ReferenceAddress): string {
  const first = a.range ? `${a.range[0]}-${a.range[1]} ${a.street}` : line1Of(a);
  return [first, a.line2, a.town, `${a.regionName} ${a.postcode}`].filter(Boolean).join(", ");
}

/** Shorter text of a picklist item: the address lines and the town. */
export function shortTextOf(a: ReferenceAddress): string {
  const first = a.range ? `${a.range[0]}-${a.range[1]} ${a.street}` : line1Of(a);
  return [first, a.line2, a.town].filter(Boolean).join(", ");
}

export function monikerOf(a: ReferenceAddress): string {
  return Buffer.from(`${a.country}|${a.id}`).toString("base64url");
}

const BY_ID = new Map(REFERENCE_SET.map((a) => [a.id, a]));

/** The entry a moniker names, when it belongs to `country`. */
export function entryOfMoniker(moniker: string, country: SupportedCountry): ReferenceAddress | null {
  const [monikerCountry, id] = Buffer.from(moniker, "base64url").toString("utf8").split("|");
  const entry = id ? BY_ID.get(id) : undefined;
  return entry && monikerCountry === country && entry.country === country ? entry : null;
}

export function entriesOf(country: SupportedCountry): ReferenceAddress[] {
  return REFERENCE_SET.filter((a) => a.country === country);
}
