import type { searchEn } from "./search.en.ts";

/** Keys and parameters match search.en.ts. */
export const searchJa = {} as const satisfies Record<keyof typeof searchEn, string>;
