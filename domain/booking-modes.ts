/**
 * Booking modes (shopping-flow §2, §5): STOCK ships from stock, PREBOOKING orders per delivery
 * target (season or month) and year inside a booking window, GCP is the custom programme. The
 * mode is global for the session and each mode has its own cart. Which kinds of account get
 * which modes is decision 0017.
 */
import type { AccountKind } from "./account-kinds.ts";

export const BOOKING_MODES = ["STOCK", "PREBOOKING", "GCP"] as const;
export type BookingMode = (typeof BOOKING_MODES)[number];


/**
 * Modes per account kind, the first being the default of a new session.
 * - dealers: all three (they own the custom programme, saved designs and booking windows);
 * - franchise and corporate accounts book seasons ahead but have no custom programme;
 * - promo users buy from stock only (no stock limits, a sales rep at checkout);
 * - buyers and approvers order from stock through the approval flow;
 * - consumers buy from stock;
 * - sales representatives and service agents have no cart of their own: they shop in the
 *   modes of the customer they act for (assisted service), so on their own they have none.
 */
const MODES_BY_KIND: Readonly<Record<AccountKind, readonly BookingMode[]>> = {
  dealer: ["STOCK", "PREBOOKING", "GCP"],
  franchise: ["STOCK", "PREBOOKING"],
  corporate: ["STOCK", "PREBOOKING"],
  promo: ["STOCK"],
  buyer: ["STOCK"],
  approver: ["STOCK"],
  consumer: ["STOCK"],
  salesrep: [],
  agent: [],
};

export function bookingModesFor(kind: AccountKind): readonly BookingMode[] {
  return MODES_BY_KIND[kind];
}

export function isBookingMode(value: unknown): value is BookingMode {
  return typeof value === "string" && (BOOKING_MODES as readonly string[]).includes(value);
}

/**
 * The mode a session is in: the one it chose, when the account still has it, else the
 * account's default; null for visitors and for accounts without modes.
 */
export function currentBookingMode(kind: AccountKind | null, chosen: unknown): BookingMode | null {
  if (kind === null) return null;
  const modes = bookingModesFor(kind);
  if (isBookingMode(chosen) && modes.includes(chosen)) return chosen;
  return modes[0] ?? null;
}

/** The key under which a page tells the other tabs of the same browser that the mode changed. */
export const BOOKING_MODE_STORAGE_KEY = "brim.bookingMode";
