import { describe, expect, it } from "vitest";
import { isPaymentType, orderCharges, paymentTypeOf, paymentTypesFor, taxMinor, taxRateBp } from "./order-charges.ts";

describe("payment types", () => {
  it.each([
    ["b2c", "consumer", ["CARD", "WALLET"]],
    ["us", "dealer", ["ACCOUNT", "CARD"]],
    ["us", "corporate", ["ACCOUNT", "CARD"]],
    ["jp", "dealer", ["CARD"]],
    ["mx", "dealer", ["ACCOUNT", "CARD"]],
  ] as const)("%s %s pays by %j", (site, kind, types) => {
    expect(paymentTypesFor(site, kind)).toEqual(types);
  });

  it("knows its types", () => {
    expect(isPaymentType("CARD")).toBe(true);
    expect(isPaymentType("card")).toBe(false);
    expect(isPaymentType("GIFTCARD")).toBe(false);
  });

  it.each([
    ["CARD", ["ACCOUNT", "CARD"], "CARD"],
    [null, ["ACCOUNT", "CARD"], null],
    ["WALLET", ["ACCOUNT", "CARD"], null],
    [null, ["CARD"], "CARD"],
    ["ACCOUNT", ["CARD"], "CARD"],
    ["card", ["CARD", "WALLET"], null],
  ] as const)("chosen %s of %j pays by %s (the only type needs no choice)", (chosen, offered, type) => {
    expect(paymentTypeOf(chosen, offered)).toBe(type);
  });
});

describe("tax", () => {
  it.each([
    ["us", null, 0],
    ["jp", null, 1000],
    ["mx", "MX-NLE", 1600],
    ["b2c", "US-IL", 625],
    ["b2c", "US-OR", 0],
    ["b2c", "US-ZZ", 0],
    ["b2c", null, 0],
  ] as const)("%s in %s: %i bp", (site, region, bp) => {
    expect(taxRateBp(site, region)).toBe(bp);
  });

  it.each([
    [10_000, 625, 625],
    [199, 625, 12], // 12.4375 → 12
    [200, 625, 13], // 12.5 → 13 (half up)
    [0, 1000, 0],
    [-100, 1000, 0],
    [123_456, 1600, 19_753],
  ])("taxMinor(%i, %i) = %i", (amount, bp, tax) => {
    expect(taxMinor(amount, bp)).toBe(tax);
  });

  it("adds fee and tax to the goods", () => {
    expect(orderCharges(10_000, "CARD", 1000)).toEqual({ paymentCostMinor: 0, deliveryCostMinor: 0, taxMinor: 1000, totalWithTaxMinor: 11_000 });
    expect(orderCharges(10_000, null, 0)).toEqual({ paymentCostMinor: 0, deliveryCostMinor: 0, taxMinor: 0, totalWithTaxMinor: 10_000 });
  });

  it.each([
    // goods, tax rate, delivery → tax, total: delivery is taxed with the goods (decision 0029)
    [10_000, 1000, 1_500, 1_150, 12_650],
    [3_000, 625, 1_495, 281, 4_776], // (3000 + 1495) × 6.25 % = 280.94 → 281
    [0, 1600, 35_000, 5_600, 40_600],
    [10_000, 0, 2_500, 0, 12_500],
  ])("goods %i at %i bp with delivery %i: tax %i, total %i", (goods, bp, delivery, tax, total) => {
    expect(orderCharges(goods, "CARD", bp, delivery)).toEqual({ paymentCostMinor: 0, deliveryCostMinor: delivery, taxMinor: tax, totalWithTaxMinor: total });
  });
});
