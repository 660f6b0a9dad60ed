import type { listingFiltersEn } from "./listing-filters.en.ts";

/** Keys and parameters match listing-filters.en.ts. */
export const listingFiltersJa = {
  "listing.chips.title": "適用中の条件",
  "listing.chips.inventory.min": "{min}以上",
  "listing.chips.inventory.max": "{max}以下",
  "listing.chips.inventory.range": "{min}～{max}",
} as const satisfies Record<keyof typeof listingFiltersEn, string>;
