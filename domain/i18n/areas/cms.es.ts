import type { cmsEn } from "./cms.en.ts";

/** Keys and parameters match cms.en.ts. */
export const cmsEs = {
  "carousel.previous": "Productos anteriores",
  "carousel.next": "Productos siguientes",
  "carousel.slide": "{index} de {total}",
} as const satisfies Record<keyof typeof cmsEn, string>;
