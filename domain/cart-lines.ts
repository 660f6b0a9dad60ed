/**
 * What the cart does with a requested line (decision 0018), shared by the server, which
 * decides, and the pages, which explain. Builds on the quantity rules of `quantity-input.ts`.
 *
 * - STOCK carts are limited to the stock left, except force-in-stock variants and promo users
 *   (account-and-ordering §1, §5). Asking for more adds what is left: `lowStock` (the line is then
 *   invalid and the page shows the quantity added); nothing left: `noStock`.
 * - PREBOOKING and GCP lines are produced to order: no stock limit.
 * - The maximum order quantity is a business limit in every mode: `maxOrderQuantityExceeded`.
 */
import type { BookingMode } from "./booking-modes.ts";
import { MAX_QUANTITY } from "./quantity-input.ts";

export type AddLineStatus = "success" | "lowStock" | "noStock" | "maxOrderQuantityExceeded";

export interface AddLineInput {
  mode: BookingMode;
  /** Quantity already on the line (0 for a new or removed line). */
  current: number;
  /** Quantity asked to add. */
  requested: number;
  stockLeft: number;
  /** Null, 0 or less: no buy limit. */
  maxOrderQuantity: number | null;
  forceInStock: boolean;
  skipStockLimits: boolean;
}

export interface AddLineResult {
  /** Quantity actually added (0 when nothing could be). */
  quantityAdded: number;
  status: AddLineStatus;
}

/**
 * Only STOCK orders ship from the stock on hand: pre-booked seasons and the custom programme are
 * made for the order, so neither the cart nor the placement limits or takes stock for them.
 */
export function shipsFromStock(mode: BookingMode): boolean {
  return mode === "STOCK";
}

export function stockLimitApplies(mode: BookingMode, forceInStock: boolean, skipStockLimits: boolean): boolean {
  return shipsFromStock(mode) && !forceInStock && !skipStockLimits;
}

/** How much of `requested` goes onto a line that already holds `current`. */
export function quantityToAdd(input: AddLineInput): AddLineResult {
  const requested = Math.max(0, Math.trunc(input.requested));
  const current = Math.max(0, input.current);
  let room = MAX_QUANTITY - current;
  let status: AddLineStatus = "success";
  const maxOrder = input.maxOrderQuantity !== null && input.maxOrderQuantity > 0 ? input.maxOrderQuantity : null;
  if (maxOrder !== null && maxOrder - current < room) room = maxOrder - current;
  const limitedByMax = requested > Math.max(0, room);
  if (stockLimitApplies(input.mode, input.forceInStock, input.skipStockLimits)) {
    const stockRoom = Math.max(0, input.stockLeft) - current;
    if (stockRoom < room) {
      room = stockRoom;
      if (requested > Math.max(0, room)) status = room > 0 ? "lowStock" : "noStock";
    }
  }
  if (status === "success" && limitedByMax) status = "maxOrderQuantityExceeded";
  const quantityAdded = Math.max(0, Math.min(requested, room));
  return { quantityAdded, status };
}

/** The status of a batch: the first problem of its lines, else success. */
export function batchStatus(statuses: readonly AddLineStatus[]): AddLineStatus {
  return statuses.find((s) => s !== "success") ?? "success";
}
