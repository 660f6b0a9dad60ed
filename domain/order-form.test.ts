import { describe, expect, it } from "vitest";
import {
  PRODUCT_IDS_MAX_COUNT,
  PRODUCT_IDS_MAX_LENGTH,
  canAddOrderForm,
  canCreateOrderForm,
  orderFormTotals,
  parseCheckedIds,
  productIdTokens,
  sanitizeProductIds,
  toggleCheckedId,
} from "./order-form.ts";

describe("order form product ids (service-and-support §5): all but letters, digits, space, comma, period, hyphen and underscore is stripped", () => {
  it.each<[string, string]>([
    ["300012", "300012"],
    ["300012, 300013", "300012, 300013"],
    ["NE-940_ASU.1", "NE-940_ASU.1"],
    ["300012;300013", "300012300013"],
    ["<script>alert(1)</script>", "scriptalert1script"],
    ["300012\t300013\n300014", "300012300013300014"],
    ["a/b\\c'd\"e", "abcde"],
    ["#300012!?", "300012"],
    ["ñandú 12", "ñandú 12"],
    ["キャップ 12", "キャップ 12"],
    ["", ""],
  ])("%j → %j", (raw, clean) => {
    expect(sanitizeProductIds(raw)).toBe(clean);
  });

  it("reads at most 2,000 characters", () => {
    expect(PRODUCT_IDS_MAX_LENGTH).toBe(2000);
    expect(sanitizeProductIds("1".repeat(2500))).toHaveLength(2000);
  });

  it.each<[string, string[]]>([
    ["300012, 300013 300014", ["300012", "300013", "300014"]],
    [" ,300012,,300012 , ", ["300012"]],
    ["300012;300013", ["300012300013"]],
    ["", []],
    [`${"9".repeat(41)} 12`, ["12"]],
  ])("ids of %j → %j", (raw, ids) => {
    expect(productIdTokens(raw)).toEqual(ids);
  });

  it("looks up at most 100 ids", () => {
    const many = Array.from({ length: 150 }, (_, i) => String(300000 + i)).join(",");
    expect(productIdTokens(many)).toHaveLength(PRODUCT_IDS_MAX_COUNT);
    expect(PRODUCT_IDS_MAX_COUNT).toBe(100);
  });
});

describe("checked product ids (§4: kept in session storage, capped)", () => {
  it.each<[unknown[], number, string[]]>([
    [["A1", "B2", "A1"], 50, ["A1", "B2"]],
    [["A1", 7, null, "bad code!", "", "C3"], 50, ["A1", "C3"]],
    [["A1", "B2", "C3"], 2, ["A1", "B2"]],
    [[], 50, []],
  ])("parse %j (max %i) → %j", (values, max, ids) => {
    expect(parseCheckedIds(values, max)).toEqual(ids);
  });

  it.each<[string[], string, boolean, number, string[]]>([
    [[], "A1", true, 50, ["A1"]],
    [["A1"], "A1", true, 50, ["A1"]],
    [["A1", "B2"], "A1", false, 50, ["B2"]],
    [["A1", "B2"], "C3", true, 2, ["A1", "B2"]],
    [["A1", "B2"], "B2", false, 2, ["A1"]],
  ])("%j toggle %s on=%s (max %i) → %j", (checked, code, on, max, next) => {
    expect(toggleCheckedId(checked, code, on, max)).toEqual(next);
  });
});

describe("enabling rules (§4)", () => {
  it.each<[number, number, boolean]>([
    [0, 50, false],
    [1, 50, true],
    [50, 50, true],
    [51, 50, false],
  ])("create order form with %i checked (max %i): %s", (count, max, enabled) => {
    expect(canCreateOrderForm(count, max)).toBe(enabled);
  });

  it.each<[number, boolean, boolean]>([
    [0, false, false],
    [1, false, true],
    [12, true, false],
  ])("add to cart with %i items (pending %s): %s", (items, pending, enabled) => {
    expect(canAddOrderForm(items, pending)).toBe(enabled);
  });
});

describe("order form totals: quantity × price per cap, per product", () => {
  it.each<[{ unitPriceMinor: number | null; quantities: number[] }[], { items: number; amountMinor: number; priced: boolean }]>([
    [[], { items: 0, amountMinor: 0, priced: true }],
    [[{ unitPriceMinor: 2999, quantities: [2, 0, 1] }], { items: 3, amountMinor: 8997, priced: true }],
    [
      [
        { unitPriceMinor: 2999, quantities: [1] },
        { unitPriceMinor: 1500, quantities: [2, 2] },
      ],
      { items: 5, amountMinor: 8999, priced: true },
    ],
    [
      [
        { unitPriceMinor: 2999, quantities: [1] },
        { unitPriceMinor: null, quantities: [4] },
      ],
      { items: 5, amountMinor: 2999, priced: false },
    ],
    [[{ unitPriceMinor: null, quantities: [0, 0] }], { items: 0, amountMinor: 0, priced: true }],
  ])("%j → %j", (products, totals) => {
    expect(orderFormTotals(products)).toEqual(totals);
  });
});
