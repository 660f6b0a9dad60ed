import { searchUrl } from "#domain/autosuggest.ts";
import { sitePath } from "#domain/sites.ts";
import type { AutocompleteResponse, SuggestOption } from "./types.ts";

/** The list's options in order: suggestion terms first, then products. */
export function suggestOptions(results: AutocompleteResponse | null, contextPath: string, listId: string): SuggestOption[] {
  if (!results) return [];
  const site = { contextPath };
  const terms: SuggestOption[] = [];
  for (const { term } of results.suggestions) {
    const path = searchUrl(term);
    if (path) terms.push({ type: "autoSuggestion", id: `${listId}-t${terms.length}`, term, href: sitePath(site, path) });
  }
  const products = results.products.map(
    (product, i): SuggestOption => ({ type: "productResult", id: `${listId}-p${i}`, product, href: product.url }),
  );
  return [...terms, ...products];
}

/** Splits `text` around the first case-insensitive occurrence of `query` (for highlighting). */
export function splitMatch(text: string, query: string): [string, string, string] {
  const q = query.trim().toLowerCase();
  const at = q === "" ? -1 : text.toLowerCase().indexOf(q);
  if (at === -1 || text.toLowerCase().length !== text.length) return [text, "", ""];
  return [text.slice(0, at), text.slice(at, at + q.length), text.slice(at + q.length)];
}
