import type { CardResultCode } from "./result-codes.ts";
import { forcedTokenCode } from "./test-cards.ts";

/** Card data as the card form posts it to the provider (shopping-flow §5). */
export interface CardData {
  cardNumber?: string;
  expiryMonth?: string;
  /** Four digits: the form adds the century prefix 20 to its two. */
  expiryYear?: string;
  securityCode?: string;
  holder?: string;
}

export interface CheckedCard {
  /** Digits only. Lives in memory for the one request, never stored or logged. */
  pan: string;
  /** YYYYMM */
  expiry: string;
  securityCodeSet: boolean;
}

export type CardCheck = { ok: true; card: CheckedCard } | { ok: false; code: CardResultCode };

export const CARD_NUMBER_MIN_DIGITS = 10;
export const CARD_NUMBER_MAX_DIGITS = 16;
export const HOLDER_MAX_LENGTH = 50;
const HOLDER_CHARACTERS = /^[A-Za-z0-9 .,'/-]*$/;

/** Luhn (mod 10) check digit test. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Keeps at most the first six and the last four digits, and always hides at least six. */
export function maskCardNumber(pan: string): string {
  const shownFirst = Math.max(0, Math.min(6, pan.length - 10));
  const hidden = pan.length - shownFirst - 4;
  return pan.slice(0, shownFirst) + "*".repeat(hidden) + pan.slice(-4);
}

function checkNumber(raw: string): CardResultCode | null {
  if (!raw) return "100";
  if (!/^\d+$/.test(raw)) return "101";
  if (raw.length < CARD_NUMBER_MIN_DIGITS || raw.length > CARD_NUMBER_MAX_DIGITS) return "102";
  return passesLuhn(raw) ? null : "101";
}

function checkExpiry(month: string, year: string, now: Date): CardResultCode | null {
  if (!month || !year) return "110";
  if (!/^\d+$/.test(month) || !/^\d+$/.test(year)) return "111";
  if (month.length > 2 || year.length !== 4) return "112";
  const m = Number(month);
  if (m < 1 || m > 12) return "113";
  return isExpiryPast(Number(year), m, now) ? "113" : null;
}

/** A card is valid to the end of its expiry month (the provider's clock, UTC). */
export function isExpiryPast(year: number, month: number, now: Date): boolean {
  return year * 12 + month - 1 < now.getUTCFullYear() * 12 + now.getUTCMonth();
}

function checkSecurityCode(code: string): CardResultCode | null {
  if (!code) return null;
  if (!/^\d+$/.test(code)) return "121";
  return code.length === 3 || code.length === 4 ? null : "122";
}

function checkHolder(holder: string): CardResultCode | null {
  if (!HOLDER_CHARACTERS.test(holder)) return "131";
  return holder.length > HOLDER_MAX_LENGTH ? "132" : null;
}

/**
 * The provider's checks of card data, in the order it reports them: number, expiry, security
 * code, cardholder. The number may carry the spaces the form groups it with. A test card that
 * forces a code answers that code whatever the other fields hold.
 */
export function checkCardData(data: CardData, now: Date): CardCheck {
  const pan = (data.cardNumber ?? "").replace(/\s+/g, "");
  const forced = forcedTokenCode(pan);
  if (forced) return { ok: false, code: forced };
  const month = (data.expiryMonth ?? "").trim();
  const year = (data.expiryYear ?? "").trim();
  const securityCode = (data.securityCode ?? "").trim();
  const code =
    checkNumber(pan) ?? checkExpiry(month, year, now) ?? checkSecurityCode(securityCode) ?? checkHolder((data.holder ?? "").trim());
  if (code) return { ok: false, code };
  return { ok: true, card: { pan, expiry: `${year}${month.padStart(2, "0")}`, securityCodeSet: securityCode !== "" } };
}
