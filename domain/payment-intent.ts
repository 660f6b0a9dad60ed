/**
 * A payment intent: one operation at a payment provider (a card authorization, a wallet capture),
 * written down in its own committed transaction before the provider is called (decision 0039).
 * Money a provider holds is on an order (`attached`) or given back (`voided`, `refunded`); an
 * intent that never took money ends `failed`. Recovery moves every other intent to one of these.
 */
export const PAYMENT_INTENT_STATES = ["pending", "authorized", "captured", "attached", "releasing", "voided", "refunded", "failed"] as const;
export type PaymentIntentState = (typeof PAYMENT_INTENT_STATES)[number];

export const PAYMENT_INTENT_PROVIDERS = ["card", "wallet"] as const;
export type PaymentIntentProvider = (typeof PAYMENT_INTENT_PROVIDERS)[number];

/** States in which the provider may hold money that no order carries yet. */
export const LIVE_INTENT_STATES = ["pending", "authorized", "captured", "releasing"] as const satisfies readonly PaymentIntentState[];

const MOVES: Record<PaymentIntentState, readonly PaymentIntentState[]> = {
  pending: ["authorized", "captured", "failed", "releasing", "attached"],
  authorized: ["attached", "releasing"],
  captured: ["attached", "releasing"],
  releasing: ["voided", "refunded", "failed", "attached"],
  attached: [],
  voided: [],
  refunded: [],
  failed: [],
};

export function canMoveIntent(from: PaymentIntentState, to: PaymentIntentState): boolean {
  return MOVES[from].includes(to);
}

export function isLiveIntent(state: PaymentIntentState): boolean {
  return (LIVE_INTENT_STATES as readonly PaymentIntentState[]).includes(state);
}

/** What the provider holds for an intent, as its lookup answers. */
export type ProviderHolding = "nothing" | "authorized" | "captured" | "voided" | "refunded";

/**
 * What recovery does with a live intent: leave it while its request may still be running (younger
 * than the grace period), put it on the order that carries its provider reference, else give
 * back what the provider holds.
 */
export type RecoveryStep = "wait" | "attach" | "release";

export function recoveryStep(intent: { state: PaymentIntentState; ageMs: number }, facts: { onAnOrder: boolean; graceMs: number }): RecoveryStep | null {
  if (!isLiveIntent(intent.state)) return null;
  if (facts.onAnOrder) return "attach";
  if (intent.ageMs < facts.graceMs) return "wait";
  return "release";
}

/** The provider call that gives back what it holds, and the state the intent ends in. */
export function releaseOf(holding: ProviderHolding): { call: "none" | "void" | "refund"; ends: "voided" | "refunded" | "failed" } {
  switch (holding) {
    case "nothing":
      return { call: "none", ends: "failed" };
    case "authorized":
      return { call: "void", ends: "voided" };
    case "voided":
      return { call: "none", ends: "voided" };
    case "captured":
      return { call: "refund", ends: "refunded" };
    case "refunded":
      return { call: "none", ends: "refunded" };
  }
}

/**
 * A new placement of a cart that still has a live intent of another attempt: reuse it (the same
 * provider key: the provider answers the same operation), wait for the request that owns it while
 * it is young, or give it back first when it is older than the grace period (a crash left it).
 */
export type LiveIntentStep = "reuse" | "wait" | "releaseFirst";

export function liveIntentStep(live: { providerKey: string; ageMs: number }, attempt: { providerKey: string }, graceMs: number): LiveIntentStep {
  if (live.providerKey === attempt.providerKey) return "reuse";
  return live.ageMs < graceMs ? "wait" : "releaseFirst";
}
