import { inArray, sql } from "drizzle-orm";
import { quantityToAdd } from "../../../domain/cart-lines.ts";
import { translate } from "../../../domain/i18n/index.ts";
import { isUpdateQuantity } from "../../../domain/order-update.ts";
import type { RequestContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { orderEntries, orders } from "../../db/schema/index.ts";
import { findVisibleOrder } from "../orders/order-access.ts";
import { readUpdateState, updateAnswer, type OrderUpdateAnswer, type OrderUpdateState, type UpdateEntry } from "./update-state.ts";

export interface EntryChange {
  entryNumber: number;
  quantity: number;
}

export interface FieldError {
  field: string;
  message: string;
}

/**
 * Expected answers besides success: 404 (not the user's order, or no such order), 400 (a line the
 * order does not have), 422 (a rule refused it: the refreshed order comes along), 409 (the ERP is
 * working on the last change), 412 (nothing to send).
 */
export type UpdateResult =
  | { ok: true; order: OrderUpdateAnswer }
  | { ok: false; status: 404 }
  | { ok: false; status: 400 | 409 | 412 | 422; message: string; errors: FieldError[]; order: OrderUpdateAnswer };

/** Thrown inside the update's transaction to roll it back and answer `result`. */
class UpdateRefusal extends Error {
  constructor(readonly result: UpdateResult) {
    super("order update refused");
  }
}

/** Runs `step` on the order's state under its row lock; a refusal rolls back whatever the step did. */
async function withLockedOrder(ctx: RequestContext, code: string, step: (tx: DbOrTx, state: OrderUpdateState) => Promise<UpdateResult>): Promise<UpdateResult> {
  const visible = await findVisibleOrder(ctx, code);
  if (!visible) return { ok: false, status: 404 };
  try {
    return await ctx.db.transaction(async (tx) => {
      const state = await readUpdateState(tx, visible.id, ctx.now, { lock: true });
      if (!state) return { ok: false as const, status: 404 as const };
      return step(tx, state);
    });
  } catch (error) {
    if (error instanceof UpdateRefusal) return error.result;
    throw error;
  }
}

/** Why the order cannot change now, or null when it can: in progress (409), a closed window or another status (422). */
function notUpdatable(ctx: RequestContext, state: OrderUpdateState): UpdateResult | null {
  if (state.isUpdatable) return null;
  const order = updateAnswer(state);
  if (state.isProcessing) return { ok: false, status: 409, message: translate(ctx.language, "orderDetail.update.inProgress"), errors: [], order };
  if (state.windowClosed) {
    const message = translate(ctx.language, "orderDetail.windowClosed");
    return { ok: false, status: 422, message, errors: state.entries.filter((e) => !e.bookable).map((e) => ({ field: `quantity.${e.entryNumber}`, message })), order };
  }
  return { ok: false, status: 422, message: translate(ctx.language, "orderDetail.update.notUpdatable"), errors: [], order };
}

/**
 * What the cart would make of this quantity on this line (domain/cart-lines.ts `quantityToAdd`:
 * the stock where the mode ships from stock, the maximum order quantity, the 5-digit limit), as a
 * message when it would not take it as asked.
 */
function quantityRefusal(ctx: RequestContext, state: OrderUpdateState, entry: UpdateEntry, quantity: number): string | null {
  if (!isUpdateQuantity(quantity)) return translate(ctx.language, "orderDetail.update.quantityRange");
  const { quantityAdded, status } = quantityToAdd({
    mode: state.order.mode,
    current: 0,
    requested: quantity,
    stockLeft: entry.stockLeft,
    maxOrderQuantity: entry.maxOrderQuantity,
    forceInStock: entry.forceInStock,
    skipStockLimits: state.order.ordererKind === "promo",
  });
  if (status === "success" && quantityAdded === quantity) return null;
  if (status === "maxOrderQuantityExceeded") return translate(ctx.language, "orderDetail.update.maxOrderQuantity", { count: quantityAdded });
  if (status === "noStock") return translate(ctx.language, "orderDetail.update.noStock");
  return translate(ctx.language, "orderDetail.update.lowStock", { count: quantityAdded });
}

/**
 * `POST {context}/my-account/order/{code}` (§7 Orders): stores the quantities asked for as the
 * order's pending change (APPLIED), after every rule the cart applies; any refusal changes nothing.
 * A quantity equal to the confirmed one withdraws that line's change.
 */
export async function applyOrderUpdate(ctx: RequestContext, code: string, changes: readonly EntryChange[]): Promise<UpdateResult> {
  return withLockedOrder(ctx, code, async (tx, state) => {
    const byNumber = new Map(state.entries.map((e) => [e.entryNumber, e]));
    const unknown = changes.filter((c) => !byNumber.has(c.entryNumber));
    if (unknown.length > 0) {
      const errors = unknown.map((c) => ({ field: `quantity.${c.entryNumber}`, message: translate(ctx.language, "orderDetail.update.unknownEntry", { entryNumber: c.entryNumber }) }));
      return { ok: false, status: 400, message: errors[0]?.message ?? "", errors, order: updateAnswer(state) };
    }
    const refused = notUpdatable(ctx, state);
    if (refused) return refused;
    const errors: FieldError[] = [];
    for (const change of changes) {
      const message = quantityRefusal(ctx, state, byNumber.get(change.entryNumber)!, change.quantity);
      if (message) errors.push({ field: `quantity.${change.entryNumber}`, message });
    }
    if (errors.length > 0) return { ok: false, status: 422, message: translate(ctx.language, "orderDetail.update.refused"), errors, order: updateAnswer(state) };
    const rows = changes.map((c) => {
      const entry = byNumber.get(c.entryNumber)!;
      return { id: entry.id, pending: c.quantity === entry.quantity ? null : c.quantity };
    });
    if (rows.length > 0) {
      await tx.execute(sql`update ${orderEntries} e set pending_quantity = x.pending
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(id int, pending int) where e.id = x.id`);
    }
    const pendingAfter = new Map(rows.map((r) => [r.id, r.pending]));
    const anyPending = state.entries.some((e) => (pendingAfter.has(e.id) ? pendingAfter.get(e.id) : e.pendingQuantity) != null);
    const updateStatus = anyPending ? "APPLIED" : state.order.updateStatus === "APPLIED" ? null : state.order.updateStatus;
    await tx.update(orders).set({ updateStatus }).where(inArray(orders.id, [state.order.id]));
    const after = await readUpdateState(tx, state.order.id, ctx.now);
    return after ? { ok: true, order: updateAnswer(after) } : { ok: false, status: 404 };
  });
}

/**
 * `PUT {context}/my-account/order/{code}/submit`: sends the applied change to the ERP through the
 * `orders.submitUpdate` job, queued in the same transaction; the order shows IN_PROGRESS until the
 * job records the ERP's answer. Nothing applied: 412 "no changes".
 */
export async function submitOrderUpdate(ctx: RequestContext, code: string): Promise<UpdateResult> {
  return withLockedOrder(ctx, code, async (tx, state) => {
    const refused = notUpdatable(ctx, state);
    if (refused) return refused;
    if (!state.entries.some((e) => e.pendingQuantity !== null)) {
      return { ok: false, status: 412, message: translate(ctx.language, "orderDetail.update.noChanges"), errors: [], order: updateAnswer(state) };
    }
    const updateSeq = state.order.updateSeq + 1;
    await tx.update(orders).set({ updateStatus: "IN_PROGRESS", updateSeq }).where(inArray(orders.id, [state.order.id]));
    await ctx.deps.jobs.send("orders.submitUpdate", { orderId: state.order.id, updateSeq }, { db: tx });
    const after = await readUpdateState(tx, state.order.id, ctx.now);
    if (!after) throw new UpdateRefusal({ ok: false, status: 404 });
    return { ok: true, order: updateAnswer(after) };
  });
}

/** The order's update state for the page and the JSON answers; null when the user may not reach it. */
export async function orderUpdateState(ctx: RequestContext, code: string): Promise<OrderUpdateState | null> {
  const visible = await findVisibleOrder(ctx, code);
  return visible ? readUpdateState(ctx.db, visible.id, ctx.now) : null;
}
