/** The category pages (each has its own route; every other code is not a listing page). */
export const LISTING_CATEGORIES = ["all-headwear", "sports", "lifestyle", "women", "kids"] as const;
export type ListingCategory = (typeof LISTING_CATEGORIES)[number];

export function isListingCategory(code: string): code is ListingCategory {
  return (LISTING_CATEGORIES as readonly string[]).includes(code);
}

/** The category of a category page's path (its last segment), or null. */
export function categoryOfPath(pathname: string): ListingCategory | null {
  const last = pathname.replace(/\/+$/, "").split("/").pop() ?? "";
  return isListingCategory(last) ? last : null;
}
