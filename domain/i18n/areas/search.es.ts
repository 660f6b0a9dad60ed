import type { searchEn } from "./search.en.ts";

/** Keys and parameters match search.en.ts. */
export const searchEs = {} as const satisfies Record<keyof typeof searchEn, string>;
