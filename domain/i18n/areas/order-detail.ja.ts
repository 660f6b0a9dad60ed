import type { orderDetailEn } from "./order-detail.en.ts";

/** Keys and parameters match order-detail.en.ts. */
export const orderDetailJa = {
} satisfies Record<keyof typeof orderDetailEn, string>;
