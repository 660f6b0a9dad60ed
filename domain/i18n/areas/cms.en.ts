/** English texts of the cms area (merged into the main catalogue in ../en.ts). */
export const cmsEn = {
  "carousel.previous": "Previous products",
  "carousel.next": "Next products",
  "carousel.slide": "{index} of {total}",
} as const;
