import { describe, expect, it } from "vitest";
import { delayAfterFailures } from "./sign-in-throttle.ts";

const MINUTE = 60_000;
// The defaults: LOGIN_MAX_FAILURES=5 free failures, 1 minute doubling up to LOGIN_LOCK_MINUTES=15.
const RULE = { freeFailures: 5, baseDelayMs: MINUTE, maxDelayMs: 15 * MINUTE };

describe("delayAfterFailures", () => {
  it.each<[number, number]>([
    [0, 0],
    [1, 0],
    [4, 0],
    [5, MINUTE],
    [6, 2 * MINUTE],
    [7, 4 * MINUTE],
    [8, 8 * MINUTE],
    [9, 15 * MINUTE],
    [10, 15 * MINUTE],
    [1000, 15 * MINUTE],
    [-1, 0],
    [5.5, 0],
  ])("after %d failures waits %d ms", (failures, delay) => {
    expect(delayAfterFailures(failures, RULE)).toBe(delay);
  });

  it("never waits longer than the longest delay, also with one free failure", () => {
    const strict = { freeFailures: 1, baseDelayMs: MINUTE, maxDelayMs: 15 * MINUTE };
    expect(delayAfterFailures(1, strict)).toBe(MINUTE);
    expect(delayAfterFailures(Number.MAX_SAFE_INTEGER, strict)).toBe(15 * MINUTE);
  });
});
