import { sql } from "drizzle-orm";
import { inventoryFacetOffered } from "../../../domain/facets.ts";
import { translate } from "../../../domain/i18n/index.ts";
import { sitePath } from "../../../domain/sites.ts";
import type { RequestContext } from "../../context.ts";
import { productImageUrl, type ProductTile } from "./featured.ts";
import { facetLabels } from "./listing-labels.ts";
import { visitorPrice } from "./visitor-price.ts";
import {
  AVAILABILITY_VALUES,
  FACET_NAMES,
  SORTS,
  facetCountsSql,
  itemsSql,
  type Availability,
  type FacetName,
  type ListingFilters,
  type ListingScope,
  type ListingSort,
} from "./listing-sql.ts";

export { FACET_NAMES, SORTS, type FacetName, type ListingSort };

export interface ListingInput {
  category?: string;
  text?: string;
  /** The new-arrivals listing: products labelled NEW, newest first unless another sort is chosen. */
  newArrivals?: boolean;
  /** Selected values by facet name; unknown names are ignored. */
  facets: Record<string, readonly string[]>;
  /** Unknown or missing: relevance when searching, newest for new arrivals, name otherwise. */
  sort?: string | null;
  page: number;
  pageSize?: number;
  inventoryMin?: number | null;
  /** 0 or null: no maximum. */
  inventoryMax?: number | null;
}

export interface ListingItem extends ProductTile {
  availability: Availability;
}

export interface FacetValue {
  value: string;
  label: string;
  count: number;
  selected: boolean;
}

export interface Facet {
  name: FacetName;
  label: string;
  values: FacetValue[];
}

export interface ListingResult {
  items: ListingItem[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
  sort: ListingSort;
  facets: Facet[];
}

interface ItemRow extends Record<string, unknown> {
  code: string;
  name: string;
  labels: string[];
  team_name: string | null;
  price: string | number | null;
  availability: Availability;
  colour_code: string | null;
  colour_name: string | null;
}

interface CountRow extends Record<string, unknown> {
  facet: string;
  value: string | null;
  label: string | null;
  count: number;
  position: number;
}

const MAX_PAGE_SIZE = 96;

function resolveSort(sort: string | null | undefined, scope: ListingScope): ListingSort {
  const searching = scope.text !== null;
  const known = SORTS.find((s) => s === sort);
  if (known && (known !== "relevance" || searching)) return known;
  return searching ? "relevance" : scope.newArrivals ? "newest" : "name";
}

/** The filters the listing applies; the inventory bounds only where that facet is offered. */
function filtersOf(input: ListingInput, inventoryOffered: boolean): ListingFilters {
  const facets: ListingFilters["facets"] = {};
  for (const name of FACET_NAMES) {
    const values = input.facets[name];
    if (values && values.length > 0) facets[name] = [...values];
  }
  const min = inventoryOffered ? (input.inventoryMin ?? null) : null;
  const max = inventoryOffered && input.inventoryMax ? input.inventoryMax : null;
  const valid = min === null || max === null || min <= max;
  return { facets, inventoryMin: valid ? min : null, inventoryMax: valid ? max : null };
}

/**
 * Category and search listing: one page of product tiles, the total, and the facet groups with
 * counts that honour every other selected group. Two statements: all counts, then the page. The
 * answer depends only on the site, language, currency and the filters applied (the inventory
 * bounds are dropped for visitors not offered that facet), so it is kept for the catalogue cache
 * lifetime (shared by anonymous and signed-in visitors, pages and data requests).
 */
export function listProducts(ctx: RequestContext, input: ListingInput): Promise<ListingResult> {
  const text = input.text?.trim() ?? "";
  const scope: ListingScope = {
    category: input.category ?? null,
    text: text === "" ? null : text,
    newArrivals: input.newArrivals ?? false,
    currency: ctx.currency,
    language: ctx.language,
  };
  const query: ListingQuery = {
    scope,
    filters: filtersOf(input, inventoryFacetOffered(ctx.site, ctx.user !== null)),
    sort: resolveSort(input.sort, scope),
    pageSize: Math.min(Math.max(1, input.pageSize ?? 24), MAX_PAGE_SIZE),
    page: Number.isSafeInteger(input.page) && input.page > 0 ? input.page : 1,
  };
  const key = JSON.stringify([ctx.site.id, query]);
  return ctx.deps.caches.listing.get(key, ctx.now.getTime(), () => queryListing(ctx, query));
}

interface ListingQuery {
  scope: ListingScope;
  filters: ListingFilters;
  sort: ListingSort;
  pageSize: number;
  page: number;
}

async function queryListing(ctx: RequestContext, { scope, filters, sort, pageSize, page }: ListingQuery): Promise<ListingResult> {
  // Read-only, in one transaction so the planner can be told not to JIT-compile (on these short
  // aggregate queries compiling costs more than it saves) and may keep the products in scope in
  // memory rather than in a temporary file (about 20 MB for 100k products).
  const { counts, items } = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    await tx.execute(sql`set local work_mem = '32MB'`);
    const counted = await tx.execute<CountRow>(facetCountsSql(scope, filters));
    const n = Number(counted.rows.find((r) => r.facet === "total")?.count ?? 0);
    const rows = n > (page - 1) * pageSize ? (await tx.execute<ItemRow>(itemsSql(scope, filters, sort, pageSize, (page - 1) * pageSize))).rows : [];
    return { counts: counted, items: rows };
  });
  const total = Number(counts.rows.find((r) => r.facet === "total")?.count ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));

  return {
    items: items.map((r) => itemOf(ctx, r)),
    total,
    page,
    pageCount,
    pageSize,
    sort,
    facets: facetsOf(ctx, counts.rows, filters),
  };
}

function itemOf(ctx: RequestContext, r: ItemRow): ListingItem {
  const price = r.price === null ? null : Number(r.price);
  return {
    code: r.code,
    name: r.name,
    team: r.team_name,
    url: sitePath(ctx.site, `/p/${r.code}`),
    image: {
      url: productImageUrl(r.code, r.colour_code ?? "default"),
      altText: r.colour_name ? `${r.name}, ${r.colour_name}` : r.name,
    },
    price: visitorPrice(ctx, price),
    labels: r.labels,
    availability: AVAILABILITY_VALUES.includes(r.availability) ? r.availability : "outOfStock",
  };
}

function facetsOf(ctx: RequestContext, rows: readonly CountRow[], filters: ListingFilters): Facet[] {
  const labels = facetLabels(ctx);
  return FACET_NAMES.map((name) => {
    const selected = filters.facets[name] ?? [];
    const own = rows.filter((r) => r.facet === name && r.value !== null);
    const values: (FacetValue & { position: number })[] = own.map((r) => ({
      value: r.value ?? "",
      label: labels.value(name, r.value ?? "", r.label),
      count: Number(r.count),
      selected: selected.includes(r.value ?? ""),
      position: Number(r.position),
    }));
    for (const value of selected) {
      if (!values.some((v) => v.value === value)) values.push({ value, label: labels.value(name, value, null), count: 0, selected: true, position: 0 });
    }
    values.sort(labels.compare(name));
    return {
      name,
      label: translate(ctx.language, `listing.facet.${name}`),
      values: values.map(({ value, label, count, selected: isSelected }) => ({ value, label, count, selected: isSelected })),
    };
  });
}
