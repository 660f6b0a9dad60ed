import { and, eq, sql, type SQL } from "drizzle-orm";
import { sitePath } from "../../../domain/sites.ts";
import type { RequestContext } from "../../context.ts";
import { leagues, prices, productColours, products, silhouettes, teams } from "../../db/schema/index.ts";
import { productImageUrl } from "./featured.ts";
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

const MAX_TOKENS = 6;
const SUMMARY_LENGTH = 120;

/** Words of the search text, lower-cased, letters and digits only (safe inside a tsquery). */
export function searchTokens(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_TOKENS).map((t) => t.slice(0, 40));
}

/** Every word as a prefix, all required: "salt tid" finds "Saltmarsh Tides". */
function prefixQuery(tokens: string[]): string {
  return tokens.map((t) => `${t}:*`).join(" & ");
}

function summaryOf(description: string): string {
  if (description.length <= SUMMARY_LENGTH) return description;
  const cut = description.slice(0, SUMMARY_LENGTH);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 60 ? cut.lastIndexOf(" ") : SUMMARY_LENGTH).trimEnd()}…`;
}

/**
 * Header autosuggest: products ranked by full-text match (name and code first, description
 * after) plus trigram similarity of the name, so prefixes and small typos both find them;
 * suggestions are team, league and style names that match the text. The same for every visitor
 * of a site, language and currency, so kept for the catalogue cache lifetime.
 */
export function autocomplete(ctx: RequestContext, text: string, limits = { products: 6, suggestions: 5 }): Promise<AutocompleteResult> {
  const tokens = searchTokens(text);
  if (tokens.length === 0) return Promise.resolve({ suggestions: [], products: [] });
  const key = JSON.stringify([ctx.site.id, ctx.language, ctx.currency, tokens, limits]);
  return ctx.deps.caches.suggestions.get(key, ctx.now.getTime(), () => querySuggestions(ctx, tokens, limits));
}

/** Products read from each candidate source before ranking (ranking reads the whole text of each). */
const CANDIDATES = 100;

async function querySuggestions(ctx: RequestContext, tokens: string[], limits: { products: number; suggestions: number }): Promise<AutocompleteResult> {
  const phrase = tokens.join(" ");
  const tsq = sql`to_tsquery('simple', ${prefixQuery(tokens)})`;
  const [first, suggestionRows] = await Promise.all([rankedProducts(ctx, tokens, tsq, false, limits.products), suggestedTerms(ctx, phrase, tsq, limits.suggestions)]);
  // Typo tolerance: the trigram search of names only when the words themselves find too few.
  const rows = first.length < limits.products ? await rankedProducts(ctx, tokens, tsq, true, limits.products) : first;

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
      price: priceText(visitorPrice(ctx, r.msrpMinor)),
      images: [{ url: `${productImageUrl(r.code, r.colourCode)}?size=200`, altText: `${r.name}, ${r.colourName}` }],
      labels: r.labels,
      inReview: false,
    })),
  };
}

/**
 * Products matching the words (every word a prefix, anywhere in the text) or, with `typos`, whose
 * name is similar to the text, ranked by full-text rank plus name similarity. A short, common
 * prefix matches thousands of products: the ranking reads only the first few hundred found (a
 * rare word is found through the index, a common one by reading until there are enough), so
 * the answer stays fast; among so many matches the ranks differ little anyway.
 */
function rankedProducts(ctx: RequestContext, tokens: string[], tsq: SQL, typos: boolean, limit: number) {
  const phrase = tokens.join(" ");
  const sources: SQL[] = [sql`(select ${products.id} from ${products} where ${products.searchDocument} @@ ${tsq} limit ${CANDIDATES})`];
  if (typos) sources.push(sql`(select ${products.id} from ${products} where ${phrase} <% ${products.name} limit ${CANDIDATES})`);
  const rank = sql<number>`ts_rank(${products.searchDocument}, ${tsq}) + word_similarity(${phrase}, ${products.name})`;
  return ctx.db
    .select({
      code: products.code,
      name: products.name,
      description: products.description,
      labels: products.labels,
      team: teams.name,
      msrpMinor: prices.msrpMinor,
      colourCode: productColours.code,
      colourName: productColours.name,
    })
    .from(products)
    .leftJoin(teams, eq(teams.id, products.teamId))
    .leftJoin(prices, and(eq(prices.productId, products.id), eq(prices.currency, ctx.currency)))
    .innerJoin(productColours, and(eq(productColours.productId, products.id), eq(productColours.position, 0)))
    .where(sql`${products.id} in (${sql.join(sources, sql` union all `)}) and (${products.searchDocument} @@ ${tsq} or ${phrase} <% ${products.name})`)
    .orderBy(sql`${rank} desc`, products.id)
    .limit(limit);
}

/** Team, league and style names that match the text, closest first. */
async function suggestedTerms(ctx: RequestContext, phrase: string, tsq: SQL, limit: number): Promise<{ term: string }[]> {
  const names = sql`(
    select ${teams.name} as term from ${teams}
    union select ${leagues.name} from ${leagues}
    union select ${silhouettes.name} from ${silhouettes}
  ) as names`;
  const result = await ctx.db.execute<{ term: string }>(sql`
    select term from ${names}
    where to_tsvector('simple', term) @@ ${tsq} or ${phrase} <% term
    order by (lower(term) like ${`${phrase}%`}) desc, word_similarity(${phrase}, term) desc, term
    limit ${limit}`);
  return result.rows;
}
