import { describe, expect, it } from "vitest";
import {
  checkPurchaseNumber,
  DEFAULT_FORBIDDEN_PURCHASE_NUMBER,
  isPurchaseNumberRequired,
  PURCHASE_NUMBER_MESSAGES,
  purchaseNumberHint,
  purchaseNumberMessage,
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
    // Relaxed sites (shopping-flow §1, §5; decision 0042): optional, and hyphens and slashes are allowed.
    ["jp", "JP-0001", { ok: true, value: "JP-0001" }], // the number
    ["jp", "PO-1", { ok: true, value: "PO-1" }],
    ["jp", "2026/11/A-7", { ok: true, value: "2026/11/A-7" }],
    ["jp", "JP 0001 - 2", { ok: true, value: "JP0001-2" }],
    ["jp", "JP_0001", { ok: false, error: "invalid" }], // but still checked when given
    ["jp", "JP#1", { ok: false, error: "invalid" }],
    ["jp", "発注1", { ok: false, error: "invalid" }],
    ["jp", "-".repeat(35), { ok: true, value: "-".repeat(35) }],
    ["jp", "A".repeat(36), { ok: false, error: "invalid" }],
    ["mx", "", { ok: true, value: "" }], // not required on the Mexico site
    ["mx", "OC 2026 01", { ok: true, value: "OC202601" }],
    ["mx", "OC/2026/17", { ok: true, value: "OC/2026/17" }],
    ["mx", "OC.2026", { ok: false, error: "invalid" }],
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

  it.each<[SiteId, string, string]>([
    ["us", "Letters and digits only, at most 35; spaces are removed.", "The purchase order number may contain only letters and digits, at most 35."],
    ["b2c", "Letters and digits only, at most 35; spaces are removed.", "The purchase order number may contain only letters and digits, at most 35."],
    ["jp", "Optional. Letters, digits, hyphens (-) and slashes (/), at most 35; spaces are removed.", "The purchase order number may contain only letters, digits, hyphens (-) and slashes (/), at most 35."],
    ["mx", "Optional. Letters, digits, hyphens (-) and slashes (/), at most 35; spaces are removed.", "The purchase order number may contain only letters, digits, hyphens (-) and slashes (/), at most 35."],
  ])("%s: the hint under the field says what the rule allows", (siteId, hint, invalid) => {
    expect(catalogues.en[purchaseNumberHint(siteId)]).toBe(hint);
    expect(catalogues.en[purchaseNumberMessage(siteId, "invalid")]).toBe(invalid);
  });

  it("says 'Enter purchase order number.' when it is empty", () => {
    expect(catalogues.en[PURCHASE_NUMBER_MESSAGES.empty]).toBe("Enter purchase order number.");
  });
});
