/**
 * Purchase order number at checkout (shopping-flow §5, §8): spaces are stripped; the default
 * forbidden pattern is any character that is not a letter or digit (a field may bring its own);
 * required except on the Japan and Mexico partner sites ("relaxed" in sites.ts).
 */
import type { CheckoutMessageKey } from "./i18n/areas/checkout.en.ts";
import { SITES, type SiteId } from "./sites.ts";

export const DEFAULT_FORBIDDEN_PURCHASE_NUMBER = /[^A-Za-z0-9]/;

/** Decision 0020: the ERP's customer reference field holds 35 characters; longer is "invalid". */
export const PURCHASE_NUMBER_MAX_LENGTH = 35;

export type PurchaseNumberError = "empty" | "invalid";
export type PurchaseNumberCheck = { ok: true; value: string } | { ok: false; error: PurchaseNumberError };

export const PURCHASE_NUMBER_MESSAGES: Readonly<Record<PurchaseNumberError, CheckoutMessageKey>> = {
  empty: "checkout.purchaseNumber.empty",
  invalid: "checkout.purchaseNumber.invalid",
};

export function isPurchaseNumberRequired(siteId: SiteId): boolean {
  return SITES[siteId].purchaseNumber === "required";
}

/** A copy without the g and y flags, whose `lastIndex` would make `test` answer differently on each call. */
function stateless(pattern: RegExp): RegExp {
  return pattern.global || pattern.sticky ? new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, "")) : pattern;
}

/** The value to store ("" allowed on the relaxed sites), or why it cannot be. */
export function checkPurchaseNumber(
  siteId: SiteId,
  raw: string,
  forbidden: RegExp = DEFAULT_FORBIDDEN_PURCHASE_NUMBER,
): PurchaseNumberCheck {
  const value = raw.replace(/\s+/g, "");
  if (value === "") return isPurchaseNumberRequired(siteId) ? { ok: false, error: "empty" } : { ok: true, value };
  if (value.length > PURCHASE_NUMBER_MAX_LENGTH || stateless(forbidden).test(value)) return { ok: false, error: "invalid" };
  return { ok: true, value };
}
