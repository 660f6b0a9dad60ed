import { describe, expect, it } from "vitest";
import { CHECKOUT_STEPS, stepFromHash, stepId } from "./checkout-steps.ts";

describe("checkout steps by hash (decision 0029)", () => {
  it("has four steps in page order", () => {
    expect(CHECKOUT_STEPS).toEqual(["address", "delivery", "payment", "review"]);
    expect(stepId(3)).toBe("step3");
  });

  it.each([
    ["#step1", 1],
    ["#step4", 4],
    ["step2", 2],
    ["#step5", null],
    ["#step0", null],
    ["#step01", null],
    ["#Step1", null],
    ["#step1x", null],
    ["#payment", null],
    ["", null],
  ] as const)("%j → %j", (hash, step) => {
    expect(stepFromHash(hash)).toBe(step);
  });

  it("knows a shorter list of steps", () => {
    expect(stepFromHash("#step3", 2)).toBeNull();
  });
});
