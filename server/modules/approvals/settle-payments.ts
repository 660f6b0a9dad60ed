import { and, eq } from "drizzle-orm";
import type { OrderStatus } from "../../../domain/order-status.ts";
import type { RequestContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { orderPayments, orders } from "../../db/schema/index.ts";
import { captureCardPayment } from "../orders/order-payments.ts";

type SettleContext = Pick<RequestContext, "deps" | "db" | "log">;

/** Statuses whose held card money is given back; PENDING_APPROVAL keeps it held, any other takes it. */
const GIVES_BACK: readonly OrderStatus[] = ["REJECTED", "CANCELLED"];

/** The order's card authorizations still held (the card part of an order that waited for approval). */
export async function heldCardPayments(db: DbOrTx, orderId: number): Promise<{ authorizationId: string; amountMinor: number }[]> {
  const rows = await db
    .select({ reference: orderPayments.providerReference, amountMinor: orderPayments.amountMinor })
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.kind, "CARD"), eq(orderPayments.status, "authorized")));
  return rows.flatMap((r) => (r.reference ? [{ authorizationId: r.reference, amountMinor: r.amountMinor }] : []));
}

/**
 * The `orders.settlePayments` job, queued in a decision's transaction (decision 0052): a card
 * authorization an order held while it waited is captured once the order is approved and voided
 * once it is rejected. The job is the record made before the provider call: it runs again after
 * a crash or a refusal (pg-boss retries), and both calls may be repeated (a voided authorization
 * voids again, a captured one answers alreadyCaptured).
 */
export async function settleOrderPayments(ctx: SettleContext, orderId: number): Promise<void> {
  const [order] = await ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  if (!order || order.status === "PENDING_APPROVAL") return;
  for (const card of await heldCardPayments(ctx.db, orderId)) {
    if (!GIVES_BACK.includes(order.status)) {
      if (!(await captureCardPayment(ctx, card))) throw new Error(`card capture of order ${orderId} refused; retried`);
      continue;
    }
    const voided = await ctx.deps.cardProvider.void(card.authorizationId);
    if (!voided.ok) throw new Error(`card void of order ${orderId} refused: ${voided.message}`);
    await ctx.db
      .update(orderPayments)
      .set({ status: "voided" })
      .where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.providerReference, card.authorizationId), eq(orderPayments.status, "authorized")));
  }
}
