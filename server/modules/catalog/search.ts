import { sitePath } from "../../../domain/sites.ts";
import type { RequestContext } from "../../context.ts";
import { productImageUrl } from "./featured.ts";
import { rankedProductsSql, suggestedNamesSql, termsSql, type RankedRow, type TermRow } from "./search-sql.ts";
import { nameWordsQuery, probePages, productWordsQuery, searchTokens, WORD_STEPS, type TokenWords, type WordsQuery } from "./search-words.ts";
import { visitorPrice, type FormattedPrice } from "./visitor-price.ts";

/** The autosuggest shape carries only the text (shopping-flow §3). */
const priceText = (price: FormattedPrice | null) => (price ? { formattedValue: price.formattedValue } : null);

export interface AutocompleteProduct {
  name: string;
  productName: string;
  code: string;
  description: string;
  manufacturer: string;
  url: string;
  summary: string;
  team: string | null;
  price: { formattedValue: string } | null;
  images: { url: string; altText: string }[];
  labels: string[];
  inReview: boolean;
}

export interface AutocompleteResult {
  suggestions: { term: string }[];
  products: AutocompleteProduct[];
}

const SUMMARY_LENGTH = 120;

function summaryOf(description: string): string {
  if (description.length <= SUMMARY_LENGTH) return description;
  const cut = description.slice(0, SUMMARY_LENGTH);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 60 ? cut.lastIndexOf(" ") : SUMMARY_LENGTH).trimEnd()}…`;
}


/**
 * Header autosuggest: products that have every typed word (each the start of a catalogue word),
 * then, when those are too few, products with words like the typed ones, and when there are none
 * at all, products with any of the words; ranked by full-text rank plus name similarity.
 * Suggestions are team, league and style names that match the words. Each typed word becomes a
 * few real words of the term table first (decision 0013), which the full-text index finds
 * quickly. The same for every visitor of a site, language and currency, so kept for the
 * catalogue cache lifetime.
 */
export function autocomplete(ctx: RequestContext, text: string, limits = { products: 6, suggestions: 5 }): Promise<AutocompleteResult> {
  const tokens = searchTokens(text);
  if (tokens.length === 0) return Promise.resolve({ suggestions: [], products: [] });
  const key = JSON.stringify([ctx.site.id, ctx.language, ctx.currency, tokens, limits]);
  return ctx.deps.caches.suggestions.get(key, ctx.now.getTime(), () => querySuggestions(ctx, tokens, limits));
}

async function querySuggestions(ctx: RequestContext, tokens: string[], limits: { products: number; suggestions: number }): Promise<AutocompleteResult> {
  const phrase = tokens.join(" ");
  const { words, table } = await catalogueWords(ctx, tokens);
  const [rows, suggestionRows] = await Promise.all([
    productsByWords(ctx, phrase, words, table, limits.products),
    suggestedTerms(ctx, phrase, nameWordsQuery(words), limits.suggestions),
  ]);

  return {
    suggestions: suggestionRows.map((r) => ({ term: r.term })),
    products: rows.map((r) => ({
      name: r.name,
      productName: r.name,
      code: r.code,
      description: r.description,
      manufacturer: "Brim",
      url: sitePath(ctx.site, `/p/${r.code}`),
      summary: summaryOf(r.description),
      team: r.team,
      price: priceText(visitorPrice(ctx, r.msrp_minor)),
      images: [{ url: `${productImageUrl(r.code, r.colour_code)}?size=200`, altText: `${r.name}, ${r.colour_name}` }],
      labels: r.labels,
      inReview: false,
    })),
  };
}

/** The term table's words for each token, and the size of the products table. */
async function catalogueWords(ctx: RequestContext, tokens: string[]): Promise<{ words: TokenWords[]; table: { pages: number; rows: number } }> {
  const { rows } = await ctx.db.execute<TermRow>(termsSql(tokens));
  const words: TokenWords[] = tokens.map((token) => ({ token, prefix: [], similar: [] }));
  for (const r of rows) words[r.i]?.[r.prefix ? "prefix" : "similar"].push({ term: r.term, products: r.products });
  return { words, table: { pages: rows[0]?.pages ?? 0, rows: rows[0]?.rows ?? 0 } };
}

/**
 * Products of the typed words and, while they are fewer than `limit`, of the typed words or words
 * like them after those; only when both find nothing, products of any of the words.
 */
async function productsByWords(ctx: RequestContext, phrase: string, words: TokenWords[], table: { pages: number; rows: number }, limit: number): Promise<RankedRow[]> {
  const rows: RankedRow[] = [];
  const asked = new Set<string>();
  for (const step of WORD_STEPS) {
    if (step === "any" && rows.length > 0) break;
    const query = productWordsQuery(words, step);
    if (!query || asked.has(query.query)) continue;
    asked.add(query.query);
    const seen = new Set(rows.map((r) => r.code));
    rows.push(...(await rankedProducts(ctx, phrase, query, table, limit)).filter((r) => !seen.has(r.code)));
    if (rows.length >= limit) break;
  }
  return rows.slice(0, limit);
}

async function rankedProducts(ctx: RequestContext, phrase: string, words: WordsQuery, table: { pages: number; rows: number }, limit: number): Promise<RankedRow[]> {
  const statement = rankedProductsSql({ query: words.query, phrase, probePages: probePages(words.groups, table), currency: ctx.currency, language: ctx.language, limit });
  return (await ctx.db.execute<RankedRow>(statement)).rows;
}

async function suggestedTerms(ctx: RequestContext, phrase: string, nameQuery: string, limit: number): Promise<{ term: string }[]> {
  return (await ctx.db.execute<{ term: string }>(suggestedNamesSql({ nameQuery, phrase, limit }))).rows;
}
