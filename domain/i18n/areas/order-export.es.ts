import type { orderExportEn } from "./order-export.en.ts";

/** Keys and parameters match order-export.en.ts. */
export const orderExportEs = {
} satisfies Record<keyof typeof orderExportEn, string>;
