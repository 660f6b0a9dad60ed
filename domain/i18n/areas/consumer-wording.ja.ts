import type { consumerWordingEn } from "./consumer-wording.en.ts";

/** Keys and parameters match consumer-wording.en.ts. */
export const consumerWordingJa = {
  "consumer.price": "価格",
  "consumer.stock.onlyLeft": "残り{available}点",
} as const satisfies Record<keyof typeof consumerWordingEn, string>;
