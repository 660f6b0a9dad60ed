/** Largest count the mini cart badge shows as a number (spec shopping-flow §9). */
export const MINI_CART_MAX_SHOWN = 9999;

/** The mini cart badge text: the item count, or "9999+" above 9999. */
export function formatMiniCartCount(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return "0";
  const whole = Math.trunc(count);
  return whole > MINI_CART_MAX_SHOWN ? `${MINI_CART_MAX_SHOWN}+` : String(whole);
}
