import { describe, expect, it } from "vitest";
import { FUTURE_STOCK_MAX_SKUS, FUTURE_STOCK_POPUP_PX, futureStockSkus } from "./future-stock.ts";

describe("future stock constants: popup 320 × 320, at most 50 skus", () => {
  it.each<[string, number, number]>([
    ["FUTURE_STOCK_POPUP_PX", FUTURE_STOCK_POPUP_PX, 320],
    ["FUTURE_STOCK_MAX_SKUS", FUTURE_STOCK_MAX_SKUS, 50],
  ])("%s", (_name, actual, expected) => expect(actual).toBe(expected));
});

describe("which sizes offer future stock: out of stock and low stock", () => {
  it.each<[string, boolean]>([
    ["outOfStock", true],
    ["lowStock", true],
    ["inStock", false],
    ["forceInStock", false],
  ])("%s → %s", (status, offered) => {
    expect(futureStockSkus([{ upc: "1", status }])).toEqual(offered ? ["1"] : []);
  });

  it("keeps the size order", () => {
    const sizes = [
      { upc: "a", status: "lowStock" },
      { upc: "b", status: "inStock" },
      { upc: "c", status: "outOfStock" },
      { upc: "d", status: "forceInStock" },
    ];
    expect(futureStockSkus(sizes)).toEqual(["a", "c"]);
  });
});
