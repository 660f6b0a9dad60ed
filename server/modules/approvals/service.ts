import type { OrderStatus } from "../../../domain/order-status.ts";
import type { RequestContext } from "../../context.ts";
import { findVisibleOrder } from "../orders/order-access.ts";
import { canDecideOrder } from "./can-decide.ts";

export { decideOrder } from "./decide.ts";

export interface ApprovalPanel {
  code: string;
  status: OrderStatus;
  /** The signed-in user approves for the order's unit and the order waits: show ApprovalDecision. */
  canDecide: boolean;
}

/** What the order page needs to offer the decision; null for an order the user cannot reach (404 alike). */
export async function approvalPanel(ctx: RequestContext, code: string): Promise<ApprovalPanel | null> {
  const order = await findVisibleOrder(ctx, code);
  if (!order) return null;
  return { code: order.code, status: order.status, canDecide: await canDecideOrder(ctx, order) };
}
