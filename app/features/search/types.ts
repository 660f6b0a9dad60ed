import type { AutocompleteProduct, AutocompleteResult } from "../../../server/modules/catalog/search.ts";

/** `GET {ctx}/search/autocomplete?term=` (shopping-flow §3): the server's own types. */
export type { AutocompleteProduct };
export type AutocompleteResponse = AutocompleteResult;

/** One option of the list (the spec's header autosuggest result types): a search term or a product. */
export type SuggestOption =
  | { type: "autoSuggestion"; id: string; term: string; href: string }
  | { type: "productResult"; id: string; product: AutocompleteProduct; href: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** Keeps what the list needs from an untrusted body; anything malformed becomes empty lists. */
export function parseAutocomplete(body: unknown): AutocompleteResponse {
  if (!isRecord(body)) return { suggestions: [], products: [] };
  const suggestions = Array.isArray(body.suggestions)
    ? body.suggestions.filter((s): s is { term: string } => isRecord(s) && typeof s.term === "string" && s.term.trim() !== "")
    : [];
  const products = Array.isArray(body.products)
    ? body.products.filter(
        (p): p is AutocompleteProduct => isRecord(p) && typeof p.name === "string" && typeof p.url === "string" && typeof p.code === "string",
      )
    : [];
  return { suggestions, products };
}
