import { describe, expect, it } from "vitest";
import { checkoutBlockers, type CheckoutPageState } from "./checkout-blockers.ts";

const READY: CheckoutPageState = {
  siteId: "us",
  role: "dealer",
  addressChosen: true,
  paymentTypeChosen: true,
  purchaseNumberValid: true,
  termsAccepted: true,
  commentValid: true,
  shipDatesValid: true,
  salesRepValid: false,
  walletApproved: true,
  tradeShow: false,
  tradeShowFormValid: false,
  requestsPending: 0,
  costCentreMissing: false,
  creditBlocked: false,
  programmeBelowMinimum: false,
};

describe("checkoutBlockers", () => {
  it.each<[string, Partial<CheckoutPageState>, string[]]>([
    ["a ready dealer", {}, []],
    ["a dealer without comment and dates (shopping-flow §4)", { commentValid: false, shipDatesValid: false }, ["comment", "shipDates"]],
    ["any request pending", { requestsPending: 2 }, ["pending"]],
    ["a corporate buyer needs no comment or dates", { role: "other", commentValid: false, shipDatesValid: false }, []],
    ["terms for everyone outside Japan", { role: "other", termsAccepted: false }, ["terms"]],
    ["Japan: address, payment type, purchase number only", { siteId: "jp", termsAccepted: false, commentValid: false, shipDatesValid: false }, []],
    ["Japan without a payment type", { siteId: "jp", paymentTypeChosen: false }, ["paymentType"]],
    ["a failed payment-type set blocks outside Japan too", { paymentTypeChosen: false }, ["paymentType"]],
    ["promo users need a sales rep", { role: "promo" }, ["salesRep"]],
    ["promo user with one", { role: "promo", salesRepValid: true }, []],
    ["no address", { addressChosen: false }, ["address"]],
    ["account payment without the unit's cost centre", { role: "other", costCentreMissing: true }, ["costCentre"]],
    ["credit block", { creditBlocked: true }, ["creditBlocked"]],
    ["a GCP cart below the programme minimum (decision 0042)", { programmeBelowMinimum: true }, ["programmeMinimum"]],
    ["a consumer paying by wallet before the approval", { role: "consumer", siteId: "b2c", walletApproved: false }, ["walletApproval"]],
    ["trade show: the form and the purchase number, no address of the book, terms or comment", { tradeShow: true, tradeShowFormValid: true, addressChosen: false, termsAccepted: false, commentValid: false }, []],
    ["trade show without a valid form", { tradeShow: true, addressChosen: false }, ["tradeShowForm"]],
    ["trade show without a purchase number", { tradeShow: true, tradeShowFormValid: true, purchaseNumberValid: false }, ["purchaseNumber"]],
    ["trade show still needs a payment type", { tradeShow: true, tradeShowFormValid: true, paymentTypeChosen: false }, ["paymentType"]],
  ])("%s", (_label, change, expected) => {
    expect(checkoutBlockers({ ...READY, ...change })).toEqual(expected);
  });
});
