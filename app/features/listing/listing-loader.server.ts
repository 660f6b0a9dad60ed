import { data } from "react-router";
import { filterPanelOpen, inventoryFacetOffered, parseFacetQuery, queryRecord, validateInventoryRange, withOfferedInventory, type FacetState } from "#domain/facets.ts";
import type { LoaderArgs } from "../../load-context.ts";
import type { InventoryFormState } from "./listing-types.ts";

/** Older links (the header menu) name a facet without the `f.` prefix: `?league=ASU`, `?silhouette=fitted`. */
const SHORT_FACET_PARAMS = ["league", "silhouette", "team", "colour", "size", "price", "availability"];

const NO_INVENTORY_BOUNDS: InventoryFormState = { min: "", max: "", error: null, field: null };

function readState(url: URL, inventoryOffered: boolean): { state: FacetState; inventory: InventoryFormState } {
  const record = queryRecord(url.searchParams);
  for (const name of SHORT_FACET_PARAMS) {
    const short = record[name];
    if (short === undefined) continue;
    record[`f.${name}`] = [...(record[`f.${name}`] ?? []), ...(typeof short === "string" ? [short] : short)];
    delete record[name];
  }
  const state = parseFacetQuery(record);
  if (!inventoryOffered) return { state: withOfferedInventory(state, false), inventory: NO_INVENTORY_BOUNDS };
  const min = url.searchParams.get("inventoryMin") ?? "";
  const max = url.searchParams.get("inventoryMax") ?? "";
  const check = validateInventoryRange(min, max);
  const inventory: InventoryFormState = check.ok
    ? { min, max, error: null, field: null }
    : { min, max, error: check.error, field: check.field };
  return { state: check.ok ? { ...state, inventoryMin: check.min, inventoryMax: check.max } : { ...state, inventoryMin: null, inventoryMax: null }, inventory };
}

/**
 * Loader of the category, search and new-arrivals pages: reads the whole state from the URL, lists
 * the products and hands the page everything it needs to write links for the next states.
 * `category` null: the search page, or with `newArrivals` the new-arrivals page (no search text).
 */
export async function loadListing({ request, context }: LoaderArgs, category: string | null, { newArrivals = false } = {}) {
  const { ctx, services } = context;
  const url = new URL(request.url);
  // The Inventory facet only where it is offered (decision 0009); listProducts checks it again.
  const inventoryOffered = inventoryFacetOffered(ctx.site, ctx.user !== null);
  const read = readState(url, inventoryOffered);
  const searching = category === null && !newArrivals;
  const state: FacetState = searching ? read.state : { ...read.state, text: null };
  const inventory = read.inventory;
  const basePath = url.pathname;
  const filtersOpen = filterPanelOpen(url.searchParams);
  if (searching && state.text === null) {
    return data({ kind: "emptySearch" as const, basePath, category, newArrivals, state, inventory, inventoryOffered, filtersOpen, result: null, quickOrder: null });
  }
  const result = await services.listing.listProducts(ctx, {
    category: category ?? undefined,
    text: searching ? (state.text ?? undefined) : undefined,
    newArrivals,
    facets: state.facets,
    sort: state.sort,
    page: state.page,
    inventoryMin: state.inventoryMin,
    inventoryMax: state.inventoryMax,
  });
  // The toggles' pressed state: no statement for visitors, whose page stays shared (decision 0013).
  const quickOrder = await services.quickOrderProducts.quickOrderProductCodes(ctx, result.items.map((i) => i.code));
  return data({ kind: "results" as const, basePath, category, newArrivals, state, inventory, inventoryOffered, filtersOpen, result, quickOrder });
}

export type ListingData = Awaited<ReturnType<typeof loadListing>>["data"];
