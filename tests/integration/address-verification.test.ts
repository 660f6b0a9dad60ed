import { describe, expect, it } from "vitest";
import {
  NO_DATA_MAPPING_MARKER,
  NO_MATCHES_MARKER,
  NOT_LICENSED_MARKER,
  TOO_MANY_MATCHES_MARKER,
  type AddressSearchResult,
  type AddressToVerify,
  type PicklistItem,
} from "../../server/integrations/address-verification/index.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { useTestServer } from "../support/lifecycle.ts";

const ADDRESS: AddressToVerify = { countryIso: "US", line1: "1458 Copperleaf Avenue", line2: "Suite 200", townCity: "Riverton Falls", region: "US-OR", postcode: "97305" };

function items(result: AddressSearchResult): PicklistItem[] {
  if ("error" in result) throw new Error(result.error.message);
  return result.items;
}

describe.each(DB_TARGETS)("address verification and lookup on %s", (target) => {
  const server = useTestServer(target);
  const port = () => server().deps.addressVerification;

  it("is on unless ADDRESS_LOOKUP=off", () => {
    expect(server().config.providers.address.lookupEnabled).toBe(true);
  });

  describe("validateAddressForm", () => {
    it("verifies a known address", async () => {
      expect(await port().validate(ADDRESS)).toEqual({ kind: "ok" });
      expect(await port().validate({ ...ADDRESS, line1: "1458 copperleaf ave", postcode: "97305-0001" })).toEqual({ kind: "ok" });
    });

    it("answers field errors", async () => {
      expect(await port().validate({ ...ADDRESS, line1: "", postcode: "973" })).toEqual({
        kind: "errors",
        errors: [
          { field: "line1", message: "Please enter the first address line." },
          { field: "postcode", message: "Please enter a ZIP code of 5 digits, or ZIP+4 (12345-6789)." },
        ],
      });
      expect(await port().validate({ ...ADDRESS, countryIso: "" })).toEqual({ kind: "errors", errors: [{ field: "countryIso", message: "Please select a country." }] });
    });

    it("suggests the address it knows for a near miss (confirm modal)", async () => {
      const result = await port().validate({ ...ADDRESS, postcode: "97306" });
      expect(result.kind).toBe("suggestions");
      if (result.kind !== "suggestions") return;
      expect(result.items.length).toBeLessThanOrEqual(5);
      expect(result.items[0]).toEqual({
        partialAddress: "1458 Copperleaf Avenue, Suite 200, Riverton Falls, OR 97305",
        text: "1458 Copperleaf Avenue, Suite 200, Riverton Falls",
        moniker: expect.any(String),
      });
      const lines = await port().getAddress({ countryIso: "US", moniker: result.items[0]?.moniker ?? "" });
      expect(lines).toMatchObject({ AddressLines: [{ Line: "1458 Copperleaf Avenue" }, { Line: "Suite 200" }, { Line: "" }, { Line: "Riverton Falls" }, { Line: "US-OR" }, { Line: "97305" }] });
    });

    it("finds no match for an unknown address or a country without data (form submitted as not verified)", async () => {
      expect(await port().validate({ ...ADDRESS, line1: "1 Nowhere Street", townCity: "Atlantis", postcode: "99999", region: "" })).toEqual({ kind: "noMatch" });
      expect(await port().validate({ ...ADDRESS, countryIso: "DE", region: "", postcode: "10115" })).toEqual({ kind: "noMatch" });
    });
  });

  describe("lookup while typing", () => {
    it("searches, then fills the form from the chosen item", async () => {
      const found = items(await port().search({ text: "1642 Bramblewood|97304", countryIso: "US" }));
      expect(found).toEqual([{ Moniker: expect.any(String), PartialAddress: "1642 Bramblewood Drive, Riverton Falls, OR 97304", Text: "1642 Bramblewood Drive, Riverton Falls", IsUnresolvableRange: false }]);
      const lines = await port().getAddress({ countryIso: "US", moniker: found[0]?.Moniker ?? "" });
      expect(lines).toEqual({ AddressLines: ["1642 Bramblewood Drive", "", "", "Riverton Falls", "US-OR", "97304"].map((Line) => ({ Line })) });
    });

    it("marks a street range, whose address is partial (no house number)", async () => {
      const found = items(await port().search({ text: "250 Bramblewood", countryIso: "US" }));
      expect(found).toEqual([expect.objectContaining({ Text: "200-298 Bramblewood Drive, Riverton Falls", IsUnresolvableRange: true })]);
      const lines = await port().getAddress({ countryIso: "US", moniker: found[0]?.Moniker ?? "" });
      expect(lines).toMatchObject({ AddressLines: [{ Line: "Bramblewood Drive" }, { Line: "" }, { Line: "" }, { Line: "Riverton Falls" }, { Line: "US-OR" }, { Line: "97304" }] });
    });

    it("looks up Mexican and Japanese addresses", async () => {
      const mx = items(await port().search({ text: "Calle Nogal 160", countryIso: "MX" }));
      expect(mx.map((i) => i.PartialAddress)).toEqual(["Calle Nogal 160, Col. Lomas del Ángel, San Isidro del Valle, Jal. 44322"]);
      const jp = items(await port().search({ text: "2-25-9 hoshizora", countryIso: "JPN" }));
      expect(jp.map((i) => i.PartialAddress)).toEqual(["2-25-9 Hoshizora, Sakura Heights 201, Kazehara, Tokyo 151-0153"]);
    });

    it.each([
      ["too many matches", "Pine Harbour", "CA", TOO_MANY_MATCHES_MARKER],
      ["no matches", "Quetzalcoatl 9999", "MX", NO_MATCHES_MARKER],
    ])("answers %s as a single empty suggestion", async (_name, text, countryIso, marker) => {
      const found = items(await port().search({ text, countryIso }));
      expect(found).toEqual([{ Moniker: "", PartialAddress: "", Text: expect.stringContaining(marker), IsUnresolvableRange: false }]);
    });

    it.each([
      ["country not supported", "BR", NOT_LICENSED_MARKER],
      ["select country", "", NO_DATA_MAPPING_MARKER],
    ])("answers %s as an error with its marker", async (_name, countryIso, marker) => {
      expect(await port().search({ text: "1458 Copperleaf", countryIso })).toEqual({ error: { message: expect.stringContaining(marker) } });
      expect(await port().getAddress({ countryIso, moniker: "x" })).toEqual({ error: { message: expect.stringContaining(marker) } });
    });
  });
});
