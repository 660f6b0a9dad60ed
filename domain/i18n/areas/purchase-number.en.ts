/** English texts of the per-site purchase-number rule (decision 0042; merged into the storefront catalogue). */
export const purchaseNumberEn = {
  "purchaseNumber.hint.strict": "Letters and digits only, at most 35; spaces are removed.",
  "purchaseNumber.hint.relaxed": "Optional. Letters, digits, hyphens (-) and slashes (/), at most 35; spaces are removed.",
  "purchaseNumber.invalid.relaxed": "The purchase order number may contain only letters, digits, hyphens (-) and slashes (/), at most 35.",
} as const;

export type PurchaseNumberMessageKey = keyof typeof purchaseNumberEn;
