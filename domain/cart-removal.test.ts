import { describe, expect, it } from "vitest";
import { removedCartHref } from "./cart-removal.ts";

describe("removedCartHref", () => {
  it.each([
    ["/partner/cart", "100234", null, "/partner/cart?removed=100234"],
    ["/partner/cart", "100234", "", "/partner/cart?removed=100234"],
    ["/partner/cart", "100234", "FA-2027", "/partner/cart?removed=100234&deliveryTargetAndYear=FA-2027"],
    ["/cart", "A&B 1", null, "/cart?removed=A%26B+1"],
  ] as const)("%s, %s, %s → %s", (cartPath, code, target, expected) => {
    expect(removedCartHref(cartPath, code, target)).toBe(expected);
  });
});
