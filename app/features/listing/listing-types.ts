import type { FacetState } from "#domain/facets.ts";
import type { ListingResult } from "../../../server/modules/catalog/listing.ts";

export type { Facet, FacetValue, ListingItem, ListingResult } from "../../../server/modules/catalog/listing.ts";

/** What the Inventory form shows: the fields as typed and the error the server found, if any. */
export interface InventoryFormState {
  min: string;
  max: string;
  error: "notANumber" | "minAboveMax" | null;
  field: "min" | "max" | null;
}

export interface ListingPageData {
  kind: "emptySearch" | "results";
  basePath: string;
  category: string | null;
  /** The new-arrivals listing (category null, no search text). */
  newArrivals: boolean;
  state: FacetState;
  inventory: InventoryFormState;
  /** The Inventory min/max facet is offered to this visitor (B2B sites, signed in). */
  inventoryOffered: boolean;
  /** `filters=open`: the phone's filter modal opens again after a pick (decision 0044). */
  filtersOpen: boolean;
  result: ListingResult | null;
  /** The page's products already in the quick order; null for visitors without one (no toggles then). */
  quickOrder: string[] | null;
}
