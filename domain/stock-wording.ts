/**
 * How a size's stock reads to a consumer (issue 13 item 8, decision 0043). Trade customers plan
 * orders from exact figures and keep them; a consumer only needs to know whether they can buy it
 * and whether to hurry: "Only N left" below the threshold, no figure otherwise.
 */

/** Consumers see the count below this many units of a size ("Only 9 left"), none from it on. */
export const CONSUMER_ONLY_LEFT_BELOW = 10;

export type ConsumerStockWording =
  | { kind: "inStock" }
  | { kind: "onlyLeft"; available: number }
  | { kind: "outOfStock" }
  | { kind: "forceInStock" };

/** A size's stock for consumers, from its status (force-in-stock wins) and the units on hand. */
export function consumerStockWording(stock: {
  status: string;
  available: number;
}): ConsumerStockWording {
  if (stock.status === "forceInStock") return { kind: "forceInStock" };
  if (stock.status === "outOfStock" || stock.available <= 0)
    return { kind: "outOfStock" };
  if (stock.available < CONSUMER_ONLY_LEFT_BELOW)
    return { kind: "onlyLeft", available: stock.available };
  return { kind: "inStock" };
}
