import { describe, expect, it } from "vitest";
import { needsNegotiation } from "./negotiation.ts";

describe("needsNegotiation", () => {
  it.each([
    [{ unitPriceMinor: null }, true],
    [{ unitPriceMinor: 0 }, false],
    [{ unitPriceMinor: 2499 }, false],
  ])("%o → %s", (line, expected) => expect(needsNegotiation(line)).toBe(expected));
});
