import { checkQuantityAgainstStock, parseQuantityText, sanitizeQuantityText, type QuantityWarning } from "#domain/quantity-input.ts";

/** What one size's quantity input shows: its text and the warning of the last correction. */
export interface SizeQuantity {
  text: string;
  warning: QuantityWarning | null;
}

export interface SizeLimits {
  available: number;
  maxOrderQuantity: number | null;
  forceInStock: boolean;
}

/**
 * Applies the product page's quantity rule (account-and-ordering §5) to what was typed: the text
 * rule first, then the stock rule in available-quantity mode (above stock → the available
 * amount, nothing available → blank; above the buy limit → the buy limit). Promo and discount
 * users and force-in-stock sizes skip the stock limit, not the buy limit.
 */
export function applyQuantityInput(raw: string, limits: SizeLimits, skipStockLimits: boolean): SizeQuantity {
  const text = sanitizeQuantityText(raw);
  const checked = checkQuantityAgainstStock({
    requested: parseQuantityText(text),
    available: limits.available,
    maxOrderQuantity: limits.maxOrderQuantity,
    forceInStock: limits.forceInStock,
    skipStockLimits,
    mode: "available",
  });
  return { text: checked.quantity === null ? "" : String(checked.quantity), warning: checked.warning };
}

/** Sum of the quantities entered for the given sizes (blank counts as 0). */
export function totalQuantity(quantities: Readonly<Record<string, SizeQuantity>>, keys: readonly string[]): number {
  return keys.reduce((sum, key) => sum + (parseQuantityText(quantities[key]?.text ?? "") ?? 0), 0);
}
