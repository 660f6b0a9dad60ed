import { describe, expect, it } from "vitest";
import { addressLines, searchAddresses } from "./address-lookup.ts";
import { NO_DATA_MAPPING_MARKER, NO_MATCHES_MARKER, NOT_LICENSED_MARKER, TOO_MANY_MATCHES_MARKER, type AddressSearchResult, type PicklistItem } from "./port.ts";
import { REFERENCE_SET, monikerOf } from "./reference-set.ts";

function items(result: AddressSearchResult): PicklistItem[] {
  if ("error" in result) throw new Error(result.error.message);
  return result.items;
}

function entry(id: string) {
  const found = REFERENCE_SET.find((a) => a.id === id);
  if (!found) throw new Error(id);
  return found;
}

const empty = (text: string): PicklistItem => ({ Moniker: "", PartialAddress: "", Text: text, IsUnresolvableRange: false });

describe("address search (service-and-support §7, §8)", () => {
  it.each([
    ["Riverton", "US", TOO_MANY_MATCHES_MARKER],
    ["", "US", TOO_MANY_MATCHES_MARKER],
    ["Kazehara", "JP", TOO_MANY_MATCHES_MARKER],
    ["Zzyzx Boulevard", "US", NO_MATCHES_MARKER],
    ["Juniper Way", "CA", NO_MATCHES_MARKER],
  ])("%j in %s → single empty suggestion whose text contains %j", (text, country, marker) => {
    const found = items(searchAddresses(text, country));
    expect(found).toHaveLength(1);
    expect(found[0]).toEqual(empty(expect.stringContaining(marker) as unknown as string));
  });

  it("lists the addresses of a street, the street range marked unresolvable", () => {
    const found = items(searchAddresses("juniper way", "US"));
    expect(found.map((i) => i.Text)).toEqual([
      "34 Juniper Way, Riverton Falls",
      "812 Juniper Way, Riverton Falls",
      "137 Juniper Way, Riverton Falls",
      "1747 Juniper Way, Cedar Hollow",
      "28 Juniper Way, Cedar Hollow",
      "1314 Juniper Way, Unit 12, Maple Bluff",
      "100-198 Juniper Way, Riverton Falls",
    ]);
    expect(found.map((i) => i.IsUnresolvableRange)).toEqual([false, false, false, false, false, false, true]);
  });

  it("answers an item's moniker, one-line address and text", () => {
    expect(items(searchAddresses("1458 Copperleaf", "US"))).toEqual([
      {
        Moniker: monikerOf(entry("US-022")),
        PartialAddress: "1458 Copperleaf Avenue, Suite 200, Riverton Falls, OR 97305",
        Text: "1458 Copperleaf Avenue, Suite 200, Riverton Falls",
        IsUnresolvableRange: false,
      },
    ]);
  });

  it.each([
    ["line 1|postcode, the house number also inside a range", "137 Juniper|97301", "US", ["US-010", "US-046"]],
    ["a number only a range holds", "150 Juniper Way", "US", ["US-046"]],
    ["abbreviations", "1458 Copperleaf Ave", "US", ["US-022"]],
    ["abbreviated way", "812 juniper wy", "US", ["US-005"]],
    ["accents left out", "avenida rio escondido 399", "MX", ["MX-005"]],
    ["chome-ban-go", "2-25-9 Hoshizora", "JP", ["JP-002"]],
    ["a Japanese postcode without hyphen", "1510153 2-25", "JP", ["JP-002"]],
    ["a Canadian postcode", "B3K 5L3 1311", "CA", ["CA-001"]],
    ["ISO alpha-3 country", "1458 Copperleaf", "USA", ["US-022"]],
    ["lower-case country", "1458 Copperleaf", "us", ["US-022"]],
  ])("finds by %s: %j", (_name, text, country, ids) => {
    expect(items(searchAddresses(text, country)).map((i) => i.Moniker)).toEqual(ids.map((id) => monikerOf(entry(id))));
  });

  it.each([
    ["", NO_DATA_MAPPING_MARKER],
    ["  ", NO_DATA_MAPPING_MARKER],
    ["DE", NOT_LICENSED_MARKER],
    ["GBR", NOT_LICENSED_MARKER],
  ])("country %j → error containing %s", (country, marker) => {
    const result = searchAddresses("1458 Copperleaf", country);
    expect(result).toEqual({ error: { message: expect.stringContaining(marker) } });
  });
});

describe("GetAddress", () => {
  const lines = (country: string, moniker: string) => {
    const result = addressLines(country, moniker);
    if ("error" in result) throw new Error(result.error.message);
    return result.AddressLines.map((l) => l.Line);
  };

  it.each([
    ["US-022", "US", ["1458 Copperleaf Avenue", "Suite 200", "", "Riverton Falls", "US-OR", "97305"]],
    ["MX-002", "MX", ["Calle Nogal 160", "Col. Lomas del Ángel", "", "San Isidro del Valle", "MX-JAL", "44322"]],
    ["JP-002", "JP", ["2-25-9 Hoshizora", "Sakura Heights 201", "", "Kazehara", "JP-13", "151-0153"]],
    ["CA-001", "CAN", ["1311 Tidewater Lane", "", "", "Pine Harbour", "CA-NS", "B3K 5L3"]],
    // A street range is a partial address: the street without a house number.
    ["US-046", "US", ["Juniper Way", "", "", "Riverton Falls", "US-OR", "97301"]],
  ])("%s → lines 0, 1, (2 unused), town, region, postcode", (id, country, expected) => {
    expect(lines(country, monikerOf(entry(id)))).toEqual(expected);
  });

  it("refuses a moniker of another country, a made-up one, and a missing or unlicensed country", () => {
    const moniker = monikerOf(entry("US-022"));
    expect(addressLines("CA", moniker)).toEqual({ error: { message: expect.any(String) } });
    expect(addressLines("US", "bm90aGluZw")).toEqual({ error: { message: expect.any(String) } });
    expect(addressLines("", moniker)).toEqual({ error: { message: expect.stringContaining(NO_DATA_MAPPING_MARKER) } });
    expect(addressLines("FR", moniker)).toEqual({ error: { message: expect.stringContaining(NOT_LICENSED_MARKER) } });
  });
});
