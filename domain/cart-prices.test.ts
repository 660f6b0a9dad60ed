import { describe, expect, it } from "vitest";
import type { AccountKind } from "./account-kinds.ts";
import {
  cartPriceSource,
  deliveryTargetKey,
  PRICE_POLL_INTERVAL_MS,
  PRICE_POLL_TIMEOUT_MS,
  priceLineKey,
  showsAggregatedPrices,
  type CartPriceSource,
  usesStoredPrices,
} from "./cart-prices.ts";

describe("cart price polling constants (account-and-ordering §4)", () => {
  it("polls every 1 s and gives up after 10 s", () => {
    expect(PRICE_POLL_INTERVAL_MS).toBe(1_000);
    expect(PRICE_POLL_TIMEOUT_MS).toBe(10_000);
  });
});

describe("price line keys", () => {
  it.each<[number, { code: string; year: number } | null, string | null, string]>([
    [300012, null, null, "300012|"],
    [300012, { code: "SPRING", year: 2027 }, "SPRING-2027", "300012|SPRING-2027"],
    [300012, { code: "MAR", year: 2027 }, "MAR-2027", "300012|MAR-2027"],
  ])("%i %j", (material, target, targetKey, lineKey) => {
    expect(deliveryTargetKey(target)).toBe(targetKey);
    expect(priceLineKey(material, target)).toBe(lineKey);
  });
});

describe("where cart prices come from (decision 0019)", () => {
  it.each<[AccountKind, number | null, boolean, boolean, CartPriceSource]>([
    ["dealer", 1, false, true, "quote"],
    ["dealer", 1, true, true, "quote"],
    ["dealer", 1, false, false, "list"],
    ["corporate", 2, false, true, "erp"],
    ["franchise", 3, false, true, "erp"],
    ["franchise", 3, true, true, "erp"],
    ["corporate", 2, true, true, "erp"],
    ["promo", 4, false, true, "erp"],
    ["buyer", 5, false, true, "erp"],
    ["approver", 5, false, true, "erp"],
    ["consumer", null, false, false, "list"],
    ["salesrep", null, false, true, "list"],
  ])("%s (unit %s, hidden %s) → %s", (kind, unitId, pricesHidden, b2b, expected) => {
    // Hiding prices is only display (decision 0048): the same source either way.
    const user = { kind, unitId, pricesHidden };
    expect(cartPriceSource(user, b2b)).toBe(expected);
  });

  it("shows aggregated prices to corporate accounts only", () => {
    expect(showsAggregatedPrices("corporate")).toBe(true);
    expect(showsAggregatedPrices("franchise")).toBe(false);
    expect(showsAggregatedPrices("dealer")).toBe(false);
  });
});

describe("which sources store line prices per cart version", () => {
  it.each<[CartPriceSource, boolean]>([
    ["quote", true],
    ["erp", true],
    ["list", false],
  ])("%s → %s", (source, expected) => {
    expect(usesStoredPrices(source)).toBe(expected);
  });
});
