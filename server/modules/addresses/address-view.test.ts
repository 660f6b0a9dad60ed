import { describe, expect, it } from "vitest";
import { formatAddress, toAddressView, type AddressRow } from "./address-view.ts";
import { regionsOf, regionView } from "./regions.ts";
import { newAddressCode } from "./service.ts";

const row: AddressRow = {
  id: 7,
  code: "U3-1",
  firstName: "Megan",
  lastName: "Alvarez",
  companyName: "Summit Caps Dealer",
  countryIso: "US",
  line1: "1450 Larimer Street",
  line2: null,
  townCity: "Denver",
  regionIso: "US-CO",
  postcode: "80202",
  phone: "(303) 555-0142",
  phoneCountry: "US",
  isDefault: true,
  enabled: true,
  verification: "verified",
};

describe("an address as the calls show it", () => {
  it("names it by its code twice, resolves region and country and formats it on one line", () => {
    expect(toAddressView(row, "en")).toEqual({
      addressId: "U3-1",
      addressCode: "U3-1",
      firstName: "Megan",
      lastName: "Alvarez",
      companyName: "Summit Caps Dealer",
      line1: "1450 Larimer Street",
      line2: null,
      townCity: "Denver",
      region: { isocode: "US-CO", name: "Colorado" },
      postcode: "80202",
      country: { isocode: "US", name: "United States" },
      phone: "(303) 555-0142",
      phoneCountry: "US",
      defaultAddress: true,
      enabled: true,
      verified: true,
      formattedAddress: "Megan Alvarez, Summit Caps Dealer, 1450 Larimer Street, Denver, Colorado 80202, United States",
    });
  });

  it.each<[AddressRow["verification"], boolean | null]>([
    ["verified", true],
    ["not_verified", false],
    ["unchecked", null],
  ])("verification %s → verified %s", (verification, verified) => {
    expect(toAddressView({ ...row, verification }, "en").verified).toBe(verified);
  });

  it("leaves out empty parts and keeps an unknown region's code", () => {
    expect(
      formatAddress({ firstName: "Emily", lastName: "Carter", companyName: null, line1: "9 Harbor Road", line2: "Apt 3B", townCity: "Portland", regionName: null, postcode: "04101", countryName: "United States" }),
    ).toBe("Emily Carter, 9 Harbor Road, Apt 3B, Portland, 04101, United States");
    expect(regionView("US-ZZ", "en")).toEqual({ isocode: "US-ZZ", name: "US-ZZ" });
    expect(regionView(null, "en")).toBeNull();
  });
});

describe("regions (static reference data)", () => {
  it.each<[string, number, string, string]>([
    ["US", 51, "US-DC", "District of Columbia"],
    ["CA", 13, "CA-QC", "Quebec"],
    ["MX", 32, "MX-NLE", "Nuevo León"],
    ["JP", 47, "JP-13", "Tokyo"],
    ["AU", 8, "AU-NSW", "New South Wales"],
  ])("%s has %i regions, among them %s %s", (country, count, isocode, name) => {
    const regions = regionsOf(country, "en");
    expect(regions).toHaveLength(count);
    expect(regions).toContainEqual({ isocode, name });
    expect(new Set(regions.map((r) => r.isocode)).size).toBe(count);
    expect(regions.every((r) => r.isocode.startsWith(`${country}-`))).toBe(true);
  });

  it("has none for other countries, takes either case and names prefectures natively in Japanese", () => {
    expect(regionsOf("GB", "en")).toEqual([]);
    expect(regionsOf("us", "en")).toHaveLength(51);
    expect(regionsOf("JP", "ja")).toContainEqual({ isocode: "JP-13", name: "東京都" });
  });
});

describe("new address codes", () => {
  it("are A and 12 base32 characters, different every time", () => {
    const codes = Array.from({ length: 200 }, () => newAddressCode());
    for (const code of codes) expect(code).toMatch(/^A[A-Z2-7]{12}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
