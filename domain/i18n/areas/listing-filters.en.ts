/** English texts of the listing's active filter chips (issue 13 item 7; merged in ../storefront.en.ts). */
export const listingFiltersEn = {
  "listing.chips.title": "Active filters",
  "listing.chips.inventory.min": "{min} or more",
  "listing.chips.inventory.max": "Up to {max}",
  "listing.chips.inventory.range": "{min}–{max}",
} as const;
