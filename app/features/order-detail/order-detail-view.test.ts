import { describe, expect, it } from "vitest";
import { markUpdates, rowUnitPrice, updateNoticeOf } from "./order-detail-view.ts";

describe("markUpdates: a status repeated right after itself is an update the ERP took", () => {
  it.each([
    [["PLACED", "EXPORTED"], [false, false]],
    [["PLACED", "EXPORTED", "EXPORTED"], [false, false, true]],
    [["PLACED", "EXPORTED", "QUANTITY_CHANGED", "QUANTITY_CHANGED", "PROCESSING_ERROR"], [false, false, false, true, false]],
    [["PENDING_APPROVAL"], [false]],
  ] as const)("%j", (statuses, expected) => {
    expect(markUpdates(statuses.map((status) => ({ status }))).map((e) => e.update)).toEqual(expected);
  });
});

describe("updateNoticeOf: only the outcomes a form post redirects with", () => {
  it.each([
    ["applied", "applied"],
    ["noChanges", "noChanges"],
    ["refused", "refused"],
    ["<script>", null],
    ["", null],
    [null, null],
  ] as const)("%s → %s", (value, expected) => expect(updateNoticeOf(value)).toBe(expected));
});

describe("rowUnitPrice: one price per row, a range when sizes cost apart, N/A when any is hidden", () => {
  const money = (minor: number | null) => (minor === null ? "N/A" : `$${(minor / 100).toFixed(2)}`);
  it.each([
    [[1250, 1250, 1250], "$12.50"],
    [[1250, 1400, 1250], "$12.50 – $14.00"],
    [[1400], "$14.00"],
    [[1250, null], "N/A"],
    [[], "N/A"],
  ] as const)("%j → %s", (prices, expected) => expect(rowUnitPrice(prices, money)).toBe(expected));
});
