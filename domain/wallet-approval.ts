/**
 * Wallet (PayPal-style) payment at checkout (decision 0025): the payer approves on the provider's
 * page an amount the storefront asked for, the rest of the order after the gift card. The order
 * can be completed only while that approval covers exactly what is still to pay; a cart, address
 * or gift-card change since then asks for a new approval. The page and the placement both use it.
 */

export type WalletApprovalState =
  /** Not paying by wallet, or a gift card pays everything. */
  | "notNeeded"
  /** Not started, or the payer has not come back from the provider yet. */
  | "missing"
  | "cancelled"
  | "approved"
  /** Approved for another amount than the order leaves to pay now. */
  | "stale";

export interface WalletApprovalInput {
  paymentType: string | null;
  /** What the order leaves to pay after the gift card, minor units. */
  remainingMinor: number;
  approval: { status: "created" | "approved" | "cancelled"; amountMinor: number } | null;
}

export function walletApprovalState({ paymentType, remainingMinor, approval }: WalletApprovalInput): WalletApprovalState {
  if (paymentType !== "WALLET" || remainingMinor <= 0) return "notNeeded";
  if (!approval || approval.status === "created") return "missing";
  if (approval.status === "cancelled") return "cancelled";
  return approval.amountMinor === remainingMinor ? "approved" : "stale";
}

/** Whether the wallet lets the order be completed (the Complete-order rule's `walletApproved`). */
export function isWalletReady(state: WalletApprovalState): boolean {
  return state === "notNeeded" || state === "approved";
}
