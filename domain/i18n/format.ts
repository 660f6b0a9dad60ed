/** Message formatting shared by the server (all catalogues) and the browser (its page's catalogue only). */

export type TranslationParams = Record<string, string | number>;

const PARAM = /\{(\w+)\}/g;
const PLURAL_START = /\{(\w+),\s*plural,/g;
const HAS_PLURAL = /\{\w+,\s*plural,/;
const SELECTOR = /^\s*(=\d+|zero|one|two|few|many|other)\s*\{/;

type PluralBranches = Map<string, string>;

/** The index just after the `}` that closes the `{` at `open`, or -1 when it is not closed. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === "{") depth++;
    else if (text[i] === "}" && --depth === 0) return i + 1;
  }
  return -1;
}

/** `one {…} other {…}}` from `start`: the branches and the index after the argument's closing `}`. */
function readBranches(text: string, start: number): { branches: PluralBranches; end: number } | null {
  const branches: PluralBranches = new Map();
  let at = start;
  for (;;) {
    const rest = text.slice(at);
    const closing = /^\s*\}/.exec(rest);
    if (closing) return branches.has("other") ? { branches, end: at + closing[0].length } : null;
    const selector = SELECTOR.exec(rest);
    if (!selector) return null;
    const open = at + selector[0].length - 1;
    const end = closingBrace(text, open);
    if (end < 0) return null;
    branches.set(selector[1]!, text.slice(open + 1, end - 1));
    at = end;
  }
}

function pluralRules(language: string): Intl.PluralRules {
  try {
    return new Intl.PluralRules(language);
  } catch {
    return new Intl.PluralRules("en");
  }
}

/**
 * Plural arguments, a small part of ICU MessageFormat: `{count, plural, one {# unit} other {# units}}`
 * picks the branch for the number by `Intl.PluralRules` of the language (`=N` matches exactly
 * first) and puts the number for `#`. Branches may hold `{name}` parameters. An argument whose
 * parameter is not given, or that cannot be read, stays as it is.
 */
function formatPlurals(text: string, params: TranslationParams, language: string): string {
  let out = "";
  let from = 0;
  for (const match of text.matchAll(PLURAL_START)) {
    if (match.index < from) continue;
    const name = match[1]!;
    const read = readBranches(text, match.index + match[0].length);
    if (!read || !Object.hasOwn(params, name)) continue;
    const value = Number(params[name]);
    const branch =
      (Number.isFinite(value) ? (read.branches.get(`=${value}`) ?? read.branches.get(pluralRules(language).select(value))) : undefined) ?? read.branches.get("other")!;
    out += text.slice(from, match.index) + branch.replace(/#/g, String(params[name]));
    from = read.end;
  }
  return out + text.slice(from);
}

/**
 * `text` with each `{name}` replaced by `params[name]` and each plural argument resolved for
 * `language` (see `formatPlurals`); parameters not given stay as they are, `%d` is not touched.
 */
export function formatMessage(text: string, params?: TranslationParams, language = "en"): string {
  if (!params) return text;
  const plural = HAS_PLURAL.test(text) ? formatPlurals(text, params, language) : text;
  return plural.replace(PARAM, (match, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : match));
}

/** The parameter names a text uses: `{name}` and the argument of `{name, plural, …}` (for catalogue checks). */
export function messageParameters(text: string): string[] {
  const names = [...text.matchAll(PARAM), ...text.matchAll(PLURAL_START)].map((m) => m[1]!);
  return [...new Set(names)].sort();
}
