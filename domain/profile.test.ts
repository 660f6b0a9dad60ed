import { describe, expect, it } from "vitest";
import { displayNameOf, nameFieldOrder, normaliseProfile, profileProblems, splitDisplayName, type ProfileErrors, type ProfileInput } from "./profile.ts";

const US_REGIONS = ["US-CA", "US-NY"];
const valid: ProfileInput = {
  firstName: "Megan",
  lastName: "Alvarez",
  phoneCountry: "US",
  phone: "(303) 555-0142",
  regionIso: "US-CA",
  favoriteLeagueCode: "",
  favoriteTeamCode: "",
};

describe("profileProblems (account-and-ordering §5: required after trimming, a region where the country has them)", () => {
  it.each<[string, Partial<ProfileInput>, readonly string[], ProfileErrors]>([
    ["complete", {}, US_REGIONS, {}],
    ["first name only spaces", { firstName: "   " }, US_REGIONS, { firstName: "required" }],
    ["last name empty", { lastName: "" }, US_REGIONS, { lastName: "required" }],
    ["first name of 61 characters", { firstName: "x".repeat(61) }, US_REGIONS, { firstName: "tooLong" }],
    ["first name of 60 characters", { firstName: "x".repeat(60) }, US_REGIONS, {}],
    ["no country", { phoneCountry: "", phone: "", regionIso: "" }, [], { phoneCountry: "required" }],
    ["no region where the country has regions", { regionIso: "" }, US_REGIONS, { regionIso: "region" }],
    ["a region of another country", { regionIso: "MX-JAL" }, US_REGIONS, { regionIso: "region" }],
    ["a region where the country has none", { phoneCountry: "GB", phone: "", regionIso: "US-CA" }, [], { regionIso: "region" }],
    ["no phone: optional", { phone: "" }, US_REGIONS, {}],
    ["US phone of 9 digits", { phone: "(303) 555-014" }, US_REGIONS, { phone: "phone" }],
    ["AU phone (99) 9999-9999", { phoneCountry: "AU", phone: "(02) 9999-1234", regionIso: "" }, [], {}],
    ["AU phone of 9 digits", { phoneCountry: "AU", phone: "(02) 9999-123", regionIso: "" }, [], { phone: "phone" }],
    ["other country: 15 digits", { phoneCountry: "GB", phone: "123456789012345", regionIso: "" }, [], {}],
    ["other country: 16 digits", { phoneCountry: "GB", phone: "1234567890123456", regionIso: "" }, [], { phone: "phone" }],
    ["a team without its league", { favoriteTeamCode: "T1" }, US_REGIONS, { favoriteTeamCode: "team" }],
    ["a league without a team", { favoriteLeagueCode: "L1" }, US_REGIONS, {}],
  ])("%s", (_name, change, regions, expected) => {
    expect(profileProblems(normaliseProfile({ ...valid, ...change }), { regionCodes: regions })).toEqual(expected);
  });
});

describe("display name", () => {
  it.each<[string, { firstName: string; lastName: string }]>([
    ["Megan Alvarez", { firstName: "Megan", lastName: "Alvarez" }],
    ["  Ana  María de la Cruz ", { firstName: "Ana", lastName: "María de la Cruz" }],
    ["Cher", { firstName: "Cher", lastName: "" }],
    ["", { firstName: "", lastName: "" }],
  ])("%j splits into %j", (name, parts) => {
    expect(splitDisplayName(name)).toEqual(parts);
  });

  it.each<[string, string, string]>([
    [" Megan ", " Alvarez", "Megan Alvarez"],
    ["Cher", "", "Cher"],
  ])("%j + %j → %j", (first, last, name) => {
    expect(displayNameOf(first, last)).toBe(name);
  });
});

describe("nameFieldOrder: the family name first in Japanese", () => {
  it.each([
    ["ja", ["lastName", "firstName"]],
    ["en", ["firstName", "lastName"]],
    ["es", ["firstName", "lastName"]],
  ] as const)("%s", (language, order) => expect(nameFieldOrder(language)).toEqual(order));
});
