/**
 * Result codes of the card provider's tokenization (shopping-flow §8), with what each means.
 * The storefront shows 000 as success, the four groups against their field (domain/card-form.ts
 * `cardResultField`), and any other code as 'something wrong' plus the code.
 */
export const CARD_RESULT_CODES = {
  "000": "Success.",
  "100": "The card number is missing.",
  "101": "The card number is not valid (digits only, with a valid check digit).",
  "102": "The card number must have 10 to 16 digits.",
  "110": "The expiry date is missing.",
  "111": "The expiry date must be digits.",
  "112": "The expiry date must be a month of 1 or 2 digits and a year of 4 digits.",
  "113": "The expiry month must be 01 to 12 and the card must not have expired.",
  "121": "The security code must be digits.",
  "122": "The security code must have 3 or 4 digits.",
  "131": "The cardholder name may only hold letters A-Z, digits, spaces and . , ' / -.",
  "132": "The cardholder name may have at most 50 characters.",
  "901": "The card provider had an internal error.",
  "902": "The card provider is busy. Try again.",
} as const;

export type CardResultCode = keyof typeof CARD_RESULT_CODES;

export const CARD_SUCCESS = "000" satisfies CardResultCode;
