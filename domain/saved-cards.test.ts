import { describe, expect, it } from "vitest";
import { cardExpiryText, expiryOfProvider, isCardExpired, lastFourOf } from "./saved-cards.ts";

describe("saved cards (decision 0029)", () => {
  it.each([
    // expiry month/year, today → expired: a card is valid to the end of its expiry month
    [5, 2027, "2027-05-31", false],
    [5, 2027, "2027-05-01", false],
    [5, 2027, "2027-06-01", true],
    [12, 2026, "2027-01-01", true],
    [12, 2026, "2026-12-31", false],
    [1, 2030, "2026-07-15", false],
    [7, 2020, "2026-07-15", true],
  ])("%i/%i on %s: expired %s", (expiryMonth, expiryYear, today, expired) => {
    expect(isCardExpired({ expiryMonth, expiryYear }, today)).toBe(expired);
  });

  it("refuses a date that is none", () => {
    expect(() => isCardExpired({ expiryMonth: 1, expiryYear: 2030 }, "soon")).toThrow(RangeError);
  });

  it.each([
    [5, 2027, "05/27"],
    [12, 2030, "12/30"],
    [1, 2100, "01/00"],
  ])("%i/%i is written %s", (expiryMonth, expiryYear, text) => {
    expect(cardExpiryText({ expiryMonth, expiryYear })).toBe(text);
  });

  it("reads the provider's expiry and the last four digits", () => {
    expect(expiryOfProvider("203012")).toEqual({ expiryYear: 2030, expiryMonth: 12 });
    expect(() => expiryOfProvider("12/30")).toThrow(RangeError);
    expect(lastFourOf("411111******1111")).toBe("1111");
    expect(lastFourOf("378282*****0005")).toBe("0005");
  });
});
