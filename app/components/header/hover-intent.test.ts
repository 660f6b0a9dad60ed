import { describe, expect, it } from "vitest";
import { HOVER_INTENT_INTERVAL_MS, HOVER_INTENT_SENSITIVITY, pointerRested } from "./hover-intent.ts";

describe("hover intent (spec §9: interval 100 ms, sensitivity 6)", () => {
  it("uses the spec's constants", () => {
    expect(HOVER_INTENT_INTERVAL_MS).toBe(100);
    expect(HOVER_INTENT_SENSITIVITY).toBe(6);
  });

  it.each([
    [{ x: 10, y: 10 }, { x: 10, y: 10 }, true],
    [{ x: 10, y: 10 }, { x: 13, y: 12 }, true],
    [{ x: 10, y: 10 }, { x: 14, y: 12 }, false],
    [{ x: 10, y: 10 }, { x: 4, y: 10 }, false],
    [{ x: 10, y: 10 }, { x: 5, y: 10 }, true],
    [{ x: 0, y: 0 }, { x: 0, y: -40 }, false],
  ])("from %o to %o rested: %s", (from, to, rested) => {
    expect(pointerRested(from, to)).toBe(rested);
  });

  it("takes another sensitivity", () => {
    expect(pointerRested({ x: 0, y: 0 }, { x: 8, y: 0 }, 10)).toBe(true);
  });
});
