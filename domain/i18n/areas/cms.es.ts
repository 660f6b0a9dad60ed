import type { cmsEn } from "./cms.en.ts";

/** Keys and parameters match cms.en.ts. */
export const cmsEs = {} as const satisfies Record<keyof typeof cmsEn, string>;
