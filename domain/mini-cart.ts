/** The mini cart's count in the header shows "9999+" above 9,999 (shopping-flow §9). */
export const MINI_CART_COUNT_LIMIT = 9999;

/** The badge text: the whole item count, "9999+" above the limit, "0" for anything not a count. */
export function miniCartCountText(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return "0";
  return count > MINI_CART_COUNT_LIMIT ? `${MINI_CART_COUNT_LIMIT}+` : String(Math.trunc(count));
}
