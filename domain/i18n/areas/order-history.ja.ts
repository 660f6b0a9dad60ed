import type { orderHistoryEn } from "./order-history.en.ts";

/** Keys and parameters match order-history.en.ts. */
export const orderHistoryJa = {
} satisfies Record<keyof typeof orderHistoryEn, string>;
