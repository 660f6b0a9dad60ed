/** Message formatting shared by the server (all catalogues) and the browser (its page's catalogue only). */

export type TranslationParams = Record<string, string | number>;

const PARAM = /\{(\w+)\}/g;

/** `text` with each `{name}` replaced by `params[name]`; parameters not given stay as they are, `%d` is not touched. */
export function formatMessage(text: string, params?: TranslationParams): string {
  if (!params) return text;
  return text.replace(PARAM, (match, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : match));
}
