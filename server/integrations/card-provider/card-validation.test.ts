import { describe, expect, it } from "vitest";
import { checkCardData, maskCardNumber, passesLuhn, type CardData } from "./card-validation.ts";
import { cardResultField } from "../../../domain/card-form.ts";
import { CARD_RESULT_CODES } from "./result-codes.ts";
import { TEST_CARDS, forcedDeclineCode } from "./test-cards.ts";

const NOW = new Date("2026-05-15T12:00:00Z");
const GOOD: CardData = { cardNumber: "4111111111111111", expiryMonth: "12", expiryYear: "2030", securityCode: "123", holder: "TARO YAMADA" };

describe("card data checks (shopping-flow §5, §8)", () => {
  it.each([
    ["valid card", {}, "000"],
    ["grouped in fours", { cardNumber: "4111 1111 1111 1111" }, "000"],
    ["no security code", { securityCode: "" }, "000"],
    ["no cardholder", { holder: "" }, "000"],
    ["number missing", { cardNumber: "" }, "100"],
    ["number with a letter", { cardNumber: "41111111111111a1" }, "101"],
    ["number failing the check digit", { cardNumber: "4111111111111112" }, "101"],
    ["9 digits", { cardNumber: "411111113" }, "102"],
    ["10 digits is the minimum", { cardNumber: "4111111110" }, "000"],
    ["17 digits", { cardNumber: "41111111111111111" }, "102"],
    ["month missing", { expiryMonth: "" }, "110"],
    ["year missing", { expiryYear: "" }, "110"],
    ["month not digits", { expiryMonth: "1a" }, "111"],
    ["year of two digits (no century prefix)", { expiryYear: "30" }, "112"],
    ["month of three digits", { expiryMonth: "012" }, "112"],
    ["month 13", { expiryMonth: "13" }, "113"],
    ["month 00", { expiryMonth: "00" }, "113"],
    ["expired last month", { expiryMonth: "04", expiryYear: "2026" }, "113"],
    ["expires this month", { expiryMonth: "5", expiryYear: "2026" }, "000"],
    ["security code with a letter", { securityCode: "12a" }, "121"],
    ["security code of 2 digits", { securityCode: "12" }, "122"],
    ["security code of 4 digits", { securityCode: "1234" }, "000"],
    ["security code of 5 digits", { securityCode: "12345" }, "122"],
    ["cardholder in katakana", { holder: "ヤマダ タロウ" }, "131"],
    ["cardholder with @", { holder: "TARO@YAMADA" }, "131"],
    ["cardholder of 50 characters", { holder: "A".repeat(50) }, "000"],
    ["cardholder of 51 characters", { holder: "A".repeat(51) }, "132"],
    ["number checked before expiry", { cardNumber: "", expiryMonth: "13" }, "100"],
  ] as const)("%s → %s", (_name, change, code) => {
    const result = checkCardData({ ...GOOD, ...change }, NOW);
    expect(result.ok ? "000" : result.code).toBe(code);
  });

  it("answers the card's expiry and whether a security code was given", () => {
    expect(checkCardData({ ...GOOD, expiryMonth: "3" }, NOW)).toEqual({
      ok: true,
      card: { pan: "4111111111111111", expiry: "203003", securityCodeSet: true },
    });
    expect(checkCardData({ ...GOOD, securityCode: "" }, NOW)).toMatchObject({ card: { securityCodeSet: false } });
  });

  it.each(TEST_CARDS.map((c) => [c.number, c.tokenCode] as const))("test card %s tokenizes with %s", (number, code) => {
    expect(passesLuhn(number)).toBe(true);
    const result = checkCardData({ ...GOOD, cardNumber: number }, NOW);
    expect(result.ok ? "000" : result.code).toBe(code);
  });

  it("has a test card for every result code, and declining cards", () => {
    const forced = new Set(TEST_CARDS.map((c) => c.tokenCode));
    expect([...forced].sort()).toEqual(Object.keys(CARD_RESULT_CODES).sort());
    expect(forcedDeclineCode("4000000000009995")).toBe("051");
    expect(forcedDeclineCode("4111111111111111")).toBeNull();
  });
});

describe("masked card number", () => {
  it.each([
    ["4111111111111111", "411111******1111"],
    ["378282246310005", "37828******0005"],
    ["4111111110", "******1110"],
  ])("%s → %s", (pan, masked) => {
    expect(maskCardNumber(pan)).toBe(masked);
  });
});

describe("result code fields (shopping-flow §8)", () => {
  it.each([
    ["000", null],
    ["100", "cardNumber"],
    ["101", "cardNumber"],
    ["102", "cardNumber"],
    ["110", "expiry"],
    ["113", "expiry"],
    ["121", "securityCode"],
    ["122", "securityCode"],
    ["131", "holder"],
    ["132", "holder"],
    ["901", null],
    ["051", null],
  ])("%s → %s", (code, field) => {
    expect(cardResultField(code)).toBe(field);
  });
});
