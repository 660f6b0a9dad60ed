import { describe, expect, it } from "vitest";
import { sameAddress, type AddressIdentityFields } from "./address-identity.ts";

const dock: AddressIdentityFields = {
  firstName: "Receiving",
  lastName: "Dock",
  companyName: "Summit Caps Warehouse",
  countryIso: "US",
  line1: "4800 Dahlia Street",
  line2: "Door 7",
  townCity: "Denver",
  regionIso: "US-CO",
  postcode: "80216",
  phone: "(303) 555-0177",
};

describe("sameAddress", () => {
  it.each<[string, Partial<AddressIdentityFields>]>([
    ["the same fields", {}],
    ["other case and spaces", { firstName: " receiving ", line1: "4800  DAHLIA street", townCity: "denver" }],
    ["a postcode and phone written differently", { postcode: "80 216", phone: "303-555-0177" }],
    ["full-width characters", { line1: "４８００ Dahlia Street" }],
  ])("same: %s", (_label, change) => {
    expect(sameAddress(dock, { ...dock, ...change })).toBe(true);
  });

  it.each<[string, Partial<AddressIdentityFields>]>([
    ["another person", { firstName: "Shipping" }],
    ["another company", { companyName: null }],
    ["another street", { line1: "4802 Dahlia Street" }],
    ["no second line", { line2: null }],
    ["another town", { townCity: "Aurora" }],
    ["another region", { regionIso: "US-KS" }],
    ["another postcode", { postcode: "80217" }],
    ["another country", { countryIso: "CA" }],
    ["another phone", { phone: "(303) 555-0178" }],
    ["no phone", { phone: null }],
  ])("not the same: %s", (_label, change) => {
    expect(sameAddress(dock, { ...dock, ...change })).toBe(false);
  });

  it("treats an empty optional field like a missing one", () => {
    expect(sameAddress({ ...dock, companyName: "", line2: "" }, { ...dock, companyName: null, line2: null })).toBe(true);
  });
});
