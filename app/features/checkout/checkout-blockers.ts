/**
 * What keeps the Complete-order button disabled: the rule of domain/complete-order.ts, plus what
 * the server's placement also refuses (server/modules/orders/place-order.ts `checkoutGaps`): an
 * order always needs an address (in trade-show mode: the trade-show form) and a payment type (a failed payment-type set unchecks the radio
 * and disables the button, shopping-flow §4), payment on ACCOUNT needs a cost centre where the
 * unit has some, a unit on credit block cannot order, and a GCP cart needs the programme minimum of
 * every product (decision 0042).
 */
import { completeOrderBlockers, COMPLETE_ORDER_BLOCKER_MESSAGES, type CheckoutRole, type CompleteOrderBlocker } from "#domain/complete-order.ts";
import type { MessageKey } from "#domain/i18n/index.ts";
import type { SiteId } from "#domain/sites.ts";

export type CheckoutBlocker = CompleteOrderBlocker | "costCentre" | "creditBlocked" | "programmeMinimum";

export interface CheckoutPageState {
  siteId: SiteId;
  role: CheckoutRole;
  addressChosen: boolean;
  paymentTypeChosen: boolean;
  purchaseNumberValid: boolean;
  termsAccepted: boolean;
  commentValid: boolean;
  shipDatesValid: boolean;
  salesRepValid: boolean;
  /** Not paying by wallet, or the payer's approval covers what is left to pay (decision 0025). */
  walletApproved: boolean;
  /** Trade-show mode (decision 0028), and whether its delivery form passes the domain's rule. */
  tradeShow: boolean;
  tradeShowFormValid: boolean;
  requestsPending: number;
  /** Payment on ACCOUNT, the unit has cost centres and none is chosen. */
  costCentreMissing: boolean;
  creditBlocked: boolean;
  /** A GCP cart with a product below the programme minimum (decision 0042). */
  programmeBelowMinimum: boolean;
}

export function checkoutBlockers(state: CheckoutPageState): CheckoutBlocker[] {
  const blockers: CheckoutBlocker[] = completeOrderBlockers(state);
  if (!state.tradeShow && !state.addressChosen && !blockers.includes("address")) blockers.push("address");
  if (!state.paymentTypeChosen && !blockers.includes("paymentType")) blockers.push("paymentType");
  if (state.costCentreMissing) blockers.push("costCentre");
  if (state.creditBlocked) blockers.push("creditBlocked");
  if (state.programmeBelowMinimum) blockers.push("programmeMinimum");
  return blockers;
}

export const CHECKOUT_BLOCKER_MESSAGES: Readonly<Record<CheckoutBlocker, MessageKey>> = {
  ...COMPLETE_ORDER_BLOCKER_MESSAGES,
  costCentre: "checkoutPage.blocker.costCentre",
  creditBlocked: "checkoutPage.blocker.creditBlocked",
  programmeMinimum: "programme.blocker",
};
