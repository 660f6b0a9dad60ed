import { describe, expect, it } from "vitest";
import {
  ADDRESS_SEARCH_MIN,
  type AddressInput,
  type AddressOptions,
  addressSearchText,
  isPartialAddress,
  LOOKUP_MESSAGES,
  lookupNotice,
  type LookupNotice,
  type LookupSearchResult,
  mapAddressLines,
  matchRegion,
  PARTIAL_ADDRESS_ALERT,
  validateAddress,
  validateBillingAddress,
} from "./delivery-address.ts";
import { catalogues } from "./i18n/index.ts";

const US_ADDRESS: AddressInput = {
  firstName: "Ana",
  lastName: "Ruiz",
  countryIso: "US",
  line1: "100 Harbor Way",
  townCity: "Springfield",
  regionIso: "US-IL",
  postcode: "62701",
};
const JP_TRADE_SHOW: AddressInput = {
  firstName: "Ken",
  lastName: "Sato",
  countryIso: "JP",
  line1: "1-2-3 Shibuya",
  townCity: "Shibuya-ku",
  regionIso: "JP-13",
  postcode: "150-0002",
  phone: "090-1234-5678",
};
const TRADE_SHOW: AddressOptions = { countryHasRegions: true, tradeShow: true, tradeShowDestination: "BOOTH", tradeShowSalesRepId: "SR100" };

describe("validateAddress", () => {
  it.each<[string, AddressInput, AddressOptions, string[]]>([
    ["a complete address", US_ADDRESS, { countryHasRegions: true }, []],
    [
      "every required field blank after trimming",
      { firstName: " ", lastName: "", countryIso: "", line1: "", townCity: "", postcode: "" },
      { countryHasRegions: false },
      ["firstName", "lastName", "countryIso", "line1", "townCity", "postcode"],
    ],
    ["no region in a country with regions", { ...US_ADDRESS, regionIso: "" }, { countryHasRegions: true }, ["regionIso"]],
    ["no region in a country without", { ...US_ADDRESS, regionIso: undefined }, { countryHasRegions: false }, []],
    ["a US phone in its format", { ...US_ADDRESS, phone: "(212) 555-0100" }, { countryHasRegions: true }, []],
    ["a short US phone", { ...US_ADDRESS, phone: "555-0100" }, { countryHasRegions: true }, ["phone"]],
    ["the phone follows phoneCountry", { ...US_ADDRESS, phone: "(02) 5550-1234", phoneCountry: "AU" }, { countryHasRegions: true }, []],
    ["a field too long", { ...US_ADDRESS, line2: "x".repeat(256) }, { countryHasRegions: true }, ["line2"]],
    ["trade show: complete", JP_TRADE_SHOW, TRADE_SHOW, []],
    ["trade show: 10-digit phone", { ...JP_TRADE_SHOW, phone: "031-234-5678" }, TRADE_SHOW, []],
    ["trade show: phone required", { ...JP_TRADE_SHOW, phone: "" }, TRADE_SHOW, ["phone"]],
    ["trade show: post code 999-9999", { ...JP_TRADE_SHOW, postcode: "1500002" }, TRADE_SHOW, ["postcode"]],
    [
      "trade show: destination and sales rep id",
      JP_TRADE_SHOW,
      { countryHasRegions: true, tradeShow: true, tradeShowDestination: "", tradeShowSalesRepId: " " },
      ["tradeShowDestination", "tradeShowSalesRepId"],
    ],
    ["not trade show: 999-9999 is not asked", { ...JP_TRADE_SHOW, postcode: "1500002", phone: undefined }, { countryHasRegions: true }, []],
  ])("%s", (_, input, opts, fields) => {
    const problems = validateAddress(input, opts);
    expect(problems.map((p) => p.field)).toEqual(fields);
    for (const p of problems) expect(catalogues.en[p.messageKey]).toBeTruthy();
  });
});

describe("validateBillingAddress", () => {
  const billing = { firstName: "Ana", lastName: "Ruiz", country: "US", line1: "1 Main St", postalCode: "62701", city: "Springfield", region: "US-IL" };
  const US = ["US-IL", "US-NY"];
  it.each<[string, Partial<typeof billing>, boolean, readonly string[], string[]]>([
    ["complete", {}, false, US, []],
    ["blank fields with their billing names", { postalCode: "", city: "", region: "" }, false, US, ["city", "postalCode", "region"]],
    ["region only when the country has regions", { region: "" }, false, [], []],
    ["a region of another country", { region: "CA-NS" }, false, US, ["region"]],
    ["a region where the country has none", { country: "GB", region: "US-IL" }, false, [], ["region"]],
    ["names and street required", { firstName: " ", lastName: "", line1: "" }, false, US, ["firstName", "lastName", "line1"]],
    ["nothing checked with 'use filled address'", { firstName: "", line1: "" }, true, US, []],
  ])("%s", (_, over, useFilledAddress, regionCodes, fields) => {
    const problems = validateBillingAddress({ ...billing, ...over }, { useFilledAddress, regionCodes });
    expect(problems.map((p) => p.field)).toEqual(fields);
    for (const p of problems) expect(catalogues.en[p.messageKey]).toBeTruthy();
  });
});

describe("addressSearchText (service-and-support §5)", () => {
  it("starts at 4 characters", () => {
    expect(ADDRESS_SEARCH_MIN).toBe(4);
  });

  it.each<[string, string, string, string | null]>([
    ["Har", "", "", null],
    ["  Ha  ", "", "", null],
    ["Harb", "", "", "Harb"],
    ["Harbor Way", "100 Harbor Way", "", "Harbor Way"],
    ["Harbor Way", "", "62701", "Harbor Way"],
    ["Harbor Way", "100 Harbor Way", "62701", "100 Harbor Way|62701"],
    ["Har", "100 Harbor Way", "62701", null], // the search field still needs 4 characters
  ])("search %j, line 1 %j, post code %j → %j", (search, line1, postcode, text) => {
    expect(addressSearchText({ search, line1, postcode })).toBe(text);
  });
});

describe("mapAddressLines: 0 → line1, 1 → line2, 3 → townCity, 4 → region, 5 → postcode; 2 unused", () => {
  it.each<[string[], ReturnType<typeof mapAddressLines>]>([
    [
      ["100 Harbor Way", "Suite 5", "Sangamon County", "Springfield", "IL", "62701"],
      { line1: "100 Harbor Way", line2: "Suite 5", townCity: "Springfield", region: "IL", postcode: "62701" },
    ],
    [["1 Main St", " ", "", " Austin ", "TX"], { line1: "1 Main St", line2: "", townCity: "Austin", region: "TX", postcode: "" }],
    [[], { line1: "", line2: "", townCity: "", region: "", postcode: "" }],
  ])("%j", (lines, fields) => {
    expect(mapAddressLines(lines)).toEqual(fields);
  });

  const REGIONS = [
    { isocode: "US-IL", name: "Illinois" },
    { isocode: "US-TX", name: "Texas" },
  ];
  it.each<[string, string | null]>([
    ["IL", "US-IL"],
    ["us-tx", "US-TX"],
    ["texas", "US-TX"],
    ["Ohio", null],
    ["", null],
  ])("matchRegion(%j) → %s", (text, iso) => {
    expect(matchRegion(text, REGIONS)?.isocode ?? null).toBe(iso);
  });
});

describe("lookupNotice (service-and-support §8)", () => {
  const item = (Moniker: string, Text: string) => ({ Moniker, PartialAddress: "", Text });
  it.each<[string, LookupSearchResult, LookupNotice | null]>([
    ["suggestions", { items: [item("m1", "100 Harbor Way, Springfield"), item("m2", "102 Harbor Way, Springfield")] }, null],
    ["a single real suggestion", { items: [item("m1", "100 Harbor Way")] }, null],
    ["single empty suggestion: too many matches", { items: [item("", "Too many matches (250)")] }, "tooManyMatches"],
    ["single empty suggestion: No matches", { items: [item("", "No matches")] }, "noMatches"],
    ["no suggestions at all", { items: [] }, "noMatches"],
    ["a suggestion with a moniker is never a notice", { items: [item("m1", "No matches street")] }, null],
    ["not-licensed marker", { error: { message: "Country data not licensed: BR" } }, "countryNotSupported"],
    ["no-data-mapping marker", { error: { message: "No data mapping for country ''" } }, "selectCountry"],
    ["other errors are ignored", { error: { message: "timeout" } }, null],
  ])("%s", (_, result, notice) => {
    expect(lookupNotice(result)).toBe(notice);
  });

  it("shows the spec's four red messages and the partial-address alert word for word", () => {
    expect(LOOKUP_MESSAGES).toEqual({
      tooManyMatches: "Too many matches. Please add more search information",
      noMatches: "No matches found. Please try to use another search information",
      countryNotSupported: "Country is not supported",
      selectCountry: "Please select country",
    });
    expect(PARTIAL_ADDRESS_ALERT).toBe("Please pay attention that this is not a full address. Please review it.");
  });

  it.each<[boolean | undefined, boolean]>([
    [true, true],
    [false, false],
    [undefined, false],
  ])("IsUnresolvableRange %s → partial address %s", (flag, partial) => {
    expect(isPartialAddress({ IsUnresolvableRange: flag })).toBe(partial);
  });

  it("'Address not verified' is the stored note", () => {
    expect(catalogues.en["checkout.address.notVerified"]).toBe("Address not verified");
  });
});
