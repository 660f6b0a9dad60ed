/**
 * The address lookup while typing (service-and-support §4, §5, §7, §8): reading the service's
 * answers, and what a chosen address puts into the form. The rules themselves (search text,
 * line mapping, region match, red messages) are in domain/delivery-address.ts.
 */
import { lookupNotice, mapAddressLines, matchRegion, type LookupNotice, type LookupSearchResult, type LookupSuggestion } from "../../../domain/delivery-address.ts";

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

function suggestionOf(value: unknown): LookupSuggestion | null {
  if (!isRecord(value)) return null;
  const { Moniker, PartialAddress, Text, IsUnresolvableRange } = value;
  if (typeof Moniker !== "string" || typeof Text !== "string") return null;
  return { Moniker, PartialAddress: typeof PartialAddress === "string" ? PartialAddress : "", Text, IsUnresolvableRange: IsUnresolvableRange === true };
}

/** A Search answer: `result.Picklist.Items`, or an error object with a message; null for anything else. */
export function parseSearchAnswer(body: unknown): LookupSearchResult | null {
  if (!isRecord(body)) return null;
  if (isRecord(body.error)) return typeof body.error.message === "string" ? { error: { message: body.error.message } } : null;
  const items = isRecord(body.result) && isRecord(body.result.Picklist) ? body.result.Picklist.Items : undefined;
  if (!Array.isArray(items)) return null;
  const parsed = items.map(suggestionOf);
  return parsed.every((s): s is LookupSuggestion => s !== null) ? { items: parsed } : null;
}

/** A GetAddress answer: the texts of `result.AddressLines`; null for an error or anything else. */
export function parseAddressLines(body: unknown): string[] | null {
  const lines = isRecord(body) && isRecord(body.result) ? body.result.AddressLines : undefined;
  if (!Array.isArray(lines)) return null;
  const texts = lines.map((line) => (isRecord(line) && typeof line.Line === "string" ? line.Line : null));
  return texts.every((t): t is string => t !== null) ? texts : null;
}

/** What the suggestion list shows for a Search answer: choosable suggestions, a red message, or nothing. */
export type LookupList = { kind: "items"; items: LookupSuggestion[] } | { kind: "notice"; notice: LookupNotice } | { kind: "none" };

export function lookupListOf(result: LookupSearchResult): LookupList {
  const notice = lookupNotice(result);
  if (notice) return { kind: "notice", notice };
  if ("error" in result) return { kind: "none" };
  // Only items with a moniker can be fetched; informational ones were read as a notice above.
  const items = result.items.filter((item) => item.Moniker.trim() !== "");
  return items.length > 0 ? { kind: "items", items } : { kind: "none" };
}

export interface LookupFormPatch {
  line1: string;
  line2: string;
  townCity: string;
  regionIso: string;
  postcode: string;
}

/**
 * The form fields an address's lines fill (0 line 1, 1 line 2, 3 town, 4 region, 5 postcode; 2
 * unused). The region select takes the country's region the text names, or none.
 */
export function lookupFormPatch(lines: readonly string[], regions: readonly { isocode: string; name: string }[]): LookupFormPatch {
  const mapped = mapAddressLines(lines);
  return {
    line1: mapped.line1,
    line2: mapped.line2,
    townCity: mapped.townCity,
    regionIso: matchRegion(mapped.region, regions)?.isocode ?? "",
    postcode: mapped.postcode,
  };
}
