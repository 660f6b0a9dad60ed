/**
 * Phone formats (account-and-ordering §5): USA and Canada (999) 999-9999, Australia
 * (99) 9999-9999, other countries up to 15 digits; in trade-show mode 999-9999-9999, or
 * 999-999-9999 when the number has 10 digits, and the post code 999-9999.
 *
 * A mask is a pattern where each 9 stands for a digit and every other character is shown as
 * it is. Countries are ISO 3166 codes, alpha-2 or alpha-3 ("US", "USA").
 */

/** Other countries: no separators, 1 to 15 digits (the longest E.164 number). */
export const OTHER_PHONE_MAX_DIGITS = 15;
export const OTHER_PHONE_MASK = "9".repeat(OTHER_PHONE_MAX_DIGITS);
export const TRADE_SHOW_PHONE_MASKS = { tenDigits: "999-999-9999", elevenDigits: "999-9999-9999" } as const;
export const TRADE_SHOW_POSTCODE_MASK = "999-9999";

const NANP_MASK = "(999) 999-9999";
const MASKS_BY_COUNTRY: Readonly<Record<string, string>> = {
  US: NANP_MASK,
  USA: NANP_MASK,
  CA: NANP_MASK,
  CAN: NANP_MASK,
  AU: "(99) 9999-9999",
  AUS: "(99) 9999-9999",
};

export interface PhoneMaskOptions {
  tradeShow?: boolean;
  /** Digits typed so far: picks between the two trade-show masks. */
  digits?: number;
}

const digitsOf = (raw: string) => raw.replace(/\D/g, "");
const slotsOf = (mask: string) => mask.split("").filter((c) => c === "9").length;

export function phoneMaskOf(country: string, opts: PhoneMaskOptions = {}): string {
  if (opts.tradeShow) return opts.digits === 10 ? TRADE_SHOW_PHONE_MASKS.tenDigits : TRADE_SHOW_PHONE_MASKS.elevenDigits;
  const code = country.trim().toUpperCase();
  return Object.hasOwn(MASKS_BY_COUNTRY, code) ? (MASKS_BY_COUNTRY[code] ?? OTHER_PHONE_MASK) : OTHER_PHONE_MASK;
}

/**
 * Writes digits into a mask from the left, as an input mask does while typing: a separator
 * appears once a digit follows it, so "212" in (999) 999-9999 reads "(212". Extra digits are dropped.
 */
export function applyMask(mask: string, digits: string): string {
  let out = "";
  let next = 0;
  let pending = "";
  for (const c of mask) {
    if (next >= digits.length) break;
    if (c === "9") {
      out += pending + digits.charAt(next++);
      pending = "";
    } else {
      pending += c;
    }
  }
  return out;
}

/** The digits of a number for a country: a pasted US/Canadian country code 1 is dropped. */
function nationalDigits(country: string, raw: string, opts: { tradeShow?: boolean }): string {
  const digits = digitsOf(raw);
  const nanp = phoneMaskOf(country) === NANP_MASK;
  return !opts.tradeShow && nanp && digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
}

export function formatPhone(country: string, raw: string, opts: { tradeShow?: boolean } = {}): string {
  const digits = nationalDigits(country, raw, opts);
  return applyMask(phoneMaskOf(country, { tradeShow: opts.tradeShow, digits: digits.length }), digits);
}

/** Masked countries need every digit of the mask; others 1 to 15 digits. Only digits and the mask's separators may be typed. */
export function isValidPhone(country: string, raw: string, opts: { tradeShow?: boolean } = {}): boolean {
  if (/[^\d\s()+\-.]/.test(raw)) return false;
  const digits = nationalDigits(country, raw, opts);
  const mask = phoneMaskOf(country, { tradeShow: opts.tradeShow, digits: digits.length });
  if (mask === OTHER_PHONE_MASK) return digits.length >= 1 && digits.length <= OTHER_PHONE_MAX_DIGITS;
  return digits.length === slotsOf(mask);
}

export function formatTradeShowPostcode(raw: string): string {
  return applyMask(TRADE_SHOW_POSTCODE_MASK, digitsOf(raw));
}

/** 999-9999 exactly (surrounding spaces aside). */
export function isValidTradeShowPostcode(raw: string): boolean {
  return /^\d{3}-\d{4}$/.test(raw.trim());
}
