import { describe, expect, it } from "vitest";
import {
  CART_FILTER_SEPARATORS,
  MATERIAL_ID_FILTER_DEFAULT_MAX_LENGTH,
  MATERIAL_ID_FILTER_MIN_LENGTH,
  type CartFilters,
  formatCartFilter,
  hasCartFilter,
  materialIdFilterActive,
  parseCartFilter,
  sanitizeMaterialIdFilter,
  withCartFilter,
} from "./cart-filter.ts";

describe("cart filter string (shopping-flow §3, §9)", () => {
  it("uses the spec's separators | : ,", () => {
    expect(CART_FILTER_SEPARATORS).toEqual({ filters: "|", nameValues: ":", values: "," });
  });

  it.each<[string, CartFilters]>([
    ["", {}],
    ["materialId:300012", { materialId: ["300012"] }],
    ["productType:headwear,apparel", { productType: ["headwear", "apparel"] }],
    ["materialId:300012|productType:headwear|league:NL", { materialId: ["300012"], productType: ["headwear"], league: ["NL"] }],
    ["status:error", { status: ["error"] }],
    ["unknown:x|league:AL", { league: ["AL"] }],
    ["league:", {}],
    ["league", {}],
    [":x", {}],
    ["productType:shoes", {}],
    ["status:fine", {}],
    ["league:AL,AL|league:NL", { league: ["AL", "NL"] }],
    ["materialId:12", {}],
    ["materialId:30a0-12", { materialId: ["30012"] }],
    ["league:<script>", {}],
  ])("parses %j", (text, expected) => {
    expect(parseCartFilter(text)).toEqual(expected);
  });

  it.each<CartFilters>([
    {},
    { materialId: ["300012"] },
    { productType: ["headwear", "apparel"], league: ["NL"] },
    { materialId: ["123"], productType: ["apparel"], league: ["AL", "NL"], status: ["error"] },
  ])("round trip %j", (filters) => {
    expect(parseCartFilter(formatCartFilter(filters))).toEqual(filters);
  });

  it("formats names in a fixed order", () => {
    expect(formatCartFilter({ league: ["NL"], materialId: ["300"] })).toBe("materialId:300|league:NL");
  });

  it("filter by id: digits only, from 3 characters, at most 20 by default", () => {
    expect(MATERIAL_ID_FILTER_MIN_LENGTH).toBe(3);
    expect(MATERIAL_ID_FILTER_DEFAULT_MAX_LENGTH).toBe(20);
    expect(sanitizeMaterialIdFilter("12ab3 4")).toBe("1234");
    expect(sanitizeMaterialIdFilter("1".repeat(25))).toBe("1".repeat(20));
    expect(sanitizeMaterialIdFilter("123456", 4)).toBe("1234");
    expect(materialIdFilterActive("12")).toBe(false);
    expect(materialIdFilterActive("123")).toBe(true);
    expect(parseCartFilter(`materialId:${"9".repeat(30)}`)).toEqual({ materialId: ["9".repeat(20)] });
  });

  it("with and has", () => {
    const f = withCartFilter({}, "league", ["AL"]);
    expect(hasCartFilter(f)).toBe(true);
    expect(hasCartFilter(withCartFilter(f, "league", []))).toBe(false);
  });
});
