import { index, integer, pgTable, text } from "drizzle-orm/pg-core";

/**
 * Every word products are found by (the words of each product's search document, i.e. of its
 * name and description; not codes or material ids) with the number of products that have it.
 * The autosuggest turns each typed prefix or typo into a few of these words before searching
 * products (decision 0013). Kept current by triggers on products (migration 0008_search_terms):
 * per statement for inserts and deletes, per row for updates that change the search document.
 */
export const searchTerms = pgTable(
  "search_terms",
  {
    term: text().primaryKey(),
    /** Products whose name or description has the word; a word no product has any more is deleted. */
    products: integer().notNull(),
  },
  (t) => [
    index("search_terms_prefix_idx").using("btree", t.term.op("text_pattern_ops")),
    index("search_terms_trgm_idx").using("gin", t.term.op("gin_trgm_ops")).with({ fastupdate: false }),
  ],
);
