import { describe, expect, it } from "vitest";
import {
  MAX_QUANTITY,
  MAX_QUANTITY_DIGITS,
  type LineStockError,
  type QuantityOverflowMode,
  type QuantityStockResult,
  canAddToCart,
  checkQuantityAgainstStock,
  lineStockError,
  parseQuantityText,
  sanitizeQuantityText,
} from "./quantity-input.ts";

describe("quantity text: digits only, at most 5 digits, leading zeros removed, non-digits clear", () => {
  it("constants", () => {
    expect(MAX_QUANTITY_DIGITS).toBe(5);
    expect(MAX_QUANTITY).toBe(99_999);
  });

  it.each<[string, string]>([
    ["", ""],
    ["1", "1"],
    ["12", "12"],
    ["99999", "99999"],
    ["123456", "12345"],
    ["0", "0"],
    ["000", "0"],
    ["007", "7"],
    ["0100", "100"],
    ["00123456", "12345"],
    ["12a", ""],
    ["a", ""],
    ["-3", ""],
    ["+3", ""],
    ["1.5", ""],
    ["1,000", ""],
    [" 12", ""],
    ["12 ", ""],
    ["1e3", ""],
    ["１２", ""], // full-width digits are not 0-9
  ])("%j → %j", (raw, text) => {
    expect(sanitizeQuantityText(raw)).toBe(text);
  });

  it.each<[string, number | null]>([
    ["", null],
    ["x", null],
    ["000", 0],
    ["0042", 42],
    ["1234567", 12345],
  ])("parseQuantityText(%j) → %j", (raw, quantity) => {
    expect(parseQuantityText(raw)).toBe(quantity);
  });
});

describe("above available stock or max order quantity: blanked or reduced with a warning", () => {
  const base = { maxOrderQuantity: null, forceInStock: false, skipStockLimits: false } as const;

  it.each<[number | null, number, QuantityOverflowMode, QuantityStockResult]>([
    // within stock: unchanged in every mode
    [null, 10, "available", { quantity: null, warning: null }],
    [0, 0, "available", { quantity: 0, warning: null }],
    [5, 10, "available", { quantity: 5, warning: null }],
    [10, 10, "clear", { quantity: 10, warning: null }],
    [10, 10, "resetToOne", { quantity: 10, warning: null }],
    // available-quantity mode: set to the available amount
    [12, 10, "available", { quantity: 10, warning: "decreased" }],
    [99999, 1, "available", { quantity: 1, warning: "decreased" }],
    [1, 0, "available", { quantity: null, warning: "notAvailable" }],
    [3, -2, "available", { quantity: null, warning: "notAvailable" }],
    // otherwise cleared
    [12, 10, "clear", { quantity: null, warning: "notAvailable" }],
    [1, 0, "clear", { quantity: null, warning: "notAvailable" }],
    // or reset to 1 on the bag page
    [12, 10, "resetToOne", { quantity: 1, warning: "decreased" }],
    [2, 1, "resetToOne", { quantity: 1, warning: "decreased" }],
    [1, 0, "resetToOne", { quantity: 1, warning: "notAvailable" }],
  ])("requested %j, available %i, mode %s → %j", (requested, available, mode, result) => {
    expect(checkQuantityAgainstStock({ ...base, requested, available, mode })).toEqual(result);
  });

  it.each<[number, number, number | null, QuantityOverflowMode, QuantityStockResult]>([
    // buy limit binding (below stock): decreased to the buy limit, in every mode
    [30, 100, 24, "available", { quantity: 24, warning: "decreasedToBuyLimit" }],
    [30, 100, 24, "clear", { quantity: 24, warning: "decreasedToBuyLimit" }],
    [30, 100, 24, "resetToOne", { quantity: 24, warning: "decreasedToBuyLimit" }],
    [24, 100, 24, "clear", { quantity: 24, warning: null }],
    // stock binding (below the buy limit)
    [30, 10, 24, "available", { quantity: 10, warning: "decreased" }],
    [30, 10, 24, "clear", { quantity: null, warning: "notAvailable" }],
    [20, 10, 24, "available", { quantity: 10, warning: "decreased" }],
    // tie: the stock wins
    [30, 24, 24, "available", { quantity: 24, warning: "decreased" }],
    [30, 24, 24, "clear", { quantity: null, warning: "notAvailable" }],
    // 0 or null max order quantity: no buy limit
    [30, 100, 0, "available", { quantity: 30, warning: null }],
    [30, 100, null, "available", { quantity: 30, warning: null }],
  ])("requested %i, available %i, max order %j, mode %s → %j", (requested, available, maxOrderQuantity, mode, result) => {
    expect(
      checkQuantityAgainstStock({ requested, available, maxOrderQuantity, forceInStock: false, skipStockLimits: false, mode }),
    ).toEqual(result);
  });

  describe("skipped for promo/discount users and force-in-stock items (buy limit still applies)", () => {
    it.each<[string, { forceInStock: boolean; skipStockLimits: boolean }]>([
      ["promo user", { forceInStock: false, skipStockLimits: true }],
      ["force-in-stock item", { forceInStock: true, skipStockLimits: false }],
      ["both", { forceInStock: true, skipStockLimits: true }],
    ])("%s", (_label, flags) => {
      const check = (requested: number, available: number, maxOrderQuantity: number | null, mode: QuantityOverflowMode) =>
        checkQuantityAgainstStock({ requested, available, maxOrderQuantity, mode, ...flags });
      expect(check(500, 0, null, "available")).toEqual({ quantity: 500, warning: null });
      expect(check(500, 10, null, "clear")).toEqual({ quantity: 500, warning: null });
      expect(check(500, 10, null, "resetToOne")).toEqual({ quantity: 500, warning: null });
      expect(check(500, 0, 48, "clear")).toEqual({ quantity: 48, warning: "decreasedToBuyLimit" });
      expect(check(500, 1000, 48, "available")).toEqual({ quantity: 48, warning: "decreasedToBuyLimit" });
      expect(check(48, 0, 48, "available")).toEqual({ quantity: 48, warning: null });
    });
  });
});

describe("add to cart: some quantity and a list price, or hide-MSRP on", () => {
  it.each<[number, boolean, boolean, boolean]>([
    [0, true, false, false],
    [0, true, true, false],
    [0, false, true, false],
    [1, true, false, true],
    [1, false, false, false],
    [1, false, true, true],
    [1, true, true, true],
    [12, true, false, true],
  ])("total %i, list price %s, hide MSRP %s → %s", (totalQuantity, hasListPrice, hideMsrp, enabled) => {
    expect(canAddToCart({ totalQuantity, hasListPrice, hideMsrp })).toBe(enabled);
  });
});

describe("bag line above stock left: error style per force-in-stock, max order quantity, unavailable stock", () => {
  it.each<[number, number, number | null, boolean, LineStockError | null]>([
    [5, 10, null, false, null],
    [10, 10, null, false, null],
    [11, 10, null, false, "unavailableStock"],
    [1, 0, null, false, "unavailableStock"],
    [1, -5, null, false, "unavailableStock"],
    [11, 10, null, true, "forceInStock"],
    [10, 10, null, true, null],
    [25, 100, 24, false, "maxOrderQuantity"],
    [25, 100, 24, true, "maxOrderQuantity"],
    [25, 10, 24, true, "maxOrderQuantity"],
    [20, 10, 24, true, "forceInStock"],
    [30, 10, 24, false, "unavailableStock"],
    [30, 24, 24, false, "unavailableStock"],
    [20, 10, 24, false, "unavailableStock"],
    [24, 100, 24, false, null],
    [25, 100, 0, false, null],
  ])("quantity %i, stock left %i, max order %j, force-in-stock %s → %j", (quantity, stockLeft, maxOrderQuantity, forceInStock, error) => {
    expect(lineStockError({ quantity, stockLeft, maxOrderQuantity, forceInStock })).toBe(error);
  });
});
