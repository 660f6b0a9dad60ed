import { describe, expect, it } from "vitest";
import type { AccountKind } from "./account-kinds.ts";
import {
  type CheckoutRole,
  checkoutRoleOf,
  COMPLETE_ORDER_BLOCKER_MESSAGES,
  type CompleteOrderBlocker,
  completeOrderBlockers,
  type CompleteOrderState,
  isCompleteOrderEnabled,
} from "./complete-order.ts";
import { catalogues } from "./i18n/index.ts";
import type { SiteId } from "./sites.ts";

/** Nothing done yet: every condition false. */
const NOTHING: Omit<CompleteOrderState, "siteId" | "role"> = {
  tradeShow: false,
  addressChosen: false,
  paymentTypeChosen: false,
  purchaseNumberValid: false,
  termsAccepted: false,
  commentValid: false,
  shipDatesValid: false,
  tradeShowFormValid: false,
  salesRepValid: false,
  // Not paying by wallet: the wallet rule is tested on its own below.
  walletApproved: true,
  requestsPending: 0,
};
const EVERYTHING: Omit<CompleteOrderState, "siteId" | "role"> = {
  ...NOTHING,
  addressChosen: true,
  paymentTypeChosen: true,
  purchaseNumberValid: true,
  termsAccepted: true,
  commentValid: true,
  shipDatesValid: true,
  tradeShowFormValid: true,
  salesRepValid: true,
};

describe("completeOrderBlockers: what each site and role needs (shopping-flow §4)", () => {
  it.each<[string, SiteId, CheckoutRole, boolean, CompleteOrderBlocker[]]>([
    ["Japan B2B: address, payment type, purchase number", "jp", "dealer", false, ["address", "paymentType", "purchaseNumber"]],
    ["Japan B2B, other role: the same", "jp", "other", false, ["address", "paymentType", "purchaseNumber"]],
    ["dealer: address, purchase number, terms, comment, ship days", "us", "dealer", false, ["address", "purchaseNumber", "terms", "comment", "shipDates"]],
    ["Mexico dealer: the dealer rules", "mx", "dealer", false, ["address", "purchaseNumber", "terms", "comment", "shipDates"]],
    ["others: address, purchase number, terms", "us", "other", false, ["address", "purchaseNumber", "terms"]],
    ["consumer: address, purchase number, terms", "b2c", "consumer", false, ["address", "purchaseNumber", "terms"]],
    ["promo: the others' rules and a sales rep", "us", "promo", false, ["address", "purchaseNumber", "terms", "salesRep"]],
    ["trade show: the trade-show form and the purchase number", "us", "other", true, ["tradeShowForm", "purchaseNumber"]],
    ["trade show as a dealer: the same", "us", "dealer", true, ["tradeShowForm", "purchaseNumber"]],
    ["trade show on the Japan site: the same", "jp", "other", true, ["tradeShowForm", "purchaseNumber"]],
    ["trade show as promo: and a sales rep", "us", "promo", true, ["tradeShowForm", "purchaseNumber", "salesRep"]],
    ["Japan promo: and a sales rep", "jp", "promo", false, ["address", "paymentType", "purchaseNumber", "salesRep"]],
  ])("%s", (_, siteId, role, tradeShow, expected) => {
    expect(completeOrderBlockers({ ...NOTHING, siteId, role, tradeShow })).toEqual(expected);
    expect(completeOrderBlockers({ ...EVERYTHING, siteId, role, tradeShow })).toEqual([]);
  });

  it.each<[string, Partial<CompleteOrderState>, CompleteOrderBlocker[]]>([
    ["others do not need a payment type, comment or ship dates", { paymentTypeChosen: false, commentValid: false, shipDatesValid: false }, []],
    ["a failed payment-type set does not matter outside Japan", { paymentTypeChosen: false }, []],
    ["terms not accepted", { termsAccepted: false }, ["terms"]],
    ["one request pending", { requestsPending: 1 }, ["pending"]],
    ["three requests pending", { requestsPending: 3 }, ["pending"]],
  ])("US other: %s", (_, over, expected) => {
    expect(completeOrderBlockers({ ...EVERYTHING, siteId: "us", role: "other", ...over })).toEqual(expected);
  });

  it.each<[string, SiteId, CheckoutRole, Partial<CompleteOrderState>, CompleteOrderBlocker[]]>([
    ["Japan: a failed payment-type set disables", "jp", "dealer", { paymentTypeChosen: false }, ["paymentType"]],
    ["Japan dealer: no comment, terms or ship dates needed", "jp", "dealer", { commentValid: false, termsAccepted: false, shipDatesValid: false }, []],
    ["dealer: ship dates outside the booking window", "us", "dealer", { shipDatesValid: false }, ["shipDates"]],
    ["dealer: no comment", "us", "dealer", { commentValid: false }, ["comment"]],
    ["trade show: no delivery address needed", "us", "other", { tradeShow: true, addressChosen: false, termsAccepted: false }, []],
  ])("%s", (_, siteId, role, over, expected) => {
    expect(completeOrderBlockers({ ...EVERYTHING, siteId, role, ...over })).toEqual(expected);
  });

  it.each<[SiteId, CheckoutRole, boolean]>([
    ["b2c", "consumer", false],
    ["us", "dealer", false],
    ["us", "other", true],
  ])("paying by wallet on %s as %s (trade show %s): the approval must cover what is left to pay", (siteId, role, tradeShow) => {
    expect(completeOrderBlockers({ ...EVERYTHING, siteId, role, tradeShow, walletApproved: false })).toEqual(["walletApproval"]);
    expect(completeOrderBlockers({ ...EVERYTHING, siteId, role, tradeShow, walletApproved: false, requestsPending: 1 })).toEqual(["walletApproval", "pending"]);
  });

  it("isCompleteOrderEnabled is true only without blockers", () => {
    expect(isCompleteOrderEnabled({ ...EVERYTHING, siteId: "us", role: "dealer" })).toBe(true);
    expect(isCompleteOrderEnabled({ ...EVERYTHING, siteId: "us", role: "dealer", requestsPending: 1 })).toBe(false);
  });

  it("every blocker has a text", () => {
    for (const key of Object.values(COMPLETE_ORDER_BLOCKER_MESSAGES)) expect(catalogues.en[key]).toBeTruthy();
  });
});

describe("checkoutRoleOf", () => {
  it.each<[AccountKind, CheckoutRole]>([
    ["dealer", "dealer"],
    ["promo", "promo"],
    ["consumer", "consumer"],
    ["franchise", "other"],
    ["corporate", "other"],
    ["buyer", "other"],
    ["approver", "other"],
    ["salesrep", "other"],
    ["agent", "other"],
  ])("%s → %s", (kind, role) => {
    expect(checkoutRoleOf(kind)).toBe(role);
  });
});
