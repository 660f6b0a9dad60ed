import { describe, expect, it } from "vitest";
import { addressProblems, normaliseAddressFields, phoneProblem, type AddressFields, type AddressProblem } from "./address-rules.ts";

const US_REGIONS = ["US-CO", "US-NY"];

const valid: AddressFields = {
  firstName: "Megan",
  lastName: "Alvarez",
  companyName: "",
  countryIso: "US",
  line1: "1450 Larimer Street",
  line2: "",
  townCity: "Denver",
  regionIso: "US-CO",
  postcode: "80202",
  phone: "(303) 555-0142",
  phoneCountry: "US",
};

describe("address form rules (account-and-ordering §5: required after trimming, region when the country has regions)", () => {
  it.each<[string, Partial<AddressFields>, readonly string[], Pick<AddressProblem, "field" | "key">[]]>([
    ["a complete US address", {}, US_REGIONS, []],
    ["no first name", { firstName: "" }, US_REGIONS, [{ field: "firstName", key: "error.firstName" }]],
    ["no last name", { lastName: "" }, US_REGIONS, [{ field: "lastName", key: "error.lastName" }]],
    ["no street, town or postcode", { line1: "", townCity: "", postcode: "" }, US_REGIONS, [
      { field: "line1", key: "error.line1" },
      { field: "townCity", key: "error.townCity" },
      { field: "postcode", key: "error.postcode" },
    ]],
    ["no region in a country with regions", { regionIso: "" }, US_REGIONS, [{ field: "regionIso", key: "error.regionIso" }]],
    ["a region of another country", { regionIso: "CA-ON" }, US_REGIONS, [{ field: "regionIso", key: "error.regionIso" }]],
    ["no region where the country has none", { countryIso: "GB", regionIso: "", phoneCountry: "GB" }, [], []],
    ["an unknown country", { countryIso: "ZZ" }, [], [{ field: "countryIso", key: "error.countryIso" }]],
    ["no country", { countryIso: "" }, [], [{ field: "countryIso", key: "error.countryIso" }]],
    ["optional company, second line and phone left empty", { companyName: "", line2: "", phone: "" }, US_REGIONS, []],
    ["a postcode with other characters", { postcode: "802#02" }, US_REGIONS, [{ field: "postcode", key: "error.postcodeFormat" }]],
    ["a Canadian postcode with a space", { countryIso: "CA", regionIso: "CA-ON", postcode: "M5V 2T6" }, ["CA-ON"], []],
    ["a phone with letters", { phone: "303-CALL-NOW" }, US_REGIONS, [{ field: "phone", key: "error.phone" }]],
    ["a US phone one digit short", { phone: "(303) 555-014" }, US_REGIONS, [{ field: "phone", key: "error.phone" }]],
    ["an unknown phone country", { phoneCountry: "XX" }, US_REGIONS, [{ field: "phoneCountry", key: "error.phoneCountry" }]],
  ])("%s", (_label, change, regions, expected) => {
    const problems = addressProblems({ ...valid, ...change }, regions);
    expect(problems.map(({ field, key }) => ({ field, key }))).toEqual(expected);
  });

  it.each<[keyof AddressFields, number]>([
    ["firstName", 60],
    ["lastName", 60],
    ["companyName", 100],
    ["line1", 100],
    ["line2", 100],
    ["townCity", 60],
    ["postcode", 12],
  ])("%s: %i characters pass, one more is too long", (field, max) => {
    const fill = field === "postcode" ? "9" : "a";
    expect(addressProblems({ ...valid, [field]: fill.repeat(max) }, US_REGIONS)).toEqual([]);
    expect(addressProblems({ ...valid, [field]: fill.repeat(max + 1) }, US_REGIONS)).toEqual([{ field, key: "error.tooLong", params: { max } }]);
  });
});

describe("phone numbers in their country's format (account-and-ordering §5)", () => {
  const US: AddressProblem = { field: "phone", key: "error.phone", params: { format: "(999) 999-9999" } };
  const AU: AddressProblem = { field: "phone", key: "error.phone", params: { format: "(99) 9999-9999" } };
  const OTHER: AddressProblem = { field: "phone", key: "error.phoneDigits", params: { max: 15 } };
  it.each<[string, string, AddressProblem | null]>([
    ["US", "(303) 555-0142", null],
    ["US", "303 555 0142", null],
    ["US", "+1 303 555 0142", null],
    ["US", "(303) 555-014", US],
    ["US", "(303) 555-01422", US],
    ["US", "303-CALL-NOW", US],
    ["CA", "(416) 555-0101", null],
    ["CA", "416555010", US],
    ["AU", "(02) 5550-1234", null],
    ["AU", "(02) 5550-123", AU],
    ["JP", "03-5555-0199", null],
    ["MX", "+52 81 5555 0199", null],
    ["GB", "123456789012345", null],
    ["GB", "1234567890123456", OTHER],
    ["GB", "555-CALL", OTHER],
    ["GB", "+", OTHER],
  ])("%s %j → %j", (country, phone, problem) => {
    expect(phoneProblem(country, phone)).toEqual(problem);
  });

  it("checks the phone against the phone's own country, not the address's", () => {
    expect(addressProblems({ ...valid, phone: "81-3-5555-0199" }, US_REGIONS)).toEqual([US]);
    expect(addressProblems({ ...valid, phone: "81-3-5555-0199", phoneCountry: "JP" }, US_REGIONS)).toEqual([]);
  });
});

describe("normalising the posted fields", () => {
  it("trims every field, capitalises country codes, gives the phone the address's country and ignores non-text values", () => {
    expect(normaliseAddressFields({ firstName: "  Megan ", countryIso: " us", phoneCountry: "", line1: 42, regionIso: null })).toEqual({
      firstName: "Megan",
      lastName: "",
      companyName: "",
      countryIso: "US",
      line1: "",
      line2: "",
      townCity: "",
      regionIso: "",
      postcode: "",
      phone: "",
      phoneCountry: "US",
    });
  });

  it("counts a field of spaces as empty (required after trimming)", () => {
    const fields = normaliseAddressFields({ ...valid, firstName: "   " });
    expect(addressProblems(fields, US_REGIONS)).toEqual([{ field: "firstName", key: "error.firstName" }]);
  });
});
