/**
 * Prebooking order updates (account-and-ordering §3 Order, §4 "Prebooking order update button",
 * §8; decision 0051): when a placed order's quantities may change, and what the page's button
 * shows. Pure: the server decides with it, the page explains with it.
 */
import type { BookingMode } from "./booking-modes.ts";
import type { OrderStatus } from "./order-status.ts";
import { MAX_QUANTITY } from "./quantity-input.ts";

/**
 * APPLIED: a change is stored and not sent yet; IN_PROGRESS: sent, the ERP's answer is awaited;
 * QUANTITY_CHANGED / PROCESSING_ERROR: the ERP's answer to the last change. No status (null):
 * nothing under way (never changed, or the ERP took the last change as it was).
 */
export const ORDER_UPDATE_STATUSES = ["APPLIED", "IN_PROGRESS", "QUANTITY_CHANGED", "PROCESSING_ERROR"] as const;
export type OrderUpdateStatus = (typeof ORDER_UPDATE_STATUSES)[number];

/**
 * Statuses in which the ERP holds the order and a change makes sense: exported (or exported with
 * changed quantities). A PLACED order is about to be exported (the change would race the export),
 * one waiting for approval is not the ERP's yet, and the others are over or in error.
 */
export const UPDATABLE_ORDER_STATUSES: readonly OrderStatus[] = ["EXPORTED", "QUANTITY_CHANGED"];

/** The smallest quantity a line of a placed order may be changed to: removing lines is cancelling, not updating. */
export const MIN_UPDATE_QUANTITY = 1;

export interface UpdatableInput {
  mode: BookingMode;
  status: OrderStatus;
  updateStatus: OrderUpdateStatus | null;
  /** Whether each entry's booking window is open today (the entry-bookable flag). */
  entriesBookable: readonly boolean[];
}

/** The is-processing flag: a change was sent and the ERP has not answered yet. */
export function isUpdateProcessing(updateStatus: OrderUpdateStatus | null): boolean {
  return updateStatus === "IN_PROGRESS";
}

/** The is-updatable flag: a prebooking order the ERP holds, not processing, every entry's window open. */
export function isOrderUpdatable(input: UpdatableInput): boolean {
  return (
    input.mode === "PREBOOKING" &&
    UPDATABLE_ORDER_STATUSES.includes(input.status) &&
    !isUpdateProcessing(input.updateStatus) &&
    input.entriesBookable.length > 0 &&
    input.entriesBookable.every(Boolean)
  );
}

/** "Booking window closed" alert (§8): a prebooking order with any entry not bookable. */
export function bookingWindowClosed(mode: BookingMode, entriesBookable: readonly boolean[]): boolean {
  return mode === "PREBOOKING" && entriesBookable.some((b) => !b);
}

/** Whether a requested quantity is one an update may ask for (whole, 1 … 99,999). */
export function isUpdateQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= MIN_UPDATE_QUANTITY && quantity <= MAX_QUANTITY;
}

export type UpdateButton =
  | { kind: "none" }
  | { kind: "apply"; enabled: boolean }
  | { kind: "update"; enabled: boolean };

export interface UpdateButtonInput {
  updatable: boolean;
  updateStatus: OrderUpdateStatus | null;
  /** The inputs differ from the quantities last answered (an edit not applied yet). */
  edited: boolean;
  /** The last apply was refused (422): apply stays disabled until the next edit. */
  refused: boolean;
  /** The page runs without JavaScript: it cannot see edits, so Apply stays enabled. */
  scripted: boolean;
}

/**
 * The update button (§4): Apply after an edit (enabled when updatable); Update once a change is
 * applied, or after QUANTITY_CHANGED; none on orders that cannot be updated at all. While the
 * ERP works on a change, or after a processing error, it shows disabled.
 */
export function updateButton(input: UpdateButtonInput): UpdateButton {
  if (input.updateStatus === "IN_PROGRESS" || input.updateStatus === "PROCESSING_ERROR") return { kind: "update", enabled: false };
  if (!input.updatable) return { kind: "none" };
  const pending = input.updateStatus === "APPLIED" || input.updateStatus === "QUANTITY_CHANGED";
  if (input.edited || !pending) return { kind: "apply", enabled: !input.scripted || (input.edited && !input.refused) };
  return { kind: "update", enabled: true };
}
