import type { consumerWordingEn } from "./consumer-wording.en.ts";

/** Keys and parameters match consumer-wording.en.ts. */
export const consumerWordingEs = {
  "consumer.price": "Precio",
  "consumer.stock.onlyLeft": "Solo quedan {available}",
} as const satisfies Record<keyof typeof consumerWordingEn, string>;
