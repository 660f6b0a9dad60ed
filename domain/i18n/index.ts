import type { Language } from "../sites.ts";
import { en, type MessageKey, type Messages } from "./en.ts";
import { es } from "./es.ts";
import { ja } from "./ja.ts";
import { formatMessage, type TranslationParams } from "./format.ts";

export type { MessageKey, Messages };

/** Every storefront text catalogue, keyed by language. */
export const catalogues = { en, ja, es } as const satisfies Record<Language, Messages>;

export type { TranslationParams };
export type Translator = (key: MessageKey, params?: TranslationParams) => string;

/**
 * The text for `key` in `language`, with each `{name}` replaced by `params[name]` and plural
 * arguments (`{count, plural, one {…} other {…}}`) resolved by the language's plural rules.
 * Parameters not given are left as they are. `%d` is not touched.
 */
export function translate(language: Language, key: MessageKey, params?: TranslationParams): string {
  const text: string = catalogues[language][key] ?? en[key] ?? key;
  return formatMessage(text, params, language);
}

/** A translate function bound to one language. */
export function createTranslator(language: Language): Translator {
  return (key, params) => translate(language, key, params);
}
