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

/** Gift card numbers: 16 digits, the issuer prefix, 11 random digits and a Luhn check digit (decision 0032). */
export const GIFT_CARD_PREFIX = "6006";
export const GIFT_CARD_LENGTH = 16;

/** The Luhn check digit of a string of digits (the digit to append). */
export function luhnCheckDigit(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new RangeError("Luhn check digit of a non-digit string");
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    // From the right, every second digit of the number *with* the check digit is doubled: here
    // the rightmost digit of the body.
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** Whether a typed number (spaces and dashes allowed) is a well-formed gift card number with its check digit. */
export function isGiftCardNumber(typed: string): boolean {
  const number = typed.replace(/[\s-]/g, "");
  if (number.length !== GIFT_CARD_LENGTH || !/^\d+$/.test(number)) return false;
  return luhnCheckDigit(number.slice(0, -1)) === Number(number.slice(-1));
}

/**
 * A new gift card number from a source of random decimal digits (0–9): the server's issuing
 * passes a cryptographic one, the seed a seeded one so tests know the numbers.
 */
export function newGiftCardNumber(randomDigit: () => number): string {
  let body = GIFT_CARD_PREFIX;
  while (body.length < GIFT_CARD_LENGTH - 1) {
    const d = randomDigit();
    if (!Number.isInteger(d) || d < 0 || d > 9) throw new RangeError("random digit out of 0–9");
    body += String(d);
  }
  return body + String(luhnCheckDigit(body));
}

/** A number grouped by four for reading: `6006 1234 5678 9012`. */
export function formatGiftCardNumber(number: string): string {
  return number.replace(/(\d{4})(?=\d)/g, "$1 ");
}
