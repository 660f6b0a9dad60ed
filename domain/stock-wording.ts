/**
 * How a size's stock reads to a consumer (issue 13 item 8, decision 0043). Trade customers plan
 * orders from exact figures and keep them; a consumer only needs to know whether they can buy it
 * and whether to hurry: "Only N left" below the threshold, no figure otherwise.
 *
 * Custom-programme lines are made to order (decision 0042, walkthrough follow-ups): a GCP product
 * in GCP mode takes any quantity whatever the stock, so its sizes say "Made to order" instead of a
 * stock status, on the product page and in the cart. Everywhere else the stock wording stays.
 */
import type { BookingMode } from "./booking-modes.ts";
import { inCustomProgramme } from "./programme-minimum.ts";

/** A size's availability is "Made to order" rather than its stock: a GCP product in GCP mode. */
export function madeToOrder(mode: BookingMode | null, gcpProduct: boolean): boolean {
  return inCustomProgramme(mode, gcpProduct);
}

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
