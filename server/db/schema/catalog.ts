import { sql, type SQL } from "drizzle-orm";
import {
  bigint,
  customType,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { sites } from "./accounts.ts";

/** PostgreSQL full-text document (read only through SQL, never selected into rows). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** Names in each storefront language: { en, ja, es }. */
export type LocalizedText = Record<"en" | "ja" | "es", string>;

export const leagues = pgTable("leagues", {
  id: serial().primaryKey(),
  code: text().notNull().unique(),
  name: text().notNull(),
  sport: text().notNull(),
});

export const teams = pgTable(
  "teams",
  {
    id: serial().primaryKey(),
    code: text().notNull().unique(),
    name: text().notNull(),
    leagueId: integer()
      .notNull()
      .references(() => leagues.id),
    primaryHex: text().notNull(),
    secondaryHex: text().notNull(),
  },
  (t) => [index("teams_league_idx").on(t.leagueId)],
);

export const silhouettes = pgTable("silhouettes", {
  code: text().primaryKey(),
  name: text().notNull(),
  /** fitted | stretch | adjustable | snapback | knit | apparel */
  productType: text().notNull(),
});

export const categories = pgTable("categories", {
  code: text().primaryKey(),
  names: jsonb().$type<LocalizedText>().notNull(),
  position: smallint().notNull(),
});

/** Header navigation: top items and their sub-menus, per site (null = every site). */
export const navNodes = pgTable(
  "nav_nodes",
  {
    id: serial().primaryKey(),
    siteId: text().references(() => sites.id),
    parentId: integer().references((): AnyPgColumn => navNodes.id, { onDelete: "cascade" }),
    position: smallint().notNull(),
    labels: jsonb().$type<LocalizedText>().notNull(),
    /** Path inside the site (the context path is prepended when rendered). */
    path: text(),
  },
  (t) => [index("nav_nodes_parent_idx").on(t.parentId)],
);

export const products = pgTable(
  "products",
  {
    id: serial().primaryKey(),
    code: text().notNull().unique(),
    materialId: bigint({ mode: "number" }).notNull(),
    name: text().notNull(),
    description: text().notNull(),
    silhouetteCode: text()
      .notNull()
      .references(() => silhouettes.code),
    teamId: integer().references(() => teams.id),
    categoryCode: text()
      .notNull()
      .references(() => categories.code),
    gender: text().notNull(),
    labels: text().array().notNull().default([]),
    gcp: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The day the product went on sale: the new-arrivals listing sorts by it (decision 0045). */
    arrivalDate: date().notNull().defaultNow(),
    /** Full-text document: name and code weigh most, then the description. */
    searchDocument: tsvector().generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('simple', coalesce(${products.name}, '') || ' ' || ${products.code} || ' ' || ${products.materialId}::text), 'A') || setweight(to_tsvector('simple', coalesce(${products.description}, '')), 'B')`,
    ),
  },
  (t) => [
    uniqueIndex("products_material_idx").on(t.materialId),
    index("products_team_idx").on(t.teamId),
    index("products_category_idx").on(t.categoryCode),
    // A short pending list: every search reads it through until it is merged (decision 0013).
    index("products_search_idx").using("gin", t.searchDocument).with({ gin_pending_list_limit: 512 }),
    index("products_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
    index("products_arrival_idx").on(t.arrivalDate.desc(), t.id.desc()),
  ],
);

/**
 * A product's copy in a language other than English (decision 0045). English stays on
 * `products`; a language without a row shows the English copy. Kept apart from `products` so the
 * listing's scans of the products heap do not read every language's paragraphs.
 */
export const productTranslations = pgTable(
  "product_translations",
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    language: text().notNull(),
    description: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.language] })],
);

/**
 * Colour names in other languages, keyed by the English name the catalogue stores on
 * `product_colours` and the listing's colour facet ("Team Colours" → "Colores del equipo").
 * A name without a row is shown in English.
 */
export const colourTranslations = pgTable(
  "colour_translations",
  {
    name: text().notNull(),
    language: text().notNull(),
    translation: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.name, t.language] })],
);

export const productColours = pgTable(
  "product_colours",
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    code: text().notNull(),
    name: text().notNull(),
    primaryHex: text().notNull(),
    secondaryHex: text().notNull(),
    position: smallint().notNull(),
  },
  (t) => [uniqueIndex("product_colours_product_code_idx").on(t.productId, t.code)],
);

export const variants = pgTable(
  "variants",
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    colourId: integer()
      .notNull()
      .references(() => productColours.id, { onDelete: "cascade" }),
    size: text().notNull(),
    sizePosition: smallint().notNull(),
    upc: text().notNull().unique(),
    maxOrderQuantity: integer(),
  },
  (t) => [index("variants_product_idx").on(t.productId), index("variants_colour_idx").on(t.colourId)],
);

/** MSRP (list price) per currency, integer minor units. */
export const prices = pgTable(
  "prices",
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    currency: text().notNull(),
    msrpMinor: bigint({ mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.currency] })],
);

export const stockLevels = pgTable("stock_levels", {
  variantId: integer()
    .primaryKey()
    .references(() => variants.id, { onDelete: "cascade" }),
  quantity: integer().notNull(),
  lowStockThreshold: integer().notNull().default(10),
  forceInStock: boolean().notNull().default(false),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const inboundInventory = pgTable(
  "inbound_inventory",
  {
    variantId: integer()
      .notNull()
      .references(() => variants.id, { onDelete: "cascade" }),
    arrivalDate: date().notNull(),
    quantity: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.variantId, t.arrivalDate] })],
);
