import { describe, expect, it } from "vitest";
import { AUTOCOMPLETE_MAX_CARTS, AUTOCOMPLETE_MAX_ITEMS, autocompleteCardText, autocompleteTerm } from "./assisted-service-autocomplete.ts";

describe("agent autocomplete term (§5 minimums)", () => {
  it.each([
    ["retail", "de", null],
    ["retail", "  dea  ", "dea"],
    ["retail", "DEAler@Example.com", "dealer@example.com"],
    ["retail", "   ", null],
    ["retail", "木村", null],
    ["retail", "木村拓", "木村拓"],
    ["b2b", "", ""],
    ["b2b", " M ", "m"],
    ["b2b", "Ridge", "ridge"],
  ] as const)("%s panel reads %j as %j", (kind, raw, expected) => {
    expect(autocompleteTerm(raw, kind)).toBe(expected);
  });
});

describe("agent autocomplete item", () => {
  it.each([
    ["411111******1111", "************1111"],
    ["378282*****0005", "************0005"],
    [null, ""],
    ["", ""],
  ] as const)("shows the card %j as %j", (masked, expected) => {
    expect(autocompleteCardText(masked)).toBe(expected);
  });

  it("answers at most 10 items with at most 5 cart codes each", () => {
    expect([AUTOCOMPLETE_MAX_ITEMS, AUTOCOMPLETE_MAX_CARTS]).toEqual([10, 5]);
  });
});
