import type { SiteId } from "./sites.ts";
import { describe, expect, it } from "vitest";
import { CHECKOUT_COMMENT_ERROR_CODES, CHECKOUT_COMMENT_MAX, checkCheckoutComment, isCheckoutCommentRequired } from "./checkout-comment.ts";
import type { CheckoutRole } from "./complete-order.ts";

describe("checkCheckoutComment", () => {
  it("the limit is 249 characters", () => {
    expect(CHECKOUT_COMMENT_MAX).toBe(249);
  });

  it("a too long comment is refused with the spec's code error-maxlength-reached", () => {
    expect(CHECKOUT_COMMENT_ERROR_CODES.maxlength).toBe("error-maxlength-reached");
  });

  it.each<[string, string, boolean, ReturnType<typeof checkCheckoutComment>]>([
    ["optional and empty", "", false, { ok: true, value: "" }],
    ["required and empty", "", true, { ok: false, error: "required" }],
    ["required and blank", "  \n ", true, { ok: false, error: "required" }],
    ["trimmed", "  Ship to dock 4  ", true, { ok: true, value: "Ship to dock 4" }],
    ["249 characters", "x".repeat(249), true, { ok: true, value: "x".repeat(249) }],
    ["250 characters", "x".repeat(250), false, { ok: false, error: "maxlength" }],
    ["249 after trimming", ` ${"x".repeat(249)} `, false, { ok: true, value: "x".repeat(249) }],
    ["Japanese text counts per character", "あ".repeat(249), true, { ok: true, value: "あ".repeat(249) }],
  ])("%s", (_, raw, required, expected) => {
    expect(checkCheckoutComment(raw, { required })).toEqual(expected);
  });

  it.each<[CheckoutRole, SiteId, boolean]>([
    ["dealer", "us", true],
    ["dealer", "mx", true],
    ["dealer", "jp", false],
    ["promo", "us", false],
    ["consumer", "b2c", false],
    ["other", "us", false],
  ])("required for %s on %s: %s", (role, siteId, required) => {
    expect(isCheckoutCommentRequired(role, siteId)).toBe(required);
  });
});
