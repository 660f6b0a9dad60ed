import type { Messages } from "#domain/i18n/index.ts";
import { isLanguage, type Language } from "#domain/sites.ts";
import { registerCatalogue } from "./i18n.ts";

/** One chunk per language: a page downloads only the texts it shows. */
const loaders: Record<Language, () => Promise<Messages>> = {
  en: () => import("#domain/i18n/en.ts").then((m) => m.en),
  ja: () => import("#domain/i18n/ja.ts").then((m) => m.ja),
  es: () => import("#domain/i18n/es.ts").then((m) => m.es),
};

/** Loads the catalogue of the document's language (its <html lang>). */
export async function loadPageCatalogue(): Promise<void> {
  const lang = document.documentElement.lang;
  const language: Language = isLanguage(lang) ? lang : "en";
  registerCatalogue(language, await loaders[language]());
}
