/** English texts of the consumer site's own wording (decision 0043; merged into the main catalogue in ../storefront.en.ts). */
export const consumerWordingEn = {
  "consumer.price": "Price",
  "consumer.stock.onlyLeft": "Only {available} left",
} as const;
