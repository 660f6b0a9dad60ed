import type { listingEn } from "./listing.en.ts";

/** Keys and parameters match listing.en.ts. */
export const listingEs = {} as const satisfies Record<keyof typeof listingEn, string>;
