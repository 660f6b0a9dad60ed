import { bookingModesFor, type BookingMode } from "../../../domain/booking-modes.ts";
import type { AddLineStatus } from "../../../domain/cart-lines.ts";
import type { RequestContext } from "../../context.ts";
import { switchBookingMode } from "../cart/booking-mode.ts";
import { cartDeliveryTargets } from "../cart/cart-view.ts";
import { targetKey } from "../cart/booking-windows.ts";
import { type LineInput, resolveVariants } from "../cart/cart-line-input.ts";
import { changeLines } from "../cart/cart-service.ts";
import { readUpdateState } from "../order-updates/update-state.ts";
import { findVisibleOrder } from "./order-access.ts";

/** Why a line went into the cart with less than ordered, or not at all. */
export type ReorderReason = Exclude<AddLineStatus, "success"> | "windowClosed" | "refused";

export interface ReorderLine {
  productName: string;
  size: string;
  upc: string;
  /** "SPRING-2027" for a prebooking line. */
  target: string | null;
  ordered: number;
  added: number;
  outcome: "added" | "reduced" | "skipped";
  reason: ReorderReason | null;
}

export type ReorderResult =
  | { ok: true; mode: BookingMode; lines: ReorderLine[] }
  | { ok: false; kind: "notFound" }
  | { ok: false; kind: "modeNotAvailable"; mode: BookingMode };

/**
 * Reorder (`{context}/my-account/reorder/{code}`): the order's lines, with their sizes, quantities
 * and delivery targets, go into the user's active cart of the order's booking mode through the
 * cart's own add (`changeLines`), so every cart rule applies (stock, buy limit, booking windows,
 * the dealer's quote). The session switches to that mode, so the cart page shows that cart. Lines
 * of a delivery target whose window is closed for the user's unit are skipped.
 */
export async function reorder(ctx: RequestContext, code: string): Promise<ReorderResult> {
  const visible = await findVisibleOrder(ctx, code);
  const user = ctx.user;
  if (!visible || !user) return { ok: false, kind: "notFound" };
  const mode = visible.mode;
  if (!bookingModesFor(user.kind).includes(mode)) return { ok: false, kind: "modeNotAvailable", mode };
  const state = await readUpdateState(ctx.db, visible.id, ctx.now);
  if (!state) return { ok: false, kind: "notFound" };
  return { ok: true, mode, lines: await bookLinesIntoCart(ctx, mode, state.entries) };
}

/** A line to put into a cart again: an order's line, or a saved cart's (decision 0058). */
export interface RebookEntry {
  productName: string;
  size: string;
  upc: string;
  quantity: number;
  deliveryTargetCode: string | null;
  deliveryYear: number | null;
}

/**
 * Puts lines into the user's active cart of `mode` through the cart's own add and answers what
 * became of each. Lines of a closed delivery target, and of a product the mode does not sell
 * (any more), are skipped and reported instead of refusing the others. Switches the session to `mode`.
 */
export async function bookLinesIntoCart(ctx: RequestContext, mode: BookingMode, entries: readonly RebookEntry[]): Promise<ReorderLine[]> {
  const [targets, found] = await Promise.all([cartDeliveryTargets(ctx, ctx.db, mode), resolveVariants(ctx.db, entries.map((e) => e.upc))]);
  const open = new Set(targets.filter((t) => t.open).map((t) => targetKey(t.code, t.year)));
  const keyOf = (code: string | null, year: number | null) => (code === null || year === null ? null : targetKey(code, year));
  const lines = entries.map((e) => ({ entry: e, target: keyOf(e.deliveryTargetCode, e.deliveryYear) }));
  const sold = (upc: string) => found.get(upc)?.gcp === (mode === "GCP");
  const inWindow = (target: string | null) => mode !== "PREBOOKING" || (target !== null && open.has(target));
  const bookable = lines.filter((l) => sold(l.entry.upc) && inWindow(l.target));
  const input: LineInput[] = bookable.map(({ entry }) => ({
    upc: entry.upc,
    quantity: entry.quantity,
    target: entry.deliveryTargetCode !== null && entry.deliveryYear !== null ? { code: entry.deliveryTargetCode, year: entry.deliveryYear } : null,
    seasonCollection: null,
  }));
  if (mode !== ctx.bookingMode) await switchBookingMode(ctx, mode);
  const changed = input.length > 0 ? await changeLines({ ...ctx, bookingMode: mode, sessionCartId: mode === ctx.bookingMode ? ctx.sessionCartId : null }, input, { add: true }) : null;
  const outcomes = changed?.ok ? changed.value.outcomes : [];
  return lines.map(({ entry, target }): ReorderLine => {
    const base = { productName: entry.productName, size: entry.size, upc: entry.upc, target, ordered: entry.quantity };
    if (!sold(entry.upc)) return { ...base, added: 0, outcome: "skipped", reason: "refused" };
    if (!inWindow(target)) return { ...base, added: 0, outcome: "skipped", reason: "windowClosed" };
    const outcome = outcomes.find((o) => o.upc === entry.upc && keyOf(o.target?.code ?? null, o.target?.year ?? null) === target);
    if (!outcome) return { ...base, added: 0, outcome: "skipped", reason: "refused" };
    const added = outcome.quantityAdded;
    if (added >= entry.quantity) return { ...base, added, outcome: "added", reason: null };
    return { ...base, added, outcome: added > 0 ? "reduced" : "skipped", reason: outcome.statusCode === "success" ? "refused" : outcome.statusCode };
  });
}
