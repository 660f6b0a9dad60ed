import { eq, inArray, or, sql } from "drizzle-orm";
import { nextOrderStatus, type OrderStatus } from "../../../domain/order-status.ts";
import { isCurrency } from "../../../domain/sites.ts";
import type { AppDeps } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { orders } from "../../db/schema/index.ts";
import type { ErpIntake } from "../../integrations/erp/index.ts";
import { soldToOf } from "../pricing/customer-prices.ts";
import { recordOrderEvents, type OrderEventInput } from "../orders/order-events.ts";
import { readUpdateState, type OrderUpdateState, type UpdateEntry } from "./update-state.ts";

/**
 * The `orders.submitUpdate` job (decision 0051): sends the applied change of each part that has
 * one to the ERP, then records the answer under the order's lock. Idempotent: it acts only while
 * the order is IN_PROGRESS with this `updateSeq`, and the ERP answers a resent update number alike.
 * - accepted: the quantities become the confirmed ones, totals follow from the unit prices;
 * - quantity changed: the same with the ERP's quantities, the asked ones kept for the page;
 * - processing error: nothing changes but the status; the change is dropped.
 */
export async function sendOrderUpdate(deps: AppDeps, orderId: number, updateSeq: number): Promise<void> {
  const state = await readUpdateState(deps.db, orderId, new Date());
  if (!state || !isCurrent(state, updateSeq)) return;
  const [header] = await deps.db
    .select({ currency: orders.currency, purchaseNumber: orders.purchaseNumber, deliveryMethodCode: orders.deliveryMethodCode, unitId: orders.unitId })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!header) return;
  const parts = await deps.db.select({ id: orders.id, desiredShipDate: orders.desiredShipDate }).from(orders).where(or(eq(orders.id, orderId), eq(orders.parentId, orderId)));
  const soldTo = (header.unitId === null ? null : await soldToOf({ db: deps.db }, header.unitId)) ?? "B2C";
  const answers = new Map<number, ErpIntake>();
  for (const part of state.parts) {
    const lines = state.entries.filter((e) => e.orderId === part.id);
    if (!lines.some((e) => e.pendingQuantity !== null)) continue;
    answers.set(
      part.id,
      await deps.orderIntake.updateOrder({
        orderCode: part.code,
        updateNumber: updateSeq,
        soldTo,
        currency: isCurrency(header.currency) ? header.currency : "USD",
        purchaseNumber: header.purchaseNumber,
        desiredShipDate: parts.find((p) => p.id === part.id)?.desiredShipDate ?? null,
        shippingCondition: header.deliveryMethodCode,
        lines: lines.map((e) => ({ materialId: e.materialId, upc: e.upc, quantity: e.pendingQuantity ?? e.quantity })),
      }),
    );
  }
  await deps.db.transaction(async (tx) => {
    const locked = await readUpdateState(tx, orderId, new Date(), { lock: true });
    if (!locked || !isCurrent(locked, updateSeq)) return;
    await recordAnswers(tx, locked, answers);
  });
}

function isCurrent(state: OrderUpdateState, updateSeq: number): boolean {
  return state.order.updateStatus === "IN_PROGRESS" && state.order.updateSeq === updateSeq;
}

/** The line's quantity after the ERP's answer, and what was asked when the ERP confirmed another one. */
function settledLine(entry: UpdateEntry, answer: ErpIntake | undefined): { quantity: number; requested: number | null } {
  const asked = entry.pendingQuantity ?? entry.quantity;
  if (!answer || answer.outcome === "processingError") return { quantity: entry.quantity, requested: entry.erpRequestedQuantity };
  const confirmed = answer.outcome === "quantityChanged" ? answer.confirmed.find((c) => c.upc === entry.upc) : undefined;
  return confirmed && confirmed.quantity !== asked ? { quantity: confirmed.quantity, requested: asked } : { quantity: asked, requested: null };
}

async function recordAnswers(tx: DbOrTx, state: OrderUpdateState, answers: ReadonlyMap<number, ErpIntake>): Promise<void> {
  const outcomes = [...answers.values()];
  const error = outcomes.find((a) => a.outcome === "processingError");
  const changed = outcomes.some((a) => a.outcome === "quantityChanged");
  const rows = state.entries.map((e) => {
    const settled = error ? { quantity: e.quantity, requested: e.erpRequestedQuantity } : settledLine(e, answers.get(e.orderId));
    return { id: e.id, quantity: settled.quantity, requested: settled.requested, total: e.unitPriceMinor === null ? null : e.unitPriceMinor * settled.quantity };
  });
  await tx.execute(sql`update order_entries e set quantity = x.quantity, erp_requested_quantity = x.requested, total_minor = x.total, pending_quantity = null
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(id int, quantity int, requested int, total bigint) where e.id = x.id`);
  await recomputeTotals(tx, state.order.id);

  const at = new Date();
  const events: OrderEventInput[] = [];
  const moved = async (ids: number[], event: "erpError" | "erpQuantityChanged", set: Partial<typeof orders.$inferInsert>, comment: string | null) => {
    const rowsOf = await tx.select({ id: orders.id, status: orders.status }).from(orders).where(inArray(orders.id, ids));
    for (const row of rowsOf) {
      const next: OrderStatus | null = nextOrderStatus(row.status, event);
      if (next) events.push({ orderId: row.id, status: next, at, actorUserId: null, comment });
      await tx.update(orders).set({ ...set, ...(next ? { status: next } : {}) }).where(eq(orders.id, row.id));
    }
  };
  const top = state.order.id;
  if (error && error.outcome === "processingError") {
    const failed = [...answers].filter(([, a]) => a.outcome === "processingError").map(([id]) => id);
    await moved([...new Set([top, ...failed])], "erpError", { erpMessage: error.message }, error.message);
    await tx.update(orders).set({ updateStatus: "PROCESSING_ERROR" }).where(eq(orders.id, top));
  } else if (changed) {
    const partIds = [...answers].filter(([, a]) => a.outcome === "quantityChanged").map(([id]) => id);
    await moved([...new Set([top, ...partIds])], "erpQuantityChanged", {}, null);
    await tx.update(orders).set({ updateStatus: "QUANTITY_CHANGED" }).where(eq(orders.id, top));
    // Already QUANTITY_CHANGED: no transition, but the history still shows the ERP's answer.
    if (!events.some((e) => e.orderId === top)) events.push({ orderId: top, status: "QUANTITY_CHANGED", at, actorUserId: null });
  } else {
    await tx.update(orders).set({ updateStatus: null }).where(eq(orders.id, top));
    // Taken as asked: the status stays, the history shows the update (same status again).
    events.push({ orderId: top, status: state.order.status, at, actorUserId: null });
  }
  await recordOrderEvents(tx, events);
}

/**
 * Subtotals, totals and quantities after a change: each part from its lines, and a summary order
 * from its parts; the placed discount, charges and tax stay as they were (decision 0051).
 */
async function recomputeTotals(tx: DbOrTx, orderId: number): Promise<void> {
  await tx.execute(sql`update orders o set subtotal_minor = s.subtotal, total_quantity = s.quantity,
      total_minor = greatest(0, s.subtotal - o.discount_minor + o.payment_cost_minor + o.delivery_cost_minor + o.tax_minor)
    from (select order_id, coalesce(sum(total_minor), 0)::bigint as subtotal, sum(quantity)::int as quantity from order_entries
          where order_id in (select id from orders where id = ${orderId} or parent_id = ${orderId}) group by order_id) s
    where o.id = s.order_id`);
  await tx.execute(sql`update orders o set subtotal_minor = s.subtotal, total_quantity = s.quantity,
      total_minor = greatest(0, s.subtotal - o.discount_minor + o.payment_cost_minor + o.delivery_cost_minor + o.tax_minor)
    from (select parent_id, sum(subtotal_minor)::bigint as subtotal, sum(total_quantity)::int as quantity from orders where parent_id = ${orderId} group by parent_id) s
    where o.id = s.parent_id`);
}
