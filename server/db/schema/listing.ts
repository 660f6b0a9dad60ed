import { sql } from "drizzle-orm";
import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { products } from "./catalog.ts";

/**
 * Per-product figures the category and search listing filters and counts by, kept up to date by
 * statement-level triggers on stock_levels, variants and product_colours (migration
 * 0004_product_listing): summing ~8 variants per product on every page view is too slow at
 * 100k products. A product without a row has no stock (the listing reads it with a left join).
 */
export const productListing = pgTable(
  "product_listing",
  {
    productId: integer()
      .primaryKey()
      .references(() => products.id, { onDelete: "cascade" }),
    /** Units on hand over every variant. */
    stockTotal: integer().notNull().default(0),
    /** inStock (a variant above its low-stock threshold, or forced in stock) | lowStock | outOfStock */
    availability: text().notNull().default("outOfStock"),
    sizes: text().array().notNull().default(sql`'{}'::text[]`),
    colourNames: text().array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [index("product_listing_sizes_idx").using("gin", t.sizes), index("product_listing_colours_idx").using("gin", t.colourNames)],
);
