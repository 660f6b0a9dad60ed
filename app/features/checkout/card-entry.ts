/**
 * Typing help for the card form (shopping-flow §5): the expiry gets its slash as it is typed, and
 * the card type follows the number's first digits until the shopper picks one.
 */
import { START_DATE_CARD_TYPE } from "#domain/card-form.ts";

/** The card type the number names (domain: the card provider names it the same way). */
export { cardTypeOfNumber } from "#domain/card-form.ts";

/** The provider's card type codes the form offers; 024 (Maestro) asks for start date and issue number. */
export const CARD_TYPES = [
  { code: "001", name: "Visa" },
  { code: "002", name: "Mastercard" },
  { code: "003", name: "American Express" },
  { code: "007", name: "JCB" },
  { code: START_DATE_CARD_TYPE, name: "Maestro" },
] as const;

/** "0527" → "05/27", "05" → "05", "1" → "1"; at most MM/YY. */
export function formatMonthYear(raw: string): string {
  const digits = raw.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
