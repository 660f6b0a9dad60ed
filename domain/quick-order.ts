import type { BookingMode } from "./booking-modes.ts";

/**
 * Who has a quick order (account-and-ordering §1, §4 "Quick order control per product", decision
 * 0056): a signed-in user of a partner site (B2B) ordering in a booking mode. Visitors, the
 * consumer site and accounts without a booking mode (sales reps, agents) see no toggle, no
 * counter, and cost no statement.
 */
export function quickOrderOffered(session: { b2b: boolean; signedIn: boolean; bookingMode: BookingMode | null }): boolean {
  return session.b2b && session.signedIn && session.bookingMode !== null;
}
