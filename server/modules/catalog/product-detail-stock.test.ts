import { describe, expect, it } from "vitest";
import { isOrderable, sizeStockStatus } from "./product-detail-stock.ts";

describe("sizeStockStatus", () => {
  it.each([
    [{ quantity: 500, lowStockThreshold: 10, forceInStock: false }, "inStock"],
    [{ quantity: 11, lowStockThreshold: 10, forceInStock: false }, "inStock"],
    [{ quantity: 10, lowStockThreshold: 10, forceInStock: false }, "lowStock"],
    [{ quantity: 1, lowStockThreshold: 10, forceInStock: false }, "lowStock"],
    [{ quantity: 0, lowStockThreshold: 10, forceInStock: false }, "outOfStock"],
    [{ quantity: -3, lowStockThreshold: 10, forceInStock: false }, "outOfStock"],
    [{ quantity: 0, lowStockThreshold: 10, forceInStock: true }, "forceInStock"],
    [{ quantity: 400, lowStockThreshold: 10, forceInStock: true }, "forceInStock"],
    [null, "outOfStock"],
  ] as const)("%j → %s", (stock, expected) => {
    expect(sizeStockStatus(stock)).toBe(expected);
  });

  it("treats every status but out of stock as orderable", () => {
    expect((["inStock", "lowStock", "forceInStock", "outOfStock"] as const).map((s) => isOrderable(s))).toEqual([true, true, true, false]);
  });
});
