import type { MessageKey, Messages, Translator } from "#domain/i18n/index.ts";
import { formatMessage, type TranslationParams } from "#domain/i18n/format.ts";
import type { Language } from "#domain/sites.ts";
import { useRootData } from "./root-data.ts";

/**
 * The text catalogues the pages can use. The server registers all of them; the browser loads
 * only its page's language before hydrating (see entry.client.tsx), so the other languages
 * never reach its bundle.
 */
const registered = new Map<Language, Partial<Messages>>();
const translators = new Map<Language, Translator>();

/** Adds texts to a language's catalogue (the browser loads the checkout's texts separately). */
export function registerCatalogue(language: Language, messages: Partial<Messages>): void {
  registered.set(language, { ...registered.get(language), ...messages });
  translators.delete(language);
}

export function translatorFor(language: Language): Translator {
  let t = translators.get(language);
  if (!t) {
    const messages = registered.get(language) ?? registered.get("en");
    if (!messages) throw new Error(`text catalogue ${language} is not loaded`);
    t = (key: MessageKey, params?: TranslationParams) => formatMessage(messages[key] ?? key, params, language);
    translators.set(language, t);
  }
  return t;
}

/** The translator for the page's language. */
export function useT(): Translator {
  return translatorFor(useRootData().shell.language);
}
