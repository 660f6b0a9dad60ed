import type { orderDetailEn } from "./order-detail.en.ts";

/** Keys and parameters match order-detail.en.ts. */
export const orderDetailEs = {
} satisfies Record<keyof typeof orderDetailEn, string>;
