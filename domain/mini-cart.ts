/** The mini cart's count in the header shows "9999+" above 9,999 (shopping-flow §9). */
export const MINI_CART_COUNT_LIMIT = 9999;

export function miniCartCountText(count: number): string {
  return count > MINI_CART_COUNT_LIMIT ? `${MINI_CART_COUNT_LIMIT}+` : String(Math.max(0, Math.trunc(count)));
}
