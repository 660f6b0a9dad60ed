/**
 * Saved cards (service-and-support §2 "a saved payments popup"; decision 0029). The card provider
 * keeps the card; the storefront keeps its reference with what the provider shows of it (masked
 * number, expiry, card type). A card is valid to the end of its expiry month: after that it is
 * listed but cannot pay. The page and the server apply the same rule.
 */
import type { IsoDate } from "./business-days.ts";

export interface CardExpiry {
  expiryMonth: number;
  expiryYear: number;
}

/** Whether a card expiring at the end of `expiryMonth`/`expiryYear` has expired on `today` (YYYY-MM-DD). */
export function isCardExpired(card: CardExpiry, today: IsoDate): boolean {
  const [year, month] = today.split("-").map(Number);
  if (!year || !month) throw new RangeError(`not a date: ${today}`);
  return card.expiryYear * 12 + card.expiryMonth < year * 12 + month;
}

/** The expiry as cards print it: "05/27". */
export function cardExpiryText(card: CardExpiry): string {
  return `${String(card.expiryMonth).padStart(2, "0")}/${String(card.expiryYear % 100).padStart(2, "0")}`;
}

/** The last four digits of a masked number ("411111******1111" → "1111"). */
export function lastFourOf(maskedCardNo: string): string {
  return maskedCardNo.slice(-4);
}

/** The provider's "YYYYMM" expiry as month and year. */
export function expiryOfProvider(yyyymm: string): CardExpiry {
  const match = /^(\d{4})(\d{2})$/.exec(yyyymm);
  if (!match) throw new RangeError(`not a provider expiry: ${yyyymm}`);
  return { expiryYear: Number(match[1]), expiryMonth: Number(match[2]) };
}
