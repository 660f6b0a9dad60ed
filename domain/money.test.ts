import { describe, expect, it } from "vitest";
import {
  MINOR_UNIT_DIGITS,
  type Money,
  addMoney,
  toAnalyticsNumber,
  formatMoney,
  money,
  multiplyMoney,
  parseDecimal,
  toDecimalString,
} from "./money.ts";
import type { Currency } from "./sites.ts";

describe("minor units: yen shows whole numbers (spec §1)", () => {
  it.each<[Currency, number]>([
    ["USD", 2],
    ["MXN", 2],
    ["JPY", 0],
  ])("%s has %i minor digits", (currency, digits) => {
    expect(MINOR_UNIT_DIGITS[currency]).toBe(digits);
  });
});

describe("money()", () => {
  it.each([1.5, 0.1, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1])(
    "rejects %d",
    (amount) => {
      expect(() => money(amount, "USD")).toThrow(RangeError);
    },
  );

  it.each([0, 1, -1, 123456, Number.MAX_SAFE_INTEGER])("accepts %d", (amount) => {
    expect(money(amount, "USD")).toEqual({ amount, currency: "USD" });
  });
});

describe("addMoney and multiplyMoney", () => {
  it("adds the same currency", () => {
    expect(addMoney(money(150, "USD"), money(275, "USD"))).toEqual(money(425, "USD"));
    expect(addMoney(money(1000, "JPY"), money(-300, "JPY"))).toEqual(money(700, "JPY"));
  });

  it.each<[Currency, Currency]>([
    ["USD", "JPY"],
    ["MXN", "USD"],
  ])("%s + %s throws", (a, b) => {
    expect(() => addMoney(money(1, a), money(1, b))).toThrow(RangeError);
  });

  it("overflow past the safe integer range throws", () => {
    expect(() => addMoney(money(Number.MAX_SAFE_INTEGER, "USD"), money(1, "USD"))).toThrow(RangeError);
  });

  it("multiplies by an integer quantity only", () => {
    expect(multiplyMoney(money(1999, "USD"), 3)).toEqual(money(5997, "USD"));
    expect(() => multiplyMoney(money(1999, "USD"), 1.5)).toThrow(RangeError);
  });
});

describe("toDecimalString (exact)", () => {
  it.each<[number, Currency, string]>([
    [123456, "USD", "1234.56"],
    [5, "USD", "0.05"],
    [50, "MXN", "0.50"],
    [0, "USD", "0.00"],
    [-5, "USD", "-0.05"],
    [-123456, "MXN", "-1234.56"],
    [1234567, "JPY", "1234567"],
    [0, "JPY", "0"],
    [-500, "JPY", "-500"],
    [Number.MAX_SAFE_INTEGER, "USD", "90071992547409.91"],
  ])("%i %s → %s", (amount, currency, text) => {
    expect(toDecimalString(money(amount, currency))).toBe(text);
  });
});

describe("parseDecimal", () => {
  it.each<[string, Currency, Money]>([
    ["12.5", "USD", money(1250, "USD")],
    ["12.50", "USD", money(1250, "USD")],
    ["12", "USD", money(1200, "USD")],
    ["1,234.00", "USD", money(123400, "USD")],
    ["1,234,567.89", "MXN", money(123456789, "MXN")],
    [" 0.05 ", "USD", money(5, "USD")],
    ["-3.25", "MXN", money(-325, "MXN")],
    ["1234567", "JPY", money(1234567, "JPY")],
    ["1,234,567", "JPY", money(1234567, "JPY")],
    ["-500", "JPY", money(-500, "JPY")],
  ])("%j %s is valid", (text, currency, expected) => {
    expect(parseDecimal(text, currency)).toEqual(expected);
  });

  it.each<[string, Currency]>([
    ["", "USD"],
    ["   ", "USD"],
    ["abc", "USD"],
    ["12.345", "USD"], // too many decimals
    ["100.5", "JPY"], // yen has no decimals
    ["100.0", "JPY"],
    ["1.", "USD"],
    [".5", "USD"],
    ["+5", "USD"],
    ["1e3", "USD"],
    ["$12.00", "USD"],
    ["1 234", "USD"],
    ["12,50", "USD"], // decimal comma is not a thousands separator
    ["1,2,3", "USD"],
    ["12.3,4", "USD"],
    ["99999999999999999", "JPY"], // beyond safe integers
  ])("%j %s is invalid", (text, currency) => {
    expect(parseDecimal(text, currency)).toBeNull();
  });

  it("negative zero parses to plain zero", () => {
    const parsed = parseDecimal("-0.00", "USD");
    expect(parsed).not.toBeNull();
    expect(Object.is(parsed?.amount, 0)).toBe(true);
  });

  it.each<[number, Currency]>([
    [123456, "USD"],
    [-5, "MXN"],
    [1234567, "JPY"],
  ])("round-trips %i %s through toDecimalString", (amount, currency) => {
    const m = money(amount, currency);
    expect(parseDecimal(toDecimalString(m), currency)).toEqual(m);
  });
});

describe("formatMoney (Intl)", () => {
  it.each<[number, Currency, string, string]>([
    [123456, "USD", "en-US", "$1,234.56"],
    [0, "USD", "en-US", "$0.00"],
    [-123456, "USD", "en-US", "-$1,234.56"],
    [5, "USD", "en-US", "$0.05"],
    [123456789, "USD", "en-US", "$1,234,567.89"],
    // ja-JP prints the fullwidth yen sign U+FFE5; en-US prints U+00A5.
    [1234567, "JPY", "ja-JP", "\uFFE51,234,567"],
    [1234567, "JPY", "en-US", "\u00A51,234,567"],
    [0, "JPY", "ja-JP", "\uFFE50"],
    [-500, "JPY", "ja-JP", "-\uFFE5500"],
    // A bare "$" is the US dollar only (decision 0043): pesos show MX$ in every language.
    [123456, "MXN", "es-MX", "MX$1,234.56"],
    [-5, "MXN", "es-MX", "-MX$0.05"],
    [0, "MXN", "es-MX", "MX$0.00"],
    [123456, "MXN", "en-US", "MX$1,234.56"],
    [123456, "MXN", "ja-JP", "MX$1,234.56"],
    [349900, "MXN", "es-US", "MXN\u00A03,499.00"],
    // The MX site also sells in USD: es-MX marks the foreign dollar with its code.
    [123456, "USD", "es-MX", "USD\u00A01,234.56"],
    [123456, "USD", "es-US", "$1,234.56"],
  ])("%i %s in %s → %j", (amount, currency, locale, text) => {
    expect(formatMoney(money(amount, currency), locale)).toBe(text);
  });

  it("never rounds through floating point", () => {
    expect(formatMoney(money(Number.MAX_SAFE_INTEGER, "USD"), "en-US")).toBe("$90,071,992,547,409.91");
  });
});

describe("toAnalyticsNumber", () => {
  it.each([
    [3999, "USD", 39.99],
    [6000, "JPY", 6000],
    [-150, "MXN", -1.5],
    [0, "USD", 0],
  ] as const)("%i %s → %d", (amount, currency, expected) => {
    expect(toAnalyticsNumber({ amount, currency })).toBe(expected);
  });
});
