import { describe, expect, it } from "vitest";
import type { CartCall, TotalsAnswer } from "../cart/cart-api.ts";
import { savedBagTotalsOutcome } from "./saved-bag-totals.ts";

const zero = { value: 0, formattedValue: "$0.00" };
const body: TotalsAnswer = { totalUnitCount: 7, materialIDsCount: 2, totalPrice: { value: 12_600, formattedValue: "$126.00" } };
const zeroTotals: TotalsAnswer = { totalUnitCount: 0, materialIDsCount: 0, subTotal: zero, totalDiscounts: zero, totalPrice: zero };
const error = (status: number): CartCall<TotalsAnswer> => ({ kind: "error", status, message: null, redirectUrl: null });

/** Saved-bag totals failure, status 500 or more (account-and-ordering §8): alert, totals shown as 0. */
describe("saved bag totals after a change", () => {
  it.each<[string, CartCall<TotalsAnswer>, TotalsAnswer | null, boolean]>([
    ["200: the answer's totals", { kind: "ok", body, version: null }, body, false],
    ["500: alert and totals of 0", error(500), zeroTotals, true],
    ["502: alert and totals of 0", error(502), zeroTotals, true],
    ["503: alert and totals of 0", error(503), zeroTotals, true],
    ["499: no alert, the totals shown stay", error(499), null, false],
    ["404 (the bag went meanwhile): the totals shown stay", error(404), null, false],
    ["401 (signed out): the totals shown stay", error(401), null, false],
    ["connection dropped: the totals shown stay", { kind: "reload" }, null, false],
  ])("%s", (_, answer, totals, failed) => {
    expect(savedBagTotalsOutcome(answer, zero)).toEqual({ totals, failed });
  });
});
