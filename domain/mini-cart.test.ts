import { describe, expect, it } from "vitest";
import { MINI_CART_COUNT_LIMIT, miniCartCountText } from "./mini-cart.ts";

describe("mini cart count (shopping-flow §9: 9999+ above 9999)", () => {
  it("caps at 9999", () => {
    expect(MINI_CART_COUNT_LIMIT).toBe(9999);
  });

  it.each<[number, string]>([
    [0, "0"],
    [1, "1"],
    [42, "42"],
    [9998, "9998"],
    [9999, "9999"],
    [10000, "9999+"],
    [123456, "9999+"],
    // Never a negative, fractional or missing count.
    [-3, "0"],
    [2.7, "2"],
    [Number.NaN, "0"],
    [Number.POSITIVE_INFINITY, "0"],
  ])("%d → %s", (count, text) => {
    expect(miniCartCountText(count)).toBe(text);
  });
});
