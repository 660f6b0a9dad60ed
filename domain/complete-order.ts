/**
 * When the Complete-order button is enabled (shopping-flow §4; account-and-ordering §4). The
 * page disables the button while the list is not empty, and the server computes the same list
 * from its own state before placing the order, refusing when it is not empty.
 *
 * - trade show: the trade-show address form (destination, required fields, sales rep id) and
 *   the purchase number;
 * - Japan partner site: address, payment type, purchase number;
 * - dealers: address, purchase number, terms, comment, ship dates in the booking window;
 * - everyone else: address, purchase number, terms;
 * - promo users also need a valid sales rep, and no checkout request may be pending;
 * - paying by wallet, the payer's approval must cover what is left to pay (decision 0025).
 */
import type { AccountKind } from "./account-kinds.ts";
import type { CheckoutMessageKey } from "./i18n/areas/checkout.en.ts";
import type { SiteId } from "./sites.ts";

export type CheckoutRole = "dealer" | "promo" | "consumer" | "other";

export interface CompleteOrderState {
  siteId: SiteId;
  role: CheckoutRole;
  tradeShow: boolean;
  addressChosen: boolean;
  paymentTypeChosen: boolean;
  purchaseNumberValid: boolean;
  termsAccepted: boolean;
  commentValid: boolean;
  shipDatesValid: boolean;
  tradeShowFormValid: boolean;
  salesRepValid: boolean;
  /** Not paying by wallet, or the wallet approval covers what is left to pay (domain/wallet-approval.ts `isWalletReady`). */
  walletApproved: boolean;
  /** Checkout requests (payment type, address, comment …) not answered yet. */
  requestsPending: number;
}

export type CompleteOrderBlocker =
  | "address"
  | "paymentType"
  | "purchaseNumber"
  | "terms"
  | "comment"
  | "shipDates"
  | "tradeShowForm"
  | "salesRep"
  | "walletApproval"
  | "pending";

export function checkoutRoleOf(kind: AccountKind): CheckoutRole {
  if (kind === "dealer" || kind === "promo" || kind === "consumer") return kind;
  return "other";
}

type Rule = readonly [CompleteOrderBlocker, (s: CompleteOrderState) => boolean];

const ADDRESS: Rule = ["address", (s) => s.addressChosen];
const PAYMENT_TYPE: Rule = ["paymentType", (s) => s.paymentTypeChosen];
const PURCHASE_NUMBER: Rule = ["purchaseNumber", (s) => s.purchaseNumberValid];
const TERMS: Rule = ["terms", (s) => s.termsAccepted];
const COMMENT: Rule = ["comment", (s) => s.commentValid];
const SHIP_DATES: Rule = ["shipDates", (s) => s.shipDatesValid];
const TRADE_SHOW_FORM: Rule = ["tradeShowForm", (s) => s.tradeShowFormValid];
const SALES_REP: Rule = ["salesRep", (s) => s.salesRepValid];
const WALLET_APPROVAL: Rule = ["walletApproval", (s) => s.walletApproved];
const NOTHING_PENDING: Rule = ["pending", (s) => s.requestsPending <= 0];

function rulesFor(state: Pick<CompleteOrderState, "siteId" | "role" | "tradeShow">): readonly Rule[] {
  if (state.tradeShow) return [TRADE_SHOW_FORM, PURCHASE_NUMBER];
  if (state.siteId === "jp") return [ADDRESS, PAYMENT_TYPE, PURCHASE_NUMBER];
  if (state.role === "dealer") return [ADDRESS, PURCHASE_NUMBER, TERMS, COMMENT, SHIP_DATES];
  return [ADDRESS, PURCHASE_NUMBER, TERMS];
}

/** Whether the site's Complete-order rule for this role asks for `blocker` at all (e.g. a comment). */
export function completeOrderAsksFor(blocker: CompleteOrderBlocker, who: { siteId: SiteId; role: CheckoutRole; tradeShow?: boolean }): boolean {
  const rules = [...rulesFor({ siteId: who.siteId, role: who.role, tradeShow: who.tradeShow ?? false }), ...(who.role === "promo" ? [SALES_REP] : [])];
  return rules.some(([asked]) => asked === blocker);
}

/** What still keeps the order from being completed, in the order the page lists it; [] = enabled. */
export function completeOrderBlockers(state: CompleteOrderState): CompleteOrderBlocker[] {
  const rules = [...rulesFor(state), ...(state.role === "promo" ? [SALES_REP] : []), WALLET_APPROVAL, NOTHING_PENDING];
  return rules.filter(([, holds]) => !holds(state)).map(([blocker]) => blocker);
}

export function isCompleteOrderEnabled(state: CompleteOrderState): boolean {
  return completeOrderBlockers(state).length === 0;
}

/** What the page's hint and the server's refusal say for each blocker. */
export const COMPLETE_ORDER_BLOCKER_MESSAGES: Readonly<Record<CompleteOrderBlocker, CheckoutMessageKey>> = {
  address: "checkout.complete.address",
  paymentType: "checkout.complete.paymentType",
  purchaseNumber: "checkout.complete.purchaseNumber",
  terms: "checkout.complete.terms",
  comment: "checkout.complete.comment",
  shipDates: "checkout.complete.shipDates",
  tradeShowForm: "checkout.complete.tradeShowForm",
  salesRep: "checkout.complete.salesRep",
  walletApproval: "checkout.complete.walletApproval",
  pending: "checkout.complete.pending",
};
