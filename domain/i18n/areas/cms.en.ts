/** English texts of the cms area (merged into the main catalogue in ../en.ts). */
export const cmsEn = {} as const;
