import { createTranslator, type Translator } from "#domain/i18n/index.ts";
import type { Language } from "#domain/sites.ts";
import { useRootData } from "./root-data.ts";

const translators = new Map<Language, Translator>();

export function translatorFor(language: Language): Translator {
  let t = translators.get(language);
  if (!t) {
    t = createTranslator(language);
    translators.set(language, t);
  }
  return t;
}

/** The translator for the page's language. */
export function useT(): Translator {
  return translatorFor(useRootData().shell.language);
}
