import { bookingModesFor, isBookingMode, type BookingMode } from "../../../domain/booking-modes.ts";
import type { RequestContext } from "../../context.ts";
import { updateSessionData } from "../auth/sessions.ts";

export interface BookingModeState {
  /** The session's mode; null for visitors and accounts without modes. */
  mode: BookingMode | null;
  /** The modes the account may switch between. */
  available: readonly BookingMode[];
}

export function bookingModeState(ctx: Pick<RequestContext, "user" | "bookingMode">): BookingModeState {
  return { mode: ctx.bookingMode, available: ctx.user ? bookingModesFor(ctx.user.kind) : [] };
}

export type SwitchBookingModeResult = { ok: true; mode: BookingMode } | { ok: false; reason: "signedOut" | "notAvailable" };

/**
 * Switches the session's booking mode. The mode belongs to the session (shopping-flow §2: "global
 * for the session"), so it lives in the session's data; each mode's cart lives in `carts`.
 */
export async function switchBookingMode(ctx: RequestContext, mode: string): Promise<SwitchBookingModeResult> {
  if (!ctx.user || !ctx.sessionIdHash) return { ok: false, reason: "signedOut" };
  if (!isBookingMode(mode) || !bookingModesFor(ctx.user.kind).includes(mode)) return { ok: false, reason: "notAvailable" };
  if (mode !== ctx.bookingMode) await updateSessionData(ctx.db, ctx.sessionIdHash, { bookingMode: mode });
  return { ok: true, mode };
}
