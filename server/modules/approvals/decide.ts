import { and, eq, inArray, or } from "drizzle-orm";
import { checkApprovalComment, type ApprovalCommentError, type ApprovalDecisionValue } from "../../../domain/approval-comment.ts";
import { shipsFromStock } from "../../../domain/cart-lines.ts";
import { nextOrderStatus, statusesAllowing, type OrderStatus } from "../../../domain/order-status.ts";
import { withDb, type RequestContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { orderEntries, orders } from "../../db/schema/index.ts";
import { findVisibleOrder, type VisibleOrder } from "../orders/order-access.ts";
import { recordOrderEvents } from "../orders/order-events.ts";
import { releaseStock } from "../orders/stock-take.ts";
import { queueDecisionMail } from "./approval-mail.ts";
import { approvesOrderUnit } from "./can-decide.ts";
import { approvalProblem, type ApprovalProblem } from "./recheck.ts";
import { heldCardPayments } from "./settle-payments.ts";

export type DecisionFailure =
  /** Unknown code, or an order the user does not approve: answered alike (404). */
  | { kind: "notFound" }
  | { kind: "invalidComment"; error: ApprovalCommentError }
  /** Someone decided first (or the order no longer waits). */
  | { kind: "alreadyDecided" }
  | { kind: "notApprovable"; problem: ApprovalProblem };

export type DecisionResult = { ok: true; code: string; status: OrderStatus } | { ok: false; code: string; failure: DecisionFailure };

/** Thrown inside the decision's transaction to roll every step back; turned into the typed failure outside. */
class DecisionRefused extends Error {
  constructor(readonly failure: DecisionFailure) {
    super(failure.kind);
  }
}

const EVENT = { APPROVE: "approve", REJECT: "reject" } as const;

/**
 * `POST {context}/my-account/order/{code}/approval` (issue 14, decision 0052): an approver of the
 * order's unit approves or rejects an order that waits. In one transaction: the status moves by
 * a conditional update (of two approvers deciding at once, the second finds it decided), an
 * approval re-checks what may have changed since placement and queues the export, a rejection
 * gives the held stock back; both record the status history and mail the buyer. Held card money
 * is captured or voided by the `orders.settlePayments` job queued with it.
 */
export async function decideOrder(ctx: RequestContext, code: string, input: { decision: ApprovalDecisionValue; comment: string }, origin: string): Promise<DecisionResult> {
  const order = await findVisibleOrder(ctx, code);
  if (!order || !(await approvesOrderUnit(ctx, order))) return { ok: false, code, failure: { kind: "notFound" } };
  const checked = checkApprovalComment(input.decision, input.comment);
  if (!checked.ok) return { ok: false, code: order.code, failure: { kind: "invalidComment", error: checked.error } };
  if (order.status !== "PENDING_APPROVAL") return { ok: false, code: order.code, failure: { kind: "alreadyDecided" } };
  try {
    const status = await ctx.db.transaction((tx) => decideInTransaction(withDb(ctx, tx), tx, order, input.decision, checked.comment, origin));
    return { ok: true, code: order.code, status };
  } catch (err) {
    if (err instanceof DecisionRefused) return { ok: false, code: order.code, failure: err.failure };
    throw err;
  }
}

async function decideInTransaction(ctx: RequestContext, tx: DbOrTx, order: VisibleOrder, decision: ApprovalDecisionValue, comment: string | null, origin: string): Promise<OrderStatus> {
  const approver = ctx.user;
  if (!approver) throw new DecisionRefused({ kind: "notFound" });
  const event = EVENT[decision];
  const status = nextOrderStatus("PENDING_APPROVAL", event);
  if (!status) throw new Error(`no ${event} from PENDING_APPROVAL`);
  // The order and its sub-orders, only while they still wait: the row lock makes a second decider wait and then match nothing.
  const moved = await tx
    .update(orders)
    .set({ status, decidedById: approver.id, decidedAt: ctx.now, approvalComment: comment })
    .where(and(or(eq(orders.id, order.id), eq(orders.parentId, order.id)), inArray(orders.status, statusesAllowing(event))))
    .returning({ id: orders.id });
  if (!moved.some((m) => m.id === order.id)) throw new DecisionRefused({ kind: "alreadyDecided" });
  const ids = moved.map((m) => m.id);
  if (decision === "APPROVE") {
    const problem = await approvalProblem(tx, order, ids, ctx.now);
    if (problem) throw new DecisionRefused({ kind: "notApprovable", problem });
    await ctx.deps.jobs.send("orders.export", { orderId: order.id }, { db: tx });
  } else if (shipsFromStock(order.mode)) {
    await releaseStock(tx, await tx.select({ variantId: orderEntries.variantId, quantity: orderEntries.quantity }).from(orderEntries).where(inArray(orderEntries.orderId, ids)));
  }
  if ((await heldCardPayments(tx, order.id)).length > 0) await ctx.deps.jobs.send("orders.settlePayments", { orderId: order.id }, { db: tx });
  await recordOrderEvents(
    tx,
    ids.map((orderId) => ({ orderId, status, at: ctx.now, actorUserId: approver.id, comment })),
  );
  await queueDecisionMail(ctx, order, decision, comment, origin);
  return status;
}
