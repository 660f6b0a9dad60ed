import { describe, expect, it } from "vitest";
import { canSubmitGiftCard, canValidateGiftCard, formatGiftCardNumber, giftCardAmountToApply, isGiftCardNumber, luhnCheckDigit, newGiftCardNumber } from "./gift-cards.ts";

describe("gift card popup", () => {
  it.each<[string, string, boolean]>([
    ["", "", false],
    ["6006491234567890", "", false],
    ["", "1234", false],
    ["  ", "1234", false],
    ["6006491234567890", "1234", true],
  ])("validate with number %j and pin %j: %s", (number, pin, enabled) => {
    expect(canValidateGiftCard(number, pin)).toBe(enabled);
  });

  it.each<[number, boolean]>([
    [0, false],
    [-100, false],
    [1, true],
    [5000, true],
  ])("submit with balance %d: %s", (balance, enabled) => {
    expect(canSubmitGiftCard(balance)).toBe(enabled);
  });

  it.each<[number, number, number]>([
    [5000, 12999, 5000], // balance below the total: all of it
    [20000, 12999, 12999], // above the total: the total
    [12999, 12999, 12999],
    [0, 12999, 0],
    [5000, 0, 0],
  ])("balance %d on a total of %d applies %d", (balance, total, applied) => {
    expect(giftCardAmountToApply(balance, total)).toBe(applied);
  });

  it("refuses amounts that are not minor units", () => {
    expect(() => giftCardAmountToApply(10.5, 100)).toThrow(RangeError);
  });
});

describe("gift card numbers", () => {
  it.each<[string, number]>([
    ["7992739871", 3], // the textbook example
    ["411111111111111", 1], // the Visa test card 4111 1111 1111 1111
    ["555555555555444", 4],
    ["0", 0],
    ["600600000000000", 1],
  ])("the check digit of %s is %d", (body, digit) => {
    expect(luhnCheckDigit(body)).toBe(digit);
  });

  it.each<[string, boolean]>([
    ["6006000000000001", true],
    ["6006 0000 0000 0001", true],
    ["6006-0000-0000-0001", true],
    ["6006000000000007", false], // wrong check digit
    ["6006000000000010", false], // the last two digits swapped
    ["600600000000006", false], // 15 digits
    ["60060000000000010", false], // 17 digits
    ["600600000000000a", false],
    ["", false],
  ])("%j is a gift card number: %s", (number, valid) => {
    expect(isGiftCardNumber(number)).toBe(valid);
  });

  it("makes 16-digit numbers with the prefix and a valid check digit from the random digits", () => {
    const digits = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1];
    const number = newGiftCardNumber(() => digits.shift()!);
    expect(number).toBe(`600612345678901${luhnCheckDigit("600612345678901")}`);
    expect(isGiftCardNumber(number)).toBe(true);
    expect(() => newGiftCardNumber(() => 10)).toThrow(RangeError);
  });

  it("groups a number by four", () => {
    expect(formatGiftCardNumber("6006123456789012")).toBe("6006 1234 5678 9012");
  });
});
