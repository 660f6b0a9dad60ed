import { sql, type SQL } from "drizzle-orm";
import type { Currency, Language } from "../../../domain/sites.ts";
import { searchTokens } from "./search-words.ts";
import { colourTranslationJoinSql } from "./translations.ts";

/**
 * SQL pieces of the category and search listing. The listing reads one row per product from the
 * `base` CTE (scope: category and/or text; stock, sizes and colours from the trigger-maintained
 * product_listing table), then applies the selected facets as predicates on it.
 * Column names are written as SQL (snake_case) so the text is the same under any Drizzle casing.
 */

export const FACET_NAMES = ["league", "team", "silhouette", "colour", "size", "price", "availability"] as const;
export type FacetName = (typeof FACET_NAMES)[number];

export const AVAILABILITY_VALUES = ["inStock", "lowStock", "outOfStock"] as const;
export type Availability = (typeof AVAILABILITY_VALUES)[number];

export const SORTS = ["relevance", "name", "price-asc", "price-desc", "newest"] as const;
export type ListingSort = (typeof SORTS)[number];

/** Price band limits in minor units of each currency; a band runs from one limit to the next. */
const PRICE_LIMITS: Record<Currency, readonly number[]> = {
  USD: [3500, 4000, 4500],
  JPY: [5000, 6000, 7000],
  MXN: [60000, 75000, 90000],
};

export interface PriceBand {
  value: string;
  min: number;
  max: number | null;
}

export function priceBands(currency: Currency): PriceBand[] {
  const limits = [0, ...PRICE_LIMITS[currency]];
  return limits.map((min, i) => {
    const max = limits[i + 1] ?? null;
    return { value: `${min}-${max ?? ""}`, min, max };
  });
}

export interface ListingScope {
  /** Category code; "all-headwear" means every product that is not apparel. */
  category: string | null;
  text: string | null;
  /** Only the products labelled NEW (the new-arrivals listing, decision 0045). */
  newArrivals: boolean;
  currency: Currency;
  /** Colour names (page items and the colour facet's labels) in this language, else in English. */
  language: Language;
}

export interface ListingFilters {
  facets: Partial<Record<FacetName, string[]>>;
  inventoryMin: number | null;
  inventoryMax: number | null;
}

function list(values: readonly string[]): SQL {
  return sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
}

function textQuery(text: string | null): { tsq: SQL; phrase: string } | null {
  const tokens = searchTokens(text ?? "");
  if (tokens.length === 0) return null;
  return { tsq: sql`to_tsquery('simple', ${tokens.map((t) => `${t}:*`).join(" & ")})`, phrase: tokens.join(" ") };
}

/** `with base as (…)`: one row per product in scope with the columns every facet needs. */
export function baseCte(scope: ListingScope, forItems: boolean): SQL {
  const where: SQL[] = [];
  if (scope.category === "all-headwear") where.push(sql`s.product_type <> 'apparel'`);
  else if (scope.category !== null) where.push(sql`p.category_code = ${scope.category}`);
  if (scope.newArrivals) where.push(sql`p.labels @> array['NEW']::text[]`);
  const text = textQuery(scope.text);
  if (text) where.push(sql`(p.search_document @@ ${text.tsq} or ${text.phrase} <% p.name)`);
  else if (scope.text !== null) where.push(sql`false`);
  const rank = text && forItems ? sql`ts_rank(p.search_document, ${text.tsq}) + word_similarity(${text.phrase}, p.name)` : sql`0`;
  const whereSql = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  // Counting reads the CTE eight times (materialized once); the page reads it once (inlined).
  const itemColumns = forItems ? sql`p.code, p.name, p.labels, p.arrival_date, ${rank} as rank,` : sql``;
  return sql`with base as ${forItems ? sql`not materialized` : sql`materialized`} (
    select p.id, ${itemColumns} s.product_type as silhouette,
      t.code as team, t.name as team_name, l.code as league, l.name as league_name,
      pr.msrp_minor as price, coalesce(pl.stock_total, 0) as stock,
      coalesce(pl.availability, 'outOfStock') as availability,
      coalesce(pl.sizes, '{}'::text[]) as sizes, coalesce(pl.colour_names, '{}'::text[]) as colour_names
    from products p
    join silhouettes s on s.code = p.silhouette_code
    left join teams t on t.id = p.team_id
    left join leagues l on l.id = t.league_id
    left join prices pr on pr.product_id = p.id and pr.currency = ${scope.currency}
    left join product_listing pl on pl.product_id = p.id
    ${whereSql}
  )`;
}

function facetPredicate(name: FacetName, values: readonly string[], currency: Currency): SQL {
  switch (name) {
    case "league":
    case "team":
    case "silhouette":
    case "availability":
      return sql`base.${sql.raw(name)} in (${list(values)})`;
    case "colour":
      return sql`base.colour_names && array[${list(values)}]::text[]`;
    case "size":
      return sql`base.sizes && array[${list(values)}]::text[]`;
    case "price": {
      const bands = priceBands(currency).filter((b) => values.includes(b.value));
      if (bands.length === 0) return sql`false`;
      const each = bands.map((b) => (b.max === null ? sql`base.price >= ${b.min}` : sql`(base.price >= ${b.min} and base.price < ${b.max})`));
      return sql`(${sql.join(each, sql` or `)})`;
    }
  }
}

/** Every selected facet and the inventory range, except the facet named in `except` (for its own counts). */
export function filterSql(filters: ListingFilters, currency: Currency, except: FacetName | null = null): SQL {
  const parts: SQL[] = [sql`true`];
  for (const name of FACET_NAMES) {
    const values = filters.facets[name] ?? [];
    if (name !== except && values.length > 0) parts.push(facetPredicate(name, values, currency));
  }
  if (filters.inventoryMin !== null) parts.push(sql`base.stock >= ${filters.inventoryMin}::bigint`);
  if (filters.inventoryMax !== null) parts.push(sql`base.stock <= ${filters.inventoryMax}::bigint`);
  return sql.join(parts, sql` and `);
}

export function orderSql(sort: ListingSort): SQL {
  switch (sort) {
    case "relevance":
      return sql`base.rank desc, base.name, base.id`;
    case "name":
      return sql`base.name, base.id`;
    case "price-asc":
      return sql`base.price asc nulls last, base.name, base.id`;
    case "price-desc":
      return sql`base.price desc nulls last, base.name, base.id`;
    case "newest":
      return sql`base.arrival_date desc, base.id desc`;
  }
}

/** Counts of every facet group (each with the other groups' selections) and the total, in one statement. */
export function facetCountsSql(scope: ListingScope, filters: ListingFilters): SQL {
  const f = (name: FacetName) => filterSql(filters, scope.currency, name);
  const bandCase = sql.join(
    priceBands(scope.currency).map((b) => (b.max === null ? sql`when base.price >= ${b.min} then ${b.value}` : sql`when base.price < ${b.max} then ${b.value}`)),
    sql` `,
  );
  return sql`${baseCte(scope, false)}
    select 'total' as facet, '' as value, '' as label, count(*)::int as count, 0 as position from base where ${filterSql(filters, scope.currency)}
    union all
    select 'league', base.league, max(base.league_name), count(*)::int, 0 from base where base.league is not null and ${f("league")} group by base.league
    union all
    select 'team', base.team, max(base.team_name), count(*)::int, 0 from base where base.team is not null and ${f("team")} group by base.team
    union all
    select 'silhouette', base.silhouette, '', count(*)::int, 0 from base where ${f("silhouette")} group by base.silhouette
    union all
    select 'colour', colours.name, coalesce(ct.translation, ''), colours.count, 0 from (
      select c.name, count(*)::int as count from base cross join lateral unnest(base.colour_names) as c(name) where ${f("colour")} group by c.name
    ) colours ${colourTranslationJoinSql("ct", "colours.name", scope.language)}
    union all
    select 'size', z.size, '', count(*)::int, 0 from base cross join lateral unnest(base.sizes) as z(size) where ${f("size")} group by z.size
    union all
    select 'price', band, '', count(*)::int, 0 from (select case ${bandCase} end as band from base where base.price is not null and ${f("price")}) bands group by band
    union all
    select 'availability', base.availability, '', count(*)::int, 0 from base where ${f("availability")} group by base.availability`;
}

/** The page of products, with each product's first colour for the image. */
export function itemsSql(scope: ListingScope, filters: ListingFilters, sort: ListingSort, limit: number, offset: number): SQL {
  return sql`${baseCte(scope, true)}
    select base.code, base.name, base.labels, base.team_name, base.price, base.stock, base.availability,
      pc.code as colour_code, coalesce(ct.translation, pc.name) as colour_name
    from base
    left join product_colours pc on pc.product_id = base.id and pc.position = 0
    ${colourTranslationJoinSql("ct", "pc.name", scope.language)}
    where ${filterSql(filters, scope.currency)}
    order by ${orderSql(sort)}
    limit ${limit} offset ${offset}`;
}
