import { describe, expect, it } from "vitest";
import { type AddLineInput, type AddLineResult, batchStatus, quantityToAdd, shipsFromStock, stockLimitApplies } from "./cart-lines.ts";

const base: AddLineInput = { mode: "STOCK", current: 0, requested: 10, stockLeft: 100, maxOrderQuantity: null, forceInStock: false, skipStockLimits: false };

describe("adding to a cart line (decision 0018)", () => {
  it.each<[string, Partial<AddLineInput>, AddLineResult]>([
    ["fits", {}, { quantityAdded: 10, status: "success" }],
    ["exactly the stock left", { requested: 100 }, { quantityAdded: 100, status: "success" }],
    ["over stock adds what is left", { requested: 120 }, { quantityAdded: 100, status: "lowStock" }],
    ["counts what the line holds", { current: 95, requested: 10 }, { quantityAdded: 5, status: "lowStock" }],
    ["nothing left", { stockLeft: 0 }, { quantityAdded: 0, status: "noStock" }],
    ["line already holds all the stock", { current: 100, requested: 1 }, { quantityAdded: 0, status: "noStock" }],
    ["negative stock counts as 0", { stockLeft: -4 }, { quantityAdded: 0, status: "noStock" }],
    ["force in stock ignores stock", { stockLeft: 0, forceInStock: true }, { quantityAdded: 10, status: "success" }],
    ["promo users skip stock limits", { stockLeft: 3, skipStockLimits: true }, { quantityAdded: 10, status: "success" }],
    ["PREBOOKING has no stock limit", { mode: "PREBOOKING", stockLeft: 0 }, { quantityAdded: 10, status: "success" }],
    ["GCP has no stock limit", { mode: "GCP", stockLeft: 0 }, { quantityAdded: 10, status: "success" }],
    ["max order quantity caps", { requested: 30, maxOrderQuantity: 24 }, { quantityAdded: 24, status: "maxOrderQuantityExceeded" }],
    ["max order counts the line", { current: 20, requested: 10, maxOrderQuantity: 24 }, { quantityAdded: 4, status: "maxOrderQuantityExceeded" }],
    ["max order caps promo users too", { requested: 30, maxOrderQuantity: 24, skipStockLimits: true }, { quantityAdded: 24, status: "maxOrderQuantityExceeded" }],
    ["max order caps PREBOOKING", { mode: "PREBOOKING", requested: 30, maxOrderQuantity: 24 }, { quantityAdded: 24, status: "maxOrderQuantityExceeded" }],
    ["lower stock binds before max", { requested: 30, maxOrderQuantity: 24, stockLeft: 12 }, { quantityAdded: 12, status: "lowStock" }],
    ["max 0 means none", { maxOrderQuantity: 0 }, { quantityAdded: 10, status: "success" }],
    ["at most 99,999 on a line", { mode: "PREBOOKING", current: 99_990, requested: 20 }, { quantityAdded: 9, status: "maxOrderQuantityExceeded" }],
    ["zero asked", { requested: 0 }, { quantityAdded: 0, status: "success" }],
  ])("%s", (_name, change, expected) => {
    expect(quantityToAdd({ ...base, ...change })).toEqual(expected);
  });

  it("stock limit applies in STOCK only, not to force-in-stock or promo", () => {
    expect(stockLimitApplies("STOCK", false, false)).toBe(true);
    expect(stockLimitApplies("STOCK", true, false)).toBe(false);
    expect(stockLimitApplies("STOCK", false, true)).toBe(false);
    expect(stockLimitApplies("PREBOOKING", false, false)).toBe(false);
    expect(stockLimitApplies("GCP", false, false)).toBe(false);
  });

  it("a batch reports its first problem", () => {
    expect(batchStatus(["success", "success"])).toBe("success");
    expect(batchStatus(["success", "lowStock", "noStock"])).toBe("lowStock");
    expect(batchStatus([])).toBe("success");
  });
});

describe("shipsFromStock", () => {
  it.each([
    ["STOCK", true],
    ["PREBOOKING", false],
    ["GCP", false],
  ] as const)("%s orders ship from stock: %s", (mode, expected) => {
    expect(shipsFromStock(mode)).toBe(expected);
  });
});
