import { and, eq, sql } from "drizzle-orm";
import type { Language } from "../../../domain/sites.ts";
import { colourTranslations, productColours, productTranslations, products } from "../../db/schema/index.ts";

/**
 * The catalogue in the page's language (decision 0045): a product's copy and its colours' names
 * are read in the same statement as the rest, through a left join of the translation tables, with
 * the English text as the fallback when a language has none.
 */

/** Join condition of `product_translations` for `products` in `language`. */
export const productTranslationOn = (language: Language) => and(eq(productTranslations.productId, products.id), eq(productTranslations.language, language));

/** The product's description in the joined language, else in English. */
export const localDescription = sql<string>`coalesce(${productTranslations.description}, ${products.description})`;

/** Join condition of `colour_translations` for `product_colours` in `language`. */
export const colourTranslationOn = (language: Language) => and(eq(colourTranslations.name, productColours.name), eq(colourTranslations.language, language));

/** The colour's name in the joined language, else in English. */
export const localColourName = sql<string>`coalesce(${colourTranslations.translation}, ${productColours.name})`;

/** The same for statements written as SQL text: `left join colour_translations {alias} on …`. */
export function colourTranslationJoinSql(alias: string, colourNameColumn: string, language: Language) {
  return sql`left join colour_translations ${sql.raw(alias)} on ${sql.raw(alias)}.name = ${sql.raw(colourNameColumn)} and ${sql.raw(alias)}.language = ${language}`;
}
