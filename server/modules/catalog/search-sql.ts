import { sql, type SQL } from "drizzle-orm";
import type { Currency, Language } from "../../../domain/sites.ts";
import { CANDIDATES, isIdentifierToken, TYPO_MIN_LENGTH } from "./search-words.ts";
import { colourTranslationJoinSql } from "./translations.ts";

/**
 * SQL of the header autosuggest (decision 0013). Column names are written as SQL (snake_case), as
 * in listing-sql.ts: these statements run on every keystroke nobody typed before, and building
 * them from column objects cost more time than running some of them.
 */

/** Catalogue words per token: the most common this many that it starts, and the closest this many like it. */
const PREFIX_WORDS = 12;
const SIMILAR_WORDS = 5;

export type TermRow = {
  i: number;
  prefix: boolean;
  term: string;
  products: number;
  /** Size of the products table as last measured (pg_class), for `probePages`. */
  pages: number;
  rows: number;
};

/**
 * The term table's words for each token in one statement; each token's part has its own text, so
 * the planner sees the prefix and uses the prefix index, and the trigram index for typos.
 */
export function termsSql(tokens: readonly string[]): SQL {
  const parts = tokens.flatMap((token, i) => {
    const prefix = sql`(select ${i}::int as i, true as prefix, term, products from search_terms
      where term like ${`${token}%`} order by products desc, term limit ${PREFIX_WORDS})`;
    if (isIdentifierToken(token) || token.length < TYPO_MIN_LENGTH) return [prefix];
    const similar = sql`(select ${i}::int, false, term, products from search_terms
      where term % ${token} and term not like ${`${token}%`}
      order by similarity(term, ${token}) desc, products desc, term limit ${SIMILAR_WORDS})`;
    return [prefix, similar];
  });
  return sql`select w.*, t.relpages as pages, t.reltuples::float8 as rows
    from (${sql.join(parts, sql` union all `)}) w, (select relpages, reltuples from pg_class where oid = 'products'::regclass) t`;
}

export type RankedRow = {
  code: string;
  name: string;
  description: string;
  labels: string[];
  team: string | null;
  msrp_minor: number | null;
  colour_code: string;
  colour_name: string;
};

/** Candidates ranked by full-text rank alone first; the name similarity (costlier) only for the best of them. */
const RERANKED = 24;

/**
 * The best `limit` products among the first CANDIDATES that match `query` (tsquery input syntax):
 * read from the table's first `probePages` pages, or, when those hold fewer, from the full-text
 * index through `product_search_ids` (which keeps the planner from scanning the table instead;
 * migration 0008). Ranked by full-text rank plus name similarity to the typed text; among
 * thousands of matches of a short prefix the ranks differ little anyway. Prices and colours are
 * read for the products shown only.
 */
export function rankedProductsSql(input: { query: string; phrase: string; probePages: number; currency: Currency; language: Language; limit: number }): SQL {
  const query = sql`${input.query}::tsquery`;
  return sql`
    with probe as materialized (
      select id from products where ctid < ${`(${input.probePages},0)`}::tid and search_document @@ ${query} limit ${CANDIDATES}
    ), candidates as (
      select id from probe
      union
      select id from product_search_ids(${query}, ${CANDIDATES}) as indexed(id) where (select count(*) from probe) < ${CANDIDATES}
    ), best as (
      select p.id, p.code, p.name, p.description, p.labels, p.team_id, ts_rank(p.search_document, ${query}) as text_rank
      from products p where p.id = any(array(select id from candidates))
      order by text_rank desc, p.id limit ${RERANKED}
    ), ranked as (
      select b.*, b.text_rank + word_similarity(${input.phrase}, b.name) as rank from best b
      where exists (select 1 from product_colours c where c.product_id = b.id and c.position = 0)
      order by rank desc, b.id limit ${input.limit}
    )
    select r.code, r.name, coalesce(tr.description, r.description) as description, r.labels, t.name as team, pr.msrp_minor,
      c.code as colour_code, coalesce(ct.translation, c.name) as colour_name
    from ranked r
    join product_colours c on c.product_id = r.id and c.position = 0
    left join product_translations tr on tr.product_id = r.id and tr.language = ${input.language}
    ${colourTranslationJoinSql("ct", "c.name", input.language)}
    left join teams t on t.id = r.team_id
    left join prices pr on pr.product_id = r.id and pr.currency = ${input.currency}
    order by r.rank desc, r.id`;
}

/** Team, league and style names that match `nameQuery` (tsquery input syntax) or are like the text, closest first. */
export function suggestedNamesSql(input: { nameQuery: string; phrase: string; limit: number }): SQL {
  return sql`
    select term from (select name as term from teams union select name from leagues union select name from silhouettes) names
    where to_tsvector('simple', term) @@ ${input.nameQuery}::tsquery or ${input.phrase} <% term
    order by (lower(term) like ${`${input.phrase}%`}) desc, word_similarity(${input.phrase}, term) desc, term
    limit ${input.limit}`;
}
