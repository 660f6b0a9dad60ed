/** Checkout comment (shopping-flow §5, §9): at most 249 characters, required for dealers. */
import { completeOrderAsksFor, type CheckoutRole } from "./complete-order.ts";
import type { CheckoutMessageKey } from "./i18n/areas/checkout.en.ts";
import type { SiteId } from "./sites.ts";

export const CHECKOUT_COMMENT_MAX = 249;

export type CheckoutCommentError = "required" | "maxlength";

/** The spec's error code of each refusal (shopping-flow §5 names the one of a too long comment). */
export const CHECKOUT_COMMENT_ERROR_CODES: Readonly<Record<CheckoutCommentError, string>> = {
  required: "error-required",
  maxlength: "error-maxlength-reached",
};

export const CHECKOUT_COMMENT_MESSAGES: Readonly<Record<CheckoutCommentError, CheckoutMessageKey>> = {
  required: "checkout.comment.required",
  maxlength: "checkout.comment.maxlength",
};

/** Dealers must comment, except where their site's Complete-order rule has no comment (Japan, trade show). */
export function isCheckoutCommentRequired(role: CheckoutRole, siteId: SiteId, tradeShow = false): boolean {
  return completeOrderAsksFor("comment", { siteId, role, tradeShow });
}

/**
 * The comment to store, trimmed. Length counts UTF-16 code units, as the browser's maxlength
 * attribute does, so the form and the server agree on where the limit is.
 */
export function checkCheckoutComment(
  raw: string,
  opts: { required: boolean },
): { ok: true; value: string } | { ok: false; error: CheckoutCommentError } {
  const value = raw.trim();
  if (value === "" && opts.required) return { ok: false, error: "required" };
  if (value.length > CHECKOUT_COMMENT_MAX) return { ok: false, error: "maxlength" };
  return { ok: true, value };
}
