import type { MessageKey, Translator } from "#domain/i18n/index.ts";

/** Product labels are stored as codes (NEW, BESTSELLER, …) and shown in the page's language. */
const LABEL_KEYS: Record<string, MessageKey | undefined> = {
  NEW: "label.NEW",
  BESTSELLER: "label.BESTSELLER",
  LIMITED: "label.LIMITED",
  ECO: "label.ECO",
};

export function labelText(t: Translator, code: string): string {
  const key = LABEL_KEYS[code];
  return key ? t(key) : code;
}
