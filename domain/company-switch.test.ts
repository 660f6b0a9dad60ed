import { describe, expect, it } from "vitest";
import { effectiveUnitId, offersCompanySwitch, storedUnitChoice, UNIT_UID } from "./company-switch.ts";

describe("effectiveUnitId", () => {
  it.each([
    ["no choice: the home unit", { homeUnitId: 5, chosenUnitId: null, chosenIsMember: false }, 5],
    ["a unit the user belongs to", { homeUnitId: 5, chosenUnitId: 6, chosenIsMember: true }, 6],
    ["a membership removed since: back home", { homeUnitId: 5, chosenUnitId: 6, chosenIsMember: false }, 5],
    ["the home unit chosen explicitly", { homeUnitId: 5, chosenUnitId: 5, chosenIsMember: false }, 5],
    ["no home unit, no choice (sales rep, consumer)", { homeUnitId: null, chosenUnitId: null, chosenIsMember: false }, null],
    ["no home unit, a member unit", { homeUnitId: null, chosenUnitId: 7, chosenIsMember: true }, 7],
    ["no home unit, not a member", { homeUnitId: null, chosenUnitId: 7, chosenIsMember: false }, null],
  ] as const)("%s", (_case, input, unit) => {
    expect(effectiveUnitId(input)).toBe(unit);
  });
});

describe("storedUnitChoice", () => {
  it.each([
    [5, 5, null],
    [5, 6, 6],
    [null, 6, 6],
  ] as const)("home %s, chosen %s → %s", (home, chosen, stored) => {
    expect(storedUnitChoice(home, chosen)).toBe(stored);
  });
});

describe("offersCompanySwitch", () => {
  it.each([
    [0, false],
    [1, false],
    [2, true],
    [5, true],
  ])("%i accounts → %s", (count, offered) => {
    expect(offersCompanySwitch(count)).toBe(offered);
  });
});

describe("UNIT_UID", () => {
  it.each([
    ["0010000106", true],
    ["A1", true],
    ["", false],
    [" 0010000106", false],
    ["0010000106;drop", false],
    ["x".repeat(21), false],
  ])("%j → %s", (uid, valid) => {
    expect(UNIT_UID.test(uid)).toBe(valid);
  });
});
