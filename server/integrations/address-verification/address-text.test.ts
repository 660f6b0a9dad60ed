import { describe, expect, it } from "vitest";
import { canonicalWords, compactPostcode, countryOfRequest, normalizeText, postcodeProblem } from "./address-text.ts";

describe("address text", () => {
  it.each([
    ["Avenida Río-Escondido,  399", "avenida rio escondido 399"],
    ["Col. Lomas del Ángel", "col lomas del angel"],
    ["２−２５−９ Ｈｏｓｈｉｚｏｒａ", "2 25 9 hoshizora"],
    ["  ", ""],
  ])("normalizes %j → %j", (text, normal) => {
    expect(normalizeText(text)).toBe(normal);
  });

  it("writes abbreviations out", () => {
    expect(canonicalWords("1458 Copperleaf Ave.")).toEqual(["1458", "copperleaf", "avenue"]);
    expect(canonicalWords("12 Spruce Ridge Cres")).toEqual(["12", "spruce", "ridge", "crescent"]);
  });

  it.each([
    ["97305-1234", "US", "97305"],
    ["b3k 5l3", "CA", "B3K5L3"],
    ["151-0153", "JP", "1510153"],
  ] as const)("compacts postcode %s (%s) → %s", (postcode, country, compact) => {
    expect(compactPostcode(postcode, country)).toBe(compact);
  });

  it.each([
    ["US", { kind: "supported", country: "US" }],
    ["jpn", { kind: "supported", country: "JP" }],
    ["", { kind: "missing" }],
    ["de", { kind: "notLicensed", country: "DE" }],
  ])("country %j", (iso, expected) => {
    expect(countryOfRequest(iso)).toEqual(expected);
  });

  it.each([
    ["US", "97305", true],
    ["US", "97305-1234", true],
    ["US", "9730", false],
    ["CA", "B3K 5L3", true],
    ["CA", "D3K 5L3", false],
    ["MX", "44322", true],
    ["MX", "443221", false],
    ["JP", "151-0153", true],
    ["JP", "1510153", true],
    ["JP", "15-10153", false],
  ] as const)("%s postcode %s valid: %s", (country, postcode, valid) => {
    expect(postcodeProblem(postcode, country) === null).toBe(valid);
  });
});
