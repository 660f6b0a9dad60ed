import { describe, expect, it } from "vitest";
import { canSubmitGiftCard, canValidateGiftCard, giftCardAmountToApply } from "./gift-cards.ts";

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
