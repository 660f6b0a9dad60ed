import type { Currency, Language } from "#domain/sites.ts";

/** Each language named in itself, so a reader finds their own language in any page language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  ja: "日本語",
  es: "Español",
};

export const CURRENCY_LABELS: Record<Currency, string> = {
  USD: "USD $",
  JPY: "JPY ¥",
  MXN: "MXN $",
};

export interface PreferenceOption {
  value: string;
  label: string;
  /** Language of the label, when it differs from the page. */
  lang?: string;
}

export function languageOptions(languages: readonly Language[]): PreferenceOption[] {
  return languages.map((code) => ({ value: code, label: LANGUAGE_NAMES[code], lang: code }));
}

export function currencyOptions(currencies: readonly Currency[]): PreferenceOption[] {
  return currencies.map((code) => ({ value: code, label: CURRENCY_LABELS[code] }));
}
