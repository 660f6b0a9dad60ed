import { describe, expect, it } from "vitest";
import type { Currency } from "./sites.ts";
import {
  cartVoucherDiscounts,
  formatVoucherPercent,
  normaliseVoucherCode,
  voucherDiscountMinor,
  voucherRefusal,
  type NormalisedVoucherCode,
  type VoucherTerms,
} from "./vouchers.ts";

describe("voucher code (shopping-flow §5: trimmed and non-empty)", () => {
  it.each<[string, NormalisedVoucherCode]>([
    ["WELCOME10", { ok: true, code: "WELCOME10" }],
    ["  welcome10 ", { ok: true, code: "WELCOME10" }],
    ["\tSave25\n", { ok: true, code: "SAVE25" }],
    ["ｗｅｌｃｏｍｅ１０", { ok: true, code: "WELCOME10" }],
    ["spring_2027-a", { ok: true, code: "SPRING_2027-A" }],
    ["", { ok: false, problem: "empty" }],
    ["    ", { ok: false, problem: "empty" }],
    ["A".repeat(32), { ok: true, code: "A".repeat(32) }],
    ["A".repeat(33), { ok: false, problem: "tooLong" }],
    ["SAVE 25", { ok: false, problem: "badCharacters" }],
    ["SAVE25%", { ok: false, problem: "badCharacters" }],
    ["<script>", { ok: false, problem: "badCharacters" }],
  ])("%j → %j", (raw, expected) => {
    expect(normaliseVoucherCode(raw)).toEqual(expected);
  });
});

const base: VoucherTerms = {
  kind: "percent",
  value: 1000,
  currency: "USD",
  minOrderMinor: 10_000,
  validFrom: new Date("2026-01-01T00:00:00Z"),
  validTo: new Date("2027-01-01T00:00:00Z"),
};
const cart: { now: Date; currency: Currency; goodsMinor: number } = { now: new Date("2026-11-22T12:00:00Z"), currency: "USD", goodsMinor: 25_000 };

describe("voucher validity, currency and minimum order", () => {
  it.each<[string, Partial<VoucherTerms>, Partial<typeof cart>, ReturnType<typeof voucherRefusal>]>([
    ["valid", {}, {}, null],
    ["starts exactly now", { validFrom: cart.now }, {}, null],
    ["starts tomorrow", { validFrom: new Date("2026-11-23T00:00:00Z") }, {}, "notYetValid"],
    ["ends exactly now (end is exclusive)", { validTo: cart.now }, {}, "expired"],
    ["ended", { validTo: new Date("2026-10-01T00:00:00Z") }, {}, "expired"],
    ["no end", { validTo: null }, {}, null],
    ["other currency", { currency: "JPY" }, {}, "wrongCurrency"],
    ["percentage without currency", { currency: null, minOrderMinor: 0 }, { currency: "JPY" }, null],
    ["exactly the minimum", {}, { goodsMinor: 10_000 }, null],
    ["one cent below the minimum", {}, { goodsMinor: 9_999 }, "belowMinimum"],
    ["empty cart, no minimum", { minOrderMinor: 0 }, { goodsMinor: 0 }, null],
  ])("%s", (_name, terms, over, expected) => {
    expect(voucherRefusal({ ...base, ...terms }, { ...cart, ...over })).toBe(expected);
  });
});

describe("voucher discount in minor units", () => {
  it.each<[string, Pick<VoucherTerms, "kind" | "value">, number, number]>([
    ["10 % of $250.00", { kind: "percent", value: 1000 }, 25_000, 2_500],
    ["10 % of $0.05 rounds half up", { kind: "percent", value: 1000 }, 5, 1],
    ["10 % of $0.04 rounds down", { kind: "percent", value: 1000 }, 4, 0],
    ["12.5 % of ¥3,333 stays whole yen", { kind: "percent", value: 1250 }, 3_333, 417],
    ["$25.00 off $250.00", { kind: "absolute", value: 2_500 }, 25_000, 2_500],
    ["$25.00 off $10.00 is capped", { kind: "absolute", value: 2_500 }, 1_000, 1_000],
    ["100 % is the whole value", { kind: "percent", value: 10_000 }, 12_345, 12_345],
    ["nothing off nothing", { kind: "absolute", value: 2_500 }, 0, 0],
  ])("%s", (_name, terms, goods, expected) => {
    const discount = voucherDiscountMinor(terms, goods);
    expect(discount).toBe(expected);
    expect(Number.isInteger(discount)).toBe(true);
  });
});

describe("several vouchers on one cart", () => {
  it("computes each on the goods value, caps the sum, and gives 0 for one whose terms fail", () => {
    const percent = { ...base, value: 6000 };
    const absolute = { ...base, kind: "absolute" as const, value: 7_000 };
    const expired = { ...base, validTo: new Date("2026-01-02T00:00:00Z") };
    const result = cartVoucherDiscounts([percent, expired, absolute], { ...cart, goodsMinor: 15_000 });
    expect(result.discounts.map((d) => [d.discountMinor, d.refusal])).toEqual([
      [9_000, null],
      [0, "expired"],
      [6_000, null],
    ]);
    expect(result.totalMinor).toBe(15_000);
  });

  it("is zero on an empty cart", () => {
    expect(cartVoucherDiscounts([{ ...base, minOrderMinor: 0 }], { ...cart, goodsMinor: 0 }).totalMinor).toBe(0);
  });
});

describe("a percentage voucher's value, written the locale's way", () => {
  it.each([
    [1000, "en-US", "10%"],
    [1250, "en-US", "12.5%"],
    [1000, "ja-JP", "10%"],
    [1000, "es-MX", "10%"],
    [1000, "es-ES", "10\u00a0%"],
  ])("%i basis points in %s → %j", (basisPoints, locale, text) => {
    expect(formatVoucherPercent(basisPoints, locale)).toBe(text);
  });
});
