/** English texts of the search area (merged into the main catalogue in ../en.ts). */
export const searchEn = {} as const;
