import { describe, expect, it } from "vitest";
import { needsApproval, type ApprovalRule } from "./approval-rule.ts";

describe("needsApproval", () => {
  it.each<[string, ApprovalRule | null, number, string, boolean]>([
    ["no rule (or nobody to approve): never", null, 1_000_000, "USD", false],
    ["no threshold: every order", { thresholdMinor: null, currency: "USD" }, 0, "USD", true],
    ["no threshold: a large order too", { thresholdMinor: null, currency: "USD" }, 99_999_99, "USD", true],
    ["below the threshold", { thresholdMinor: 50_000, currency: "USD" }, 49_999, "USD", false],
    ["at the threshold: not above it", { thresholdMinor: 50_000, currency: "USD" }, 50_000, "USD", false],
    ["one cent above the threshold", { thresholdMinor: 50_000, currency: "USD" }, 50_001, "USD", true],
    ["yen have no minor unit", { thresholdMinor: 100_000, currency: "JPY" }, 100_001, "JPY", true],
    ["a zero threshold: any order with a total", { thresholdMinor: 0, currency: "USD" }, 1, "USD", true],
    ["a zero threshold: a free order does not wait", { thresholdMinor: 0, currency: "USD" }, 0, "USD", false],
    ["another currency cannot be compared: it waits", { thresholdMinor: 50_000, currency: "USD" }, 10, "MXN", true],
  ])("%s", (_, rule, amountMinor, currency, expected) => {
    expect(needsApproval(rule, { amountMinor, currency })).toBe(expected);
  });
});
