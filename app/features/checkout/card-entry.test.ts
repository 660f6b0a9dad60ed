import { describe, expect, it } from "vitest";
import { cardTypeOfNumber, formatMonthYear } from "./card-entry.ts";

describe("card entry", () => {
  it.each([
    ["", ""],
    ["1", "1"],
    ["05", "05"],
    ["052", "05/2"],
    ["0527", "05/27"],
    ["05/27", "05/27"],
    ["05/2799", "05/27"],
    ["a0b5c2d7", "05/27"],
  ])("writes %j as MM/YY: %j", (raw, expected) => {
    expect(formatMonthYear(raw)).toBe(expected);
  });

  it.each([
    ["4111 1111 1111 1111", "001"],
    ["5555 5555 5555 4444", "002"],
    ["2221 0000 0000 0009", "002"],
    ["3782 822463 10005", "003"],
    ["3530 1113 3330 0000", "007"],
    ["6759 6498 2643 8453", "024"],
    ["9999", null],
    ["", null],
  ])("names the card type of %s: %s", (number, expected) => {
    expect(cardTypeOfNumber(number)).toBe(expected);
  });
});
