import type { AuthorizationCode } from "./port.ts";
import type { CardResultCode } from "./result-codes.ts";

export interface TestCard {
  number: string;
  description: string;
  /** Result code the tokenization answers, whatever the other fields hold ("000": they are checked). */
  tokenCode: CardResultCode;
  /** Code the authorization of its token is refused with; null authorizes. */
  declineCode: AuthorizationCode | null;
}

/**
 * The local provider's test cards (decision 0021 lists them). Every number passes the check
 * digit. Cards forcing a code have the form 4000 0000 000C CC0x, CCC being the code.
 */
export const TEST_CARDS: readonly TestCard[] = [
  { number: "4111111111111111", description: "Visa, authorized", tokenCode: "000", declineCode: null },
  { number: "5555555555554444", description: "Mastercard, authorized", tokenCode: "000", declineCode: null },
  { number: "3530111333300000", description: "JCB, authorized", tokenCode: "000", declineCode: null },
  { number: "378282246310005", description: "American Express (15 digits, 4-digit security code), authorized", tokenCode: "000", declineCode: null },
  { number: "4000000000009995", description: "Tokenizes; authorization refused: insufficient funds", tokenCode: "000", declineCode: "051" },
  { number: "4000000000000002", description: "Tokenizes; authorization refused: do not honour", tokenCode: "000", declineCode: "005" },
  { number: "4000000000010001", description: "Forces 100 (card number)", tokenCode: "100", declineCode: null },
  { number: "4000000000010100", description: "Forces 101 (card number)", tokenCode: "101", declineCode: null },
  { number: "4000000000010209", description: "Forces 102 (card number)", tokenCode: "102", declineCode: null },
  { number: "4000000000011009", description: "Forces 110 (expiry date)", tokenCode: "110", declineCode: null },
  { number: "4000000000011108", description: "Forces 111 (expiry date)", tokenCode: "111", declineCode: null },
  { number: "4000000000011207", description: "Forces 112 (expiry date)", tokenCode: "112", declineCode: null },
  { number: "4000000000011306", description: "Forces 113 (expiry date)", tokenCode: "113", declineCode: null },
  { number: "4000000000012106", description: "Forces 121 (security code)", tokenCode: "121", declineCode: null },
  { number: "4000000000012205", description: "Forces 122 (security code)", tokenCode: "122", declineCode: null },
  { number: "4000000000013104", description: "Forces 131 (cardholder)", tokenCode: "131", declineCode: null },
  { number: "4000000000013203", description: "Forces 132 (cardholder)", tokenCode: "132", declineCode: null },
  { number: "4000000000090102", description: "Forces 901 (other: provider error)", tokenCode: "901", declineCode: null },
  { number: "4000000000090201", description: "Forces 902 (other: provider busy)", tokenCode: "902", declineCode: null },
];

const BY_NUMBER = new Map(TEST_CARDS.map((c) => [c.number, c]));

/** The result code a test card forces, or null when the card's data decides. */
export function forcedTokenCode(cardNumber: string): CardResultCode | null {
  const card = BY_NUMBER.get(cardNumber);
  return card && card.tokenCode !== "000" ? card.tokenCode : null;
}

export function forcedDeclineCode(cardNumber: string): AuthorizationCode | null {
  return BY_NUMBER.get(cardNumber)?.declineCode ?? null;
}
