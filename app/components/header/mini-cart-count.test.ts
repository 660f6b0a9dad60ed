import { describe, expect, it } from "vitest";
import { MINI_CART_MAX_SHOWN, formatMiniCartCount } from "./mini-cart-count.ts";

describe("formatMiniCartCount (spec §9: mini cart count shows 9999+ above 9999)", () => {
  it.each([
    [0, "0"],
    [1, "1"],
    [42, "42"],
    [9998, "9998"],
    [9999, "9999"],
    [10000, "9999+"],
    [123456, "9999+"],
  ])("%d items show as %s", (count, shown) => {
    expect(formatMiniCartCount(count)).toBe(shown);
  });

  it("caps at 9999", () => {
    expect(MINI_CART_MAX_SHOWN).toBe(9999);
  });

  it("never shows a negative, fractional or missing count", () => {
    expect(formatMiniCartCount(-3)).toBe("0");
    expect(formatMiniCartCount(2.7)).toBe("2");
    expect(formatMiniCartCount(Number.NaN)).toBe("0");
    expect(formatMiniCartCount(Number.POSITIVE_INFINITY)).toBe("0");
  });
});
