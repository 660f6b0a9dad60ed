import { describe, expect, it } from "vitest";
import { isValidUpc, upcCheckDigit, upcForVariant } from "./upc.ts";

describe("UPC-A check digit", () => {
  // Published valid UPC-A codes: the payload (first 11 digits) and its check digit.
  it.each([
    ["036000291452", 2],
    ["012345678905", 5],
    ["042100005264", 4],
    ["614141000036", 6],
    ["885909950805", 5],
    ["075678164125", 5],
  ])("%s ends in %i", (upc, check) => {
    expect(upcCheckDigit(upc.slice(0, 11))).toBe(check);
    expect(isValidUpc(upc)).toBe(true);
  });

  it("rejects a wrong check digit and wrong lengths", () => {
    expect(isValidUpc("036000291453")).toBe(false);
    expect(isValidUpc("03600029145")).toBe(false);
    expect(() => upcCheckDigit("123")).toThrow();
  });
});

describe("upcForVariant", () => {
  it("gives valid, unique, 12-digit codes", () => {
    const seen = new Set<string>();
    let malformed = 0;
    for (let n = 0; n < 200_000; n++) {
      const upc = upcForVariant(n);
      if (!/^84\d{10}$/.test(upc) || !isValidUpc(upc)) malformed++;
      seen.add(upc);
    }
    expect(malformed).toBe(0);
    expect(seen.size).toBe(200_000);
    for (const n of [0, 1, 999, 123_456, 999_999_999]) expect(isValidUpc(upcForVariant(n))).toBe(true);
  });

  it("refuses numbers outside its range", () => {
    expect(() => upcForVariant(-1)).toThrow();
    expect(() => upcForVariant(1e9)).toThrow();
  });
});
