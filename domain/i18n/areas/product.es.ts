import type { productEn } from "./product.en.ts";

/** Keys and parameters match product.en.ts. */
export const productEs = {} as const satisfies Record<keyof typeof productEn, string>;
