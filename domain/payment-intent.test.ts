import { describe, expect, it } from "vitest";
import { canMoveIntent, liveIntentStep, PAYMENT_INTENT_STATES, recoveryStep, releaseOf, type PaymentIntentState } from "./payment-intent.ts";

const GRACE = 60_000;

describe("payment intent moves", () => {
  it.each<[PaymentIntentState, PaymentIntentState, boolean]>([
    ["pending", "authorized", true],
    ["pending", "captured", true],
    ["pending", "failed", true],
    ["pending", "releasing", true],
    ["authorized", "attached", true],
    ["captured", "attached", true],
    ["authorized", "releasing", true],
    ["releasing", "voided", true],
    ["releasing", "refunded", true],
    ["releasing", "failed", true],
    ["releasing", "attached", true],
    ["authorized", "captured", false],
    ["releasing", "authorized", false],
    ["attached", "releasing", false],
    ["voided", "attached", false],
    ["refunded", "attached", false],
    ["failed", "authorized", false],
  ])("%s → %s: %s", (from, to, allowed) => {
    expect(canMoveIntent(from, to)).toBe(allowed);
  });

  it("ends (attached, voided, refunded, failed) move nowhere", () => {
    for (const end of ["attached", "voided", "refunded", "failed"] as const) {
      for (const to of PAYMENT_INTENT_STATES) expect(canMoveIntent(end, to)).toBe(false);
    }
  });
});

describe("recovery of an intent", () => {
  it.each<[PaymentIntentState, number, boolean, ReturnType<typeof recoveryStep>]>([
    ["pending", 1_000, false, "wait"],
    ["authorized", 59_999, false, "wait"],
    ["authorized", 60_000, false, "release"],
    ["captured", 600_000, false, "release"],
    ["pending", 600_000, false, "release"],
    ["releasing", 600_000, false, "release"],
    ["authorized", 1_000, true, "attach"],
    ["captured", 600_000, true, "attach"],
    ["attached", 600_000, false, null],
    ["voided", 600_000, false, null],
    ["failed", 600_000, true, null],
  ])("%s, %i ms old, on an order %s: %s", (state, ageMs, onAnOrder, step) => {
    expect(recoveryStep({ state, ageMs }, { onAnOrder, graceMs: GRACE })).toBe(step);
  });

  it.each([
    ["nothing", "none", "failed"],
    ["authorized", "void", "voided"],
    ["voided", "none", "voided"],
    ["captured", "refund", "refunded"],
    ["refunded", "none", "refunded"],
  ] as const)("the provider holds %s: %s, ends %s", (holding, call, ends) => {
    expect(releaseOf(holding)).toEqual({ call, ends });
  });
});

describe("a new attempt meeting a live intent of its cart", () => {
  it.each([
    ["k1", 1_000, "k1", "reuse"],
    ["k1", 600_000, "k1", "reuse"],
    ["k1", 1_000, "k2", "wait"],
    ["k1", 59_999, "k2", "wait"],
    ["k1", 60_000, "k2", "releaseFirst"],
  ] as const)("live %s %i ms old, attempt %s: %s", (liveKey, ageMs, attemptKey, step) => {
    expect(liveIntentStep({ providerKey: liveKey, ageMs }, { providerKey: attemptKey }, GRACE)).toBe(step);
  });
});
