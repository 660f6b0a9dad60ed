import { describe, expect, it } from "vitest";
import { lookupFormPatch, lookupListOf, parseAddressLines, parseSearchAnswer } from "./address-lookup.ts";

const US_REGIONS = [
  { isocode: "US-OR", name: "Oregon" },
  { isocode: "US-NY", name: "New York" },
];
const JP_REGIONS = [{ isocode: "JP-13", name: "東京都" }];

describe("reading the lookup service's answers (service-and-support §7)", () => {
  const item = { Moniker: "m1", PartialAddress: "1642 Bramblewood Lane, Riverton Falls, OR 97304", Text: "1642 Bramblewood Lane", IsUnresolvableRange: true };

  it.each<[string, unknown, ReturnType<typeof parseSearchAnswer>]>([
    ["a picklist", { result: { Picklist: { Items: [item] } } }, { items: [item] }],
    ["an item without PartialAddress or range flag", { result: { Picklist: { Items: [{ Moniker: "", Text: "No matches found" }] } } }, { items: [{ Moniker: "", PartialAddress: "", Text: "No matches found", IsUnresolvableRange: false }] }],
    ["an error object", { error: { message: "NotLicensed" } }, { error: { message: "NotLicensed" } }],
    ["an item without a moniker field", { result: { Picklist: { Items: [{ Text: "x" }] } } }, null],
    ["no picklist", { result: {} }, null],
    ["not an object", "oops", null],
  ])("Search: %s", (_label, body, parsed) => {
    expect(parseSearchAnswer(body)).toEqual(parsed);
  });

  it.each<[string, unknown, string[] | null]>([
    ["address lines", { result: { AddressLines: [{ Line: "1 A St" }, { Line: "" }] } }, ["1 A St", ""]],
    ["an error object", { error: { message: "bad moniker" } }, null],
    ["a line without text", { result: { AddressLines: [{ Line: 5 }] } }, null],
  ])("GetAddress: %s", (_label, body, lines) => {
    expect(parseAddressLines(body)).toEqual(lines);
  });

  it("lists only suggestions with a moniker; an empty picklist is 'no matches'", () => {
    expect(lookupListOf({ items: [item, { ...item, Moniker: " " }] })).toEqual({ kind: "items", items: [item] });
    expect(lookupListOf({ items: [] })).toEqual({ kind: "notice", notice: "noMatches" });
  });
});

describe("a chosen address fills the form: 0 → line 1, 1 → line 2, 3 → town, 4 → region select, 5 → postcode; 2 unused", () => {
  it.each<[string, string[], readonly { isocode: string; name: string }[], ReturnType<typeof lookupFormPatch>]>([
    [
      "a US address with a suite",
      ["1458 Copperleaf Avenue", "Suite 200", "ignored", "Riverton Falls", "US-OR", "97305"],
      US_REGIONS,
      { line1: "1458 Copperleaf Avenue", line2: "Suite 200", townCity: "Riverton Falls", regionIso: "US-OR", postcode: "97305" },
    ],
    ["a region written as its short code", ["1 Main St", "", "", "Albany", "NY", "12207"], US_REGIONS, { line1: "1 Main St", line2: "", townCity: "Albany", regionIso: "US-NY", postcode: "12207" }],
    ["a region written as its name", ["1 Main St", "", "", "Albany", "new york", "12207"], US_REGIONS, { line1: "1 Main St", line2: "", townCity: "Albany", regionIso: "US-NY", postcode: "12207" }],
    ["a Japanese address", ["2-7-15 Sakura-dori", "Sakura Building 3F", "", "Minato-ku", "JP-13", "105-0011"], JP_REGIONS, { line1: "2-7-15 Sakura-dori", line2: "Sakura Building 3F", townCity: "Minato-ku", regionIso: "JP-13", postcode: "105-0011" }],
    ["a region the country does not have", ["1 Main St", "", "", "Albany", "CA-ON", "12207"], US_REGIONS, { line1: "1 Main St", line2: "", townCity: "Albany", regionIso: "", postcode: "12207" }],
    ["missing lines and spaces", [" 1 Main St "], [], { line1: "1 Main St", line2: "", townCity: "", regionIso: "", postcode: "" }],
  ])("%s", (_label, lines, regions, patch) => {
    expect(lookupFormPatch(lines, regions)).toEqual(patch);
  });
});
