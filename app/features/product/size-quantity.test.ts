import { describe, expect, it } from "vitest";
import { applyQuantityInput, totalQuantity } from "./size-quantity.ts";

const stock = (available: number, maxOrderQuantity: number | null = null, forceInStock = false) => ({ available, maxOrderQuantity, forceInStock });

describe("applyQuantityInput (product page, available-quantity mode)", () => {
  it.each([
    ["12", stock(50), false, { text: "12", warning: null }],
    ["007", stock(50), false, { text: "7", warning: null }],
    ["1a", stock(50), false, { text: "", warning: null }],
    ["123456", stock(99_999), false, { text: "12345", warning: null }],
    ["", stock(50), false, { text: "", warning: null }],
    ["60", stock(50), false, { text: "50", warning: "decreased" }],
    ["5", stock(0), false, { text: "", warning: "notAvailable" }],
    ["30", stock(50, 24), false, { text: "24", warning: "decreasedToBuyLimit" }],
    ["500", stock(0, null, true), false, { text: "500", warning: null }],
    ["500", stock(3), true, { text: "500", warning: null }],
    ["500", stock(3, 48), true, { text: "48", warning: "decreasedToBuyLimit" }],
  ] as const)("%s with %j, promo %s → %j", (raw, limits, promo, expected) => {
    expect(applyQuantityInput(raw, limits, promo)).toEqual(expected);
  });
});

describe("totalQuantity", () => {
  it("adds the entered quantities of the given sizes only", () => {
    const q = { a: { text: "3", warning: null }, b: { text: "", warning: null }, c: { text: "10", warning: null } };
    expect(totalQuantity(q, ["a", "b", "c", "missing"])).toBe(13);
    expect(totalQuantity(q, ["a"])).toBe(3);
  });
});
