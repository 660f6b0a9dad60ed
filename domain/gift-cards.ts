/**
 * Gift card popup at payment (shopping-flow §4, §5): validate is possible once number and pin
 * are both filled; submit once the validated card has a balance above 0. The amount applied is
 * the balance, at most the order total. Amounts are integer minor units.
 */

export function canValidateGiftCard(number: string, pin: string): boolean {
  return number.trim() !== "" && pin.trim() !== "";
}

export function canSubmitGiftCard(balanceMinor: number): boolean {
  return balanceMinor > 0;
}

export function giftCardAmountToApply(balanceMinor: number, orderTotalMinor: number): number {
  if (!Number.isSafeInteger(balanceMinor) || !Number.isSafeInteger(orderTotalMinor)) {
    throw new RangeError("gift card amounts must be integers of minor units");
  }
  return Math.max(0, Math.min(balanceMinor, orderTotalMinor));
}
