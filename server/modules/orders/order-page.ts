import { and, asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { isOrderCode, type OrderStatus } from "../../../domain/order-status.ts";
import type { RequestContext } from "../../context.ts";
import { orderEvents, orders, users } from "../../db/schema/index.ts";
import { canDecideOrder } from "../approvals/can-decide.ts";
import { readUpdateState, updateAnswer, type OrderUpdateAnswer } from "../order-updates/update-state.ts";
import { findVisibleOrder, visibleOrdersCondition } from "./order-access.ts";
import { orderDetails, type OrderDetails } from "./order-details.ts";

export interface StatusHistoryEntry {
  status: OrderStatus;
  at: Date;
  /** Who caused it; null for the ERP or a job. */
  actorName: string | null;
  agentName: string | null;
  comment: string | null;
}

export interface OrderPage {
  details: OrderDetails;
  orderer: { name: string; email: string };
  /** The agent or sales rep who placed it for the orderer, when one did. */
  placedBy: string | null;
  /** The ERP's message when it refused the order or its change. */
  erpMessage: string | null;
  update: OrderUpdateAnswer;
  /** Entry numbers by part code, then UPC, for the page's quantity inputs. */
  entryNumbers: Record<string, Record<string, number>>;
  history: StatusHistoryEntry[];
  canDecide: boolean;
}

const actor = alias(users, "actor");
const subOrder = alias(orders, "sub_order");
const agent = alias(users, "agent");

function entryNumbersOf(entries: readonly { partCode: string; upc: string; entryNumber: number }[]): Record<string, Record<string, number>> {
  const byPart: Record<string, Record<string, number>> = {};
  for (const e of entries) (byPart[e.partCode] ??= {})[e.upc] = e.entryNumber;
  return byPart;
}

/** Everything the order detail page shows, to whoever may reach the order; null otherwise (404 alike). */
export async function orderPage(ctx: RequestContext, code: string): Promise<OrderPage | null> {
  const visible = await findVisibleOrder(ctx, code);
  if (!visible) return null;
  const [details, state, history, canDecide] = await Promise.all([
    orderDetails(ctx, code),
    readUpdateState(ctx.db, visible.id, ctx.now),
    ctx.db
      .select({ status: orderEvents.status, at: orderEvents.at, actorName: actor.name, agentName: agent.name, comment: orderEvents.comment })
      .from(orderEvents)
      .leftJoin(actor, eq(actor.id, orderEvents.actorUserId))
      .leftJoin(agent, eq(agent.id, orderEvents.agentUserId))
      .where(eq(orderEvents.orderId, visible.id))
      .orderBy(asc(orderEvents.at), asc(orderEvents.id)),
    canDecideOrder(ctx, visible),
  ]);
  if (!details || !state) return null;
  return {
    details,
    orderer: { name: details.orderer.name, email: details.orderer.email },
    placedBy: details.placedBy?.name ?? null,
    erpMessage: details.erpMessage,
    update: updateAnswer(state),
    entryNumbers: entryNumbersOf(state.entries),
    history,
    canDecide,
  };
}

/**
 * The code of the summary order a sub-order belongs to, when the user may reach it: a sub-order
 * has no page of its own, its part of the summary order's page stands for it. Null otherwise.
 */
export async function subOrderParentCode(ctx: RequestContext, code: string): Promise<string | null> {
  const visible = visibleOrdersCondition(ctx);
  if (!visible || !isOrderCode(code)) return null;
  const [row] = await ctx.db
    .select({ code: orders.code })
    .from(orders)
    .innerJoin(subOrder, eq(subOrder.parentId, orders.id))
    .where(and(eq(subOrder.code, code), visible));
  return row?.code ?? null;
}
