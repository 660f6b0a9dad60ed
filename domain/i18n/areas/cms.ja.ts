import type { cmsEn } from "./cms.en.ts";

/** Keys and parameters match cms.en.ts. */
export const cmsJa = {
  "carousel.previous": "前の商品",
  "carousel.next": "次の商品",
  "carousel.slide": "{total}件中{index}件目",
} as const satisfies Record<keyof typeof cmsEn, string>;
