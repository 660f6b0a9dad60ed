import type { productEn } from "./product.en.ts";

/** Keys and parameters match product.en.ts. */
export const productJa = {} as const satisfies Record<keyof typeof productEn, string>;
