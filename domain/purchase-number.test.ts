import { describe, expect, it } from "vitest";
import {
  checkPurchaseNumber,
  DEFAULT_FORBIDDEN_PURCHASE_NUMBER,
  isPurchaseNumberRequired,
  PURCHASE_NUMBER_MESSAGES,
  type PurchaseNumberCheck,
} from "./purchase-number.ts";
import { catalogues } from "./i18n/index.ts";
import type { SiteId } from "./sites.ts";

describe("checkPurchaseNumber", () => {
  it.each<[SiteId, string, PurchaseNumberCheck]>([
    ["us", "PO12345", { ok: true, value: "PO12345" }],
    ["us", " PO 123 45 ", { ok: true, value: "PO12345" }], // spaces stripped
    ["us", "PO\t123\n", { ok: true, value: "PO123" }],
    ["us", "", { ok: false, error: "empty" }],
    ["us", "   ", { ok: false, error: "empty" }],
    ["us", "PO-123", { ok: false, error: "invalid" }], // any non-alphanumeric is forbidden
    ["us", "PO_123", { ok: false, error: "invalid" }],
    ["us", "PO#1", { ok: false, error: "invalid" }],
    ["us", "ＰＯ１", { ok: false, error: "invalid" }], // full-width letters are not A–Z
    ["us", "A".repeat(35), { ok: true, value: "A".repeat(35) }],
    ["us", "A".repeat(36), { ok: false, error: "invalid" }],
    ["b2c", "", { ok: false, error: "empty" }],
    ["jp", "", { ok: true, value: "" }], // not required on the Japan site
    ["jp", "  ", { ok: true, value: "" }],
    ["jp", "PO-1", { ok: false, error: "invalid" }], // but still checked when given
    ["mx", "", { ok: true, value: "" }], // not required on the Mexico site
    ["mx", "OC 2026 01", { ok: true, value: "OC202601" }],
  ])("%s %j → %j", (siteId, raw, expected) => {
    expect(checkPurchaseNumber(siteId, raw)).toEqual(expected);
  });

  it.each<[RegExp, string, PurchaseNumberCheck]>([
    [/[^A-Za-z0-9-]/, "PO-123", { ok: true, value: "PO-123" }],
    [/[^0-9]/, "PO123", { ok: false, error: "invalid" }],
    [/[^A-Za-z0-9]/g, "PO123", { ok: true, value: "PO123" }], // a global pattern answers the same every time
  ])("a field's own forbidden pattern %s: %j → %j", (pattern, raw, expected) => {
    expect(checkPurchaseNumber("us", raw, pattern)).toEqual(expected);
    expect(checkPurchaseNumber("us", raw, pattern)).toEqual(expected);
  });

  it("the default pattern is any non-alphanumeric character", () => {
    expect(DEFAULT_FORBIDDEN_PURCHASE_NUMBER.test("a")).toBe(false);
    expect(DEFAULT_FORBIDDEN_PURCHASE_NUMBER.test(".")).toBe(true);
  });

  it.each<[SiteId, boolean]>([
    ["b2c", true],
    ["us", true],
    ["jp", false],
    ["mx", false],
  ])("required on %s: %s", (siteId, required) => {
    expect(isPurchaseNumberRequired(siteId)).toBe(required);
  });

  it("says 'Enter purchase order number.' when it is empty", () => {
    expect(catalogues.en[PURCHASE_NUMBER_MESSAGES.empty]).toBe("Enter purchase order number.");
  });
});
