import type { Currency } from "./sites.ts";

/** Money is an integer amount of the currency's minor unit (cents; yen has none). */
export interface Money {
  amount: number;
  currency: Currency;
}

export const MINOR_UNIT_DIGITS: Record<Currency, number> = { USD: 2, MXN: 2, JPY: 0 };

export function money(amount: number, currency: Currency): Money {
  if (!Number.isSafeInteger(amount)) {
    throw new RangeError(`money amount must be an integer of minor units, got ${amount}`);
  }
  return { amount, currency };
}

export function addMoney(a: Money, b: Money): Money {
  if (a.currency !== b.currency) throw new RangeError(`cannot add ${a.currency} to ${b.currency}`);
  return money(a.amount + b.amount, a.currency);
}

export function multiplyMoney(a: Money, quantity: number): Money {
  if (!Number.isSafeInteger(quantity)) throw new RangeError("quantity must be an integer");
  return money(a.amount * quantity, a.currency);
}

/** Major-unit value as a decimal string, exact (no floating point): 123456 USD -> "1234.56". */
export function toDecimalString(m: Money): `${number}` {
  const digits = MINOR_UNIT_DIGITS[m.currency];
  const negative = m.amount < 0;
  const abs = String(Math.abs(m.amount)).padStart(digits + 1, "0");
  const whole = digits === 0 ? abs : abs.slice(0, -digits);
  const frac = digits === 0 ? "" : "." + abs.slice(-digits);
  return `${negative ? "-" : ""}${whole}${frac}` as `${number}`;
}

/**
 * Parses a major-unit decimal string ("12.5", "1,234.00") into minor units; null when invalid.
 * Commas are accepted only as thousands separators, so "12,50" is rejected rather than read as
 * 1250.
 */
export function parseDecimal(text: string, currency: Currency): Money | null {
  const digits = MINOR_UNIT_DIGITS[currency];
  const match = /^(-?)(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const [, sign, whole = "", frac = ""] = match;
  if (frac.length > digits) return null;
  const minor = Number(whole.replace(/,/g, "") + frac.padEnd(digits, "0"));
  if (!Number.isSafeInteger(minor)) return null;
  // "-0" is zero, not negative zero.
  return money(sign === "-" && minor !== 0 ? -minor : minor, currency);
}

const formatters = new Map<string, { format: Intl.NumberFormat; symbol: string | null }>();

/**
 * A bare "$" means US dollars on every Brim page (decision 0043): the Mexico site offers MXN and
 * USD, and es-MX writes pesos as "$". Any other currency whose local symbol is a bare "$" shows
 * its international symbol instead (MXN → "MX$"); null when the locale's own symbol is kept.
 */
function unambiguousSymbol(locale: string, currency: Currency, format: Intl.NumberFormat): string | null {
  if (currency === "USD") return null;
  const local = format.formatToParts(0).find((p) => p.type === "currency")?.value;
  if (local !== "$") return null;
  const international = new Intl.NumberFormat("en-US", { style: "currency", currency }).formatToParts(0).find((p) => p.type === "currency")?.value;
  return international && international !== "$" ? international : currency;
}

/**
 * Formats through Intl with the currency's own minor digits, so yen shows whole numbers and
 * thousands are grouped. The amount goes to Intl as an exact decimal string, never as a
 * float division. Every price on every page and in every JSON `formattedValue` comes from here.
 */
export function formatMoney(m: Money, locale: string): string {
  const key = `${locale}|${m.currency}`;
  let f = formatters.get(key);
  if (!f) {
    const digits = MINOR_UNIT_DIGITS[m.currency];
    const format = new Intl.NumberFormat(locale, {
      style: "currency",
      currency: m.currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    f = { format, symbol: unambiguousSymbol(locale, m.currency, format) };
    formatters.set(key, f);
  }
  // Intl formats decimal strings exactly (Intl.NumberFormat v3), so no float ever appears.
  const decimal = toDecimalString(m);
  const symbol = f.symbol;
  if (symbol === null) return f.format.format(decimal);
  return f.format
    .formatToParts(decimal)
    .map((p) => (p.type === "currency" ? symbol : p.value))
    .join("");
}

/**
 * The amount as a decimal number of major units (39.99), for analytics tools that expect one.
 * Never compute money with it: money stays in integer minor units.
 */
export function toAnalyticsNumber(m: Money): number {
  return Number(toDecimalString(m));
}
