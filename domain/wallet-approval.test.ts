import { describe, expect, it } from "vitest";
import { isWalletReady, walletApprovalState, type WalletApprovalInput, type WalletApprovalState } from "./wallet-approval.ts";

describe("walletApprovalState (decision 0025)", () => {
  const approved = { status: "approved" as const, amountMinor: 4_250 };
  it.each<[string, WalletApprovalInput, WalletApprovalState, boolean]>([
    ["paying by card", { paymentType: "CARD", remainingMinor: 4_250, approval: null }, "notNeeded", true],
    ["no payment type yet", { paymentType: null, remainingMinor: 4_250, approval: null }, "notNeeded", true],
    ["a gift card pays everything", { paymentType: "WALLET", remainingMinor: 0, approval: null }, "notNeeded", true],
    ["wallet, not started", { paymentType: "WALLET", remainingMinor: 4_250, approval: null }, "missing", false],
    ["started, the payer not back yet", { paymentType: "WALLET", remainingMinor: 4_250, approval: { status: "created", amountMinor: 4_250 } }, "missing", false],
    ["the payer cancelled", { paymentType: "WALLET", remainingMinor: 4_250, approval: { status: "cancelled", amountMinor: 4_250 } }, "cancelled", false],
    ["approved for what is left to pay", { paymentType: "WALLET", remainingMinor: 4_250, approval: approved }, "approved", true],
    ["the total rose since", { paymentType: "WALLET", remainingMinor: 4_251, approval: approved }, "stale", false],
    ["a gift card was applied since", { paymentType: "WALLET", remainingMinor: 250, approval: approved }, "stale", false],
  ])("%s → %s", (_, input, state, ready) => {
    expect(walletApprovalState(input)).toBe(state);
    expect(isWalletReady(walletApprovalState(input))).toBe(ready);
  });
});
