import { describe, expect, it } from "vitest";
import {
  AGENT_AUDIT_ACTIONS,
  AGENT_AUDIT_SUMMARY_MAX_BYTES,
  agentAuditPurgeCutoff,
  agentWriteAction,
  checkAuditSummary,
  DEFAULT_AGENT_AUDIT_RETENTION_DAYS,
  isAgentAuditAction,
  isForbiddenSummaryKey,
  MIN_AGENT_AUDIT_RETENTION_DAYS,
} from "./agent-audit.ts";

describe("agent audit rules (decision 0062)", () => {
  it("knows the nine actions of issue 16, the catch-all of other writes, and nothing else", () => {
    expect(AGENT_AUDIT_ACTIONS).toEqual(["sessionStart", "sessionEnd", "sessionExpired", "cartChange", "checkoutStep", "orderPlaced", "addressChange", "customerCreated", "cartBound", "accountChange"]);
    expect(isAgentAuditAction("orderPlaced")).toBe(true);
    for (const wrong of ["OrderPlaced", "delete", "", 3, null]) expect(isAgentAuditAction(wrong)).toBe(false);
  });

  it("keeps two years by default and never less than a year", () => {
    expect(DEFAULT_AGENT_AUDIT_RETENTION_DAYS).toBe(730);
    expect(MIN_AGENT_AUDIT_RETENTION_DAYS).toBe(365);
    expect(agentAuditPurgeCutoff(new Date("2026-03-10T00:00:00Z"), 730).toISOString()).toBe("2024-03-10T00:00:00.000Z");
  });

  it.each([
    ["cardNumber", true],
    ["card_number", true],
    ["CVV2", true],
    ["cvc", true],
    ["newPassword", true],
    ["csrfToken", true],
    ["pan", true],
    ["IBAN", true],
    ["cartCode", false],
    ["entryNumber", false],
    ["company", false],
    ["japan", false],
    ["quantity", false],
  ])("key %s is forbidden: %s", (key, forbidden) => {
    expect(isForbiddenSummaryKey(key)).toBe(forbidden);
  });

  it("strips forbidden keys at any depth and reports where", () => {
    const checked = checkAuditSummary({ cartCode: "12345678", payment: { type: "CARD", cardNumber: "4111111111111111", cvv: "123" }, lines: [{ upc: "1", password: "x" }] });
    expect(checked).toEqual({
      ok: true,
      summary: { cartCode: "12345678", payment: { type: "CARD" }, lines: [{ upc: "1" }] },
      stripped: ["payment.cardNumber", "payment.cvv", "lines[0].password"],
    });
  });

  it.each([
    ["an array", [1, 2], "notObject"],
    ["null", null, "notObject"],
    ["a string", "order placed", "notObject"],
    ["a date", new Date(), "notObject"],
    ["too large", { note: "x".repeat(AGENT_AUDIT_SUMMARY_MAX_BYTES) }, "tooLarge"],
    ["too large in UTF-8", { note: "日".repeat(700) }, "tooLarge"],
  ])("refuses %s", (_label, summary, problem) => {
    expect(checkAuditSummary(summary)).toEqual({ ok: false, problem });
  });

  it("takes a summary just under the limit, and makes values JSON cannot hold null", () => {
    const room = AGENT_AUDIT_SUMMARY_MAX_BYTES - JSON.stringify({ note: "" }).length;
    expect(checkAuditSummary({ note: "x".repeat(room) })).toMatchObject({ ok: true });
    expect(checkAuditSummary({ a: Number.NaN, b: () => 1, c: undefined })).toEqual({ ok: true, summary: { a: null, b: null, c: null }, stripped: [] });
  });
});

describe("agentWriteAction (decision 0063)", () => {
  it.each([
    ["POST", "/partner/cart/entry/:entryNumber", 200, "cartChange"],
    ["DELETE", "/cart/entry/:entryNumber", 204, "cartChange"],
    ["POST", "/partner/quickOrder/add", 200, "cartChange"],
    ["POST", "/partner/my-account/saved-carts/:code/restore", 200, "cartChange"],
    ["PUT", "/partner/checkout/simple/deliveryMethod", 200, "checkoutStep"],
    ["POST", "/partner/checkout/simple/delivery-address/set", 200, "addressChange"],
    ["POST", "/my-account/address-book/add", 303, "addressChange"],
    ["POST", "/partner/logout", 200, "sessionEnd"],
    ["POST", "/my-account/update-profile/updateLanguage", 200, "accountChange"],
    ["PATCH", "/partner/my-account/profile", 200, "accountChange"],
  ] as const)("%s %s answered %i is %s", (method, route, status, action) => {
    expect(agentWriteAction(method, route, status)).toBe(action);
  });

  it.each([
    ["GET", "/partner/cart", 200],
    ["HEAD", "/cart", 200],
    ["POST", "/partner/cart/entry/:entryNumber", 400],
    ["POST", "/partner/cart/entry/:entryNumber", 404],
    ["POST", "/partner/checkout/simple/placeOrder", 200],
    ["POST", "/partner/b2b-assisted-service/quit", 200],
    ["POST", "/assisted-service/add-to-cart", 200],
  ] as const)("%s %s answered %i is not recorded by the hook", (method, route, status) => {
    expect(agentWriteAction(method, route, status)).toBeNull();
  });
});
