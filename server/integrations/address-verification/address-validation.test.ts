import { describe, expect, it } from "vitest";
import { ADDRESS_FIELD_MESSAGES, verifyAddress } from "./address-validation.ts";
import type { AddressToVerify, AddressVerification } from "./port.ts";
import { REFERENCE_SET, monikerOf } from "./reference-set.ts";

const US_022: AddressToVerify = { countryIso: "US", line1: "1458 Copperleaf Avenue", line2: "Suite 200", townCity: "Riverton Falls", region: "US-OR", postcode: "97305" };

function moniker(id: string): string {
  const found = REFERENCE_SET.find((a) => a.id === id);
  if (!found) throw new Error(id);
  return monikerOf(found);
}

function suggested(result: AddressVerification): string[] {
  if (result.kind !== "suggestions") throw new Error(`expected suggestions, got ${result.kind}`);
  return result.items.map((i) => i.moniker);
}

describe("address verification (validateAddressForm)", () => {
  it.each([
    ["as the reference set writes it", {}],
    ["abbreviated, other case, ZIP+4", { line1: "1458 copperleaf ave.", townCity: "RIVERTON FALLS", postcode: "97305-1234" }],
    ["without region", { region: "" }],
    ["a house number inside a known street range", { line1: "150 Juniper Way", line2: "", postcode: "97301" }],
    ["Mexican order of street and number", { countryIso: "MX", line1: "Calle Nogal 160", line2: "Col. Lomas del Ángel", townCity: "San Isidro del Valle", region: "MX-JAL", postcode: "44322" }],
    ["Japanese chome-ban-go, postcode without hyphen", { countryIso: "JP", line1: "2-25-9 Hoshizora", line2: "", townCity: "Kazehara", region: "JP-13", postcode: "1510153" }],
    ["Canadian postcode without space", { countryIso: "CA", line1: "1311 Tidewater Lane", line2: "", townCity: "Pine Harbour", region: "CA-NS", postcode: "b3k5l3" }],
  ])("verifies an address %s", (_name, change) => {
    expect(verifyAddress({ ...US_022, ...change })).toEqual({ kind: "ok" });
  });

  it.each([
    // Then the street's other addresses, then an address sharing postcode and town.
    ["a wrong postcode", { postcode: "97306" }, ["US-022", "US-012", "US-013", "US-017", "US-008"]],
    ["a wrong region", { region: "US-TX" }, ["US-022", "US-012", "US-013", "US-017"]],
    ["a misspelt town", { townCity: "Riverton" }, ["US-022", "US-012", "US-013", "US-017"]],
    ["an unknown house number", { line1: "999 Copperleaf Avenue", line2: "" }, ["US-012", "US-013", "US-017", "US-022"]],
  ])("suggests the closest addresses for %s", (_name, change, ids) => {
    expect(suggested(verifyAddress({ ...US_022, ...change }))).toEqual(ids.map(moniker));
  });

  it("answers suggestions with partial address, text and moniker, at most 5", () => {
    const result = verifyAddress({ ...US_022, postcode: "97306" });
    expect(result.kind === "suggestions" && result.items[0]).toEqual({
      partialAddress: "1458 Copperleaf Avenue, Suite 200, Riverton Falls, OR 97305",
      text: "1458 Copperleaf Avenue, Suite 200, Riverton Falls",
      moniker: moniker("US-022"),
    });
    const street = verifyAddress({ ...US_022, line1: "1 Quarry Hill Road", postcode: "97302" });
    expect(suggested(street)).toHaveLength(5);
  });

  it.each([
    ["an unknown address", { line1: "1 Nowhere Street", townCity: "Atlantis", postcode: "99999", region: "" }],
    ["a country without data set", { countryIso: "DE", postcode: "10115", region: "" }],
  ])("finds no match for %s", (_name, change) => {
    expect(verifyAddress({ ...US_022, ...change })).toEqual({ kind: "noMatch" });
  });

  it.each([
    ["missing fields", { line1: " ", townCity: "", postcode: "" }, [["line1", ADDRESS_FIELD_MESSAGES.line1], ["townCity", ADDRESS_FIELD_MESSAGES.townCity], ["postcode", ADDRESS_FIELD_MESSAGES.postcode]]],
    ["no country", { countryIso: "" }, [["countryIso", ADDRESS_FIELD_MESSAGES.countryIso]]],
    ["a US ZIP code of 4 digits", { postcode: "9730" }, [["postcode", "Please enter a ZIP code of 5 digits, or ZIP+4 (12345-6789)."]]],
    ["a Canadian postal code of digits", { countryIso: "CA", region: "CA-NS", postcode: "12345" }, [["postcode", "Please enter a postal code like A1A 1A1."]]],
    ["a Mexican postal code of 4 digits", { countryIso: "MX", region: "", postcode: "4432" }, [["postcode", "Please enter a postal code of 5 digits."]]],
    ["a Japanese postal code of 6 digits", { countryIso: "JP", region: "", postcode: "151-015" }, [["postcode", "Please enter a postal code like 123-4567."]]],
    ["a region of another country", { region: "CA-ON" }, [["region", ADDRESS_FIELD_MESSAGES.region]]],
  ])("answers errors for %s", (_name, change, errors) => {
    expect(verifyAddress({ ...US_022, ...change })).toEqual({ kind: "errors", errors: errors.map(([field, message]) => ({ field, message })) });
  });
});
