import { describe, expect, it } from "vitest";
import {
  applyMask,
  formatPhone,
  formatTradeShowPostcode,
  isValidPhone,
  isValidTradeShowPostcode,
  phoneMaskOf,
  type PhoneMaskOptions,
} from "./phone-masks.ts";

describe("phoneMaskOf (account-and-ordering §5)", () => {
  it.each<[string, PhoneMaskOptions, string]>([
    ["US", {}, "(999) 999-9999"],
    ["USA", {}, "(999) 999-9999"],
    ["ca", {}, "(999) 999-9999"],
    ["AU", {}, "(99) 9999-9999"],
    ["AUS", {}, "(99) 9999-9999"],
    ["JP", {}, "999999999999999"], // others: up to 15 digits
    ["MX", {}, "999999999999999"],
    ["", {}, "999999999999999"],
    ["US", { tradeShow: true }, "999-9999-9999"],
    ["JP", { tradeShow: true, digits: 11 }, "999-9999-9999"],
    ["JP", { tradeShow: true, digits: 10 }, "999-999-9999"],
  ])("%j %j → %s", (country, opts, mask) => {
    expect(phoneMaskOf(country, opts)).toBe(mask);
  });
});

describe("formatPhone", () => {
  it.each<[string, string, boolean, string]>([
    ["US", "2125550100", false, "(212) 555-0100"],
    ["US", "212", false, "(212"],
    ["US", "2125", false, "(212) 5"],
    ["US", "+1 212 555 0100", false, "(212) 555-0100"], // a pasted country code 1 is dropped
    ["US", "21255501009", false, "(212) 555-0100"], // extra digits dropped
    ["CA", "(416) 555-0199", false, "(416) 555-0199"],
    ["AU", "0255501234", false, "(02) 5550-1234"],
    ["DE", "+49 30 1234567", false, "49301234567"],
    ["JP", "0312345678", true, "031-234-5678"], // 10 digits
    ["JP", "09012345678", true, "090-1234-5678"], // 11 digits
    ["JP", "090", true, "090"],
    ["JP", "0901", true, "090-1"],
  ])("%s %j (trade show %s) → %j", (country, raw, tradeShow, formatted) => {
    expect(formatPhone(country, raw, { tradeShow })).toBe(formatted);
  });

  it("applyMask writes separators only before a digit", () => {
    expect(applyMask("(999) 999-9999", "")).toBe("");
    expect(applyMask("999-9999", "123")).toBe("123");
    expect(applyMask("999-9999", "1234")).toBe("123-4");
  });
});

describe("isValidPhone", () => {
  it.each<[string, string, boolean, boolean]>([
    ["US", "(212) 555-0100", false, true],
    ["US", "212-555-0100", false, true],
    ["US", "+1 212 555 0100", false, true],
    ["US", "212555010", false, false], // 9 digits
    ["US", "212 555 0100 ext 4", false, false],
    ["AU", "(02) 5550-1234", false, true],
    ["AU", "025550123", false, false],
    ["JP", "0312345678", false, true],
    ["JP", "123456789012345", false, true], // 15 digits
    ["JP", "1234567890123456", false, false], // 16 digits
    ["JP", "031-234-5678", true, true], // trade show, 10 digits
    ["JP", "090-1234-5678", true, true], // trade show, 11 digits
    ["JP", "090-1234-567", true, true], // the digits count, not where the hyphens were typed: formatPhone rewrites them
    ["JP", "0901234567890", true, false], // 13 digits
    ["JP", "031-234-567", true, false], // 9 digits
  ])("%s %j (trade show %s) → %s", (country, raw, tradeShow, valid) => {
    expect(isValidPhone(country, raw, { tradeShow })).toBe(valid);
  });
});

describe("trade-show post code 999-9999", () => {
  it.each<[string, boolean]>([
    ["150-0001", true],
    [" 150-0001 ", true],
    ["1500001", false],
    ["15-00001", false],
    ["150-00010", false],
    ["abc-defg", false],
  ])("%j → %s", (raw, valid) => {
    expect(isValidTradeShowPostcode(raw)).toBe(valid);
  });

  it("formats typed digits into the mask", () => {
    expect(formatTradeShowPostcode("1500001")).toBe("150-0001");
  });
});
