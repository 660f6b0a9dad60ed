/**
 * Quantity inputs of the product page, bag and quick order (spec account-and-ordering §5, §9).
 * The browser applies these rules as the shopper types; the server applies them again.
 *
 * Text rule (`sanitizeQuantityText`):
 *   - digits 0-9 only; any other character (including spaces, signs, decimal points) clears the value → ""
 *   - leading zeros removed, but a value made only of zeros stays "0" ("000" → "0")
 *   - at most 5 digits: longer values keep their first 5 significant digits ("123456" → "12345",
 *     "00123456" → "12345"; zeros are stripped before truncating)
 *
 * Stock rule (`checkQuantityAgainstStock`), product page:
 *   - the limits are the available stock and the max order quantity (buy limit); the lower binds
 *   - promo/discount users (`skipStockLimits`) and force-in-stock items skip the stock limit only;
 *     the max order quantity is a business limit and still applies to them
 *   - over the buy limit (when it binds, i.e. is strictly below the stock that applies): reduced to
 *     the buy limit, warning "decreasedToBuyLimit", whatever the mode
 *   - over the stock: mode "available" sets the available amount ("decreased"), or blanks the value
 *     when nothing is available ("notAvailable"); mode "clear" blanks it ("notAvailable"); mode
 *     "resetToOne" (bag page) sets 1 ("decreased", or "notAvailable" when nothing is available —
 *     the bag line then shows its stock error)
 *   - a max order quantity of null, 0 or less means "no buy limit"
 */

export const MAX_QUANTITY_DIGITS = 5;
export const MAX_QUANTITY = 99_999;

const DIGITS_ONLY = /^[0-9]*$/;

/** Cleans what the shopper typed; returns the text to put back into the input. */
export function sanitizeQuantityText(raw: string): string {
  if (!DIGITS_ONLY.test(raw)) return "";
  if (raw === "") return "";
  const significant = raw.replace(/^0+/, "");
  if (significant === "") return "0";
  return significant.slice(0, MAX_QUANTITY_DIGITS);
}

/** Quantity of an input's text after sanitising: null when blank. */
export function parseQuantityText(raw: string): number | null {
  const text = sanitizeQuantityText(raw);
  return text === "" ? null : Number(text);
}

export type QuantityWarning = "notAvailable" | "decreased" | "decreasedToBuyLimit";
/** "available": set to the available amount; "clear": blank the value; "resetToOne": bag page. */
export type QuantityOverflowMode = "available" | "clear" | "resetToOne";

export interface QuantityStockInput {
  /** Whole number from the input, null when blank. */
  requested: number | null;
  /** Available stock of the variant (negative counts as 0). */
  available: number;
  /** Buy limit; null, 0 or less means none. */
  maxOrderQuantity: number | null;
  forceInStock: boolean;
  /** Promo or discount users: stock limits are skipped (the buy limit is not). */
  skipStockLimits: boolean;
  mode: QuantityOverflowMode;
}

export interface QuantityStockResult {
  /** null = blank the input. */
  quantity: number | null;
  warning: QuantityWarning | null;
}

function buyLimit(maxOrderQuantity: number | null): number | null {
  return maxOrderQuantity !== null && maxOrderQuantity > 0 ? maxOrderQuantity : null;
}

export function checkQuantityAgainstStock(input: QuantityStockInput): QuantityStockResult {
  const { requested, mode } = input;
  if (requested === null) return { quantity: null, warning: null };
  const available = Math.max(0, input.available);
  const stockLimit = input.forceInStock || input.skipStockLimits ? null : available;
  const maxOrder = buyLimit(input.maxOrderQuantity);

  if (maxOrder !== null && requested > maxOrder && (stockLimit === null || maxOrder < stockLimit)) {
    return { quantity: maxOrder, warning: "decreasedToBuyLimit" };
  }
  if (stockLimit === null || requested <= stockLimit) return { quantity: requested, warning: null };

  switch (mode) {
    case "available":
      return available > 0
        ? { quantity: available, warning: "decreased" }
        : { quantity: null, warning: "notAvailable" };
    case "clear":
      return { quantity: null, warning: "notAvailable" };
    case "resetToOne":
      return { quantity: 1, warning: available >= 1 ? "decreased" : "notAvailable" };
  }
}

export interface AddToCartInput {
  /** Sum of the quantities entered over all sizes. */
  totalQuantity: number;
  hasListPrice: boolean;
  hideMsrp: boolean;
}

/** Add to cart: some quantity entered, and a list price exists or the hide-MSRP feature is on. */
export function canAddToCart({ totalQuantity, hasListPrice, hideMsrp }: AddToCartInput): boolean {
  return totalQuantity > 0 && (hasListPrice || hideMsrp);
}

export type LineStockError = "forceInStock" | "maxOrderQuantity" | "unavailableStock";

export interface LineStockInput {
  quantity: number;
  /** Stock left for the line's variant (negative counts as 0). */
  stockLeft: number;
  /** Buy limit; null, 0 or less means none. */
  maxOrderQuantity: number | null;
  forceInStock: boolean;
}

/**
 * Error style of a bag line whose quantity is above a limit, or null when it fits.
 * The binding (lower) limit picks the style; on a tie the stock wins. Force-in-stock items are
 * not limited by stock but still get their own style when above the stock left; the buy limit
 * takes precedence over that style.
 */
export function lineStockError({ quantity, stockLeft, maxOrderQuantity, forceInStock }: LineStockInput): LineStockError | null {
  const stock = Math.max(0, stockLeft);
  const maxOrder = buyLimit(maxOrderQuantity);
  const overMax = maxOrder !== null && quantity > maxOrder;
  const overStock = quantity > stock;
  if (forceInStock) {
    if (overMax) return "maxOrderQuantity";
    return overStock ? "forceInStock" : null;
  }
  if (overMax && (!overStock || maxOrder < stock)) return "maxOrderQuantity";
  return overStock ? "unavailableStock" : null;
}
