import type { listingFiltersEn } from "./listing-filters.en.ts";

/** Keys and parameters match listing-filters.en.ts. */
export const listingFiltersEs = {
  "listing.chips.title": "Filtros activos",
  "listing.chips.inventory.min": "{min} o más",
  "listing.chips.inventory.max": "Hasta {max}",
  "listing.chips.inventory.range": "{min}–{max}",
} as const satisfies Record<keyof typeof listingFiltersEn, string>;
