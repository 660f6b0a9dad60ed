/** English texts of the product area (merged into the main catalogue in ../en.ts). */
export const productEn = {} as const;
