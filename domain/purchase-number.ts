/**
 * Purchase order number at checkout (shopping-flow §1, §5, §8; decisions 0020, 0042): spaces are
 * stripped; at most 35 characters. The default forbidden pattern is any character that is not a
 * letter or digit, and a field may bring its own: the Japan and Mexico partner sites, whose
 * purchase-number rules are "relaxed" (sites.ts), leave the number optional and also take hyphens
 * and slashes ("JP-0001", "OC/2026/17"), as their customers' order numbers carry them. The page's
 * hint, its check and the server's check all come from here.
 */
import type { CheckoutMessageKey } from "./i18n/areas/checkout.en.ts";
import type { PurchaseNumberMessageKey } from "./i18n/areas/purchase-number.en.ts";
import { SITES, type PurchaseNumberRule, type SiteId } from "./sites.ts";

export const DEFAULT_FORBIDDEN_PURCHASE_NUMBER = /[^A-Za-z0-9]/;

/** The relaxed sites' field: letters, digits, hyphens and slashes. */
export const RELAXED_FORBIDDEN_PURCHASE_NUMBER = /[^A-Za-z0-9/-]/;

/** Decision 0020: the ERP's customer reference field holds 35 characters; longer is "invalid". */
export const PURCHASE_NUMBER_MAX_LENGTH = 35;

export type PurchaseNumberError = "empty" | "invalid";
export type PurchaseNumberCheck = { ok: true; value: string } | { ok: false; error: PurchaseNumberError };
type PurchaseNumberKey = CheckoutMessageKey | PurchaseNumberMessageKey;

interface PurchaseNumberField {
  forbidden: RegExp;
  hint: PurchaseNumberKey;
  messages: Readonly<Record<PurchaseNumberError, PurchaseNumberKey>>;
}

const FIELDS: Readonly<Record<PurchaseNumberRule, PurchaseNumberField>> = {
  required: {
    forbidden: DEFAULT_FORBIDDEN_PURCHASE_NUMBER,
    hint: "purchaseNumber.hint.strict",
    messages: { empty: "checkout.purchaseNumber.empty", invalid: "checkout.purchaseNumber.invalid" },
  },
  relaxed: {
    forbidden: RELAXED_FORBIDDEN_PURCHASE_NUMBER,
    hint: "purchaseNumber.hint.relaxed",
    messages: { empty: "checkout.purchaseNumber.empty", invalid: "purchaseNumber.invalid.relaxed" },
  },
};

/** The spec's messages of the default field (the US partner and consumer sites). */
export const PURCHASE_NUMBER_MESSAGES = FIELDS.required.messages;

export function isPurchaseNumberRequired(siteId: SiteId): boolean {
  return SITES[siteId].purchaseNumber === "required";
}

/** What the site's field says under it (what is allowed). */
export function purchaseNumberHint(siteId: SiteId): PurchaseNumberKey {
  return FIELDS[SITES[siteId].purchaseNumber].hint;
}

/** The message of a refusal on this site's field. */
export function purchaseNumberMessage(siteId: SiteId, error: PurchaseNumberError): PurchaseNumberKey {
  return FIELDS[SITES[siteId].purchaseNumber].messages[error];
}

/** A copy without the g and y flags, whose `lastIndex` would make `test` answer differently on each call. */
function stateless(pattern: RegExp): RegExp {
  return pattern.global || pattern.sticky ? new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, "")) : pattern;
}

/** The value to store ("" allowed on the relaxed sites), or why it cannot be. */
export function checkPurchaseNumber(siteId: SiteId, raw: string, forbidden: RegExp = FIELDS[SITES[siteId].purchaseNumber].forbidden): PurchaseNumberCheck {
  const value = raw.replace(/\s+/g, "");
  if (value === "") return isPurchaseNumberRequired(siteId) ? { ok: false, error: "empty" } : { ok: true, value };
  if (value.length > PURCHASE_NUMBER_MAX_LENGTH || stateless(forbidden).test(value)) return { ok: false, error: "invalid" };
  return { ok: true, value };
}
