/** English texts of the listing area (merged into the main catalogue in ../en.ts). */
export const listingEn = {} as const;
