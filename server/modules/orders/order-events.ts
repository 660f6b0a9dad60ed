import type { OrderStatus } from "../../../domain/order-status.ts";
import type { DbOrTx } from "../../db/client.ts";
import { orderEvents } from "../../db/schema/index.ts";

export interface OrderEventInput {
  orderId: number;
  status: OrderStatus;
  at: Date;
  /** Who caused it: the orderer, the approver; null for the ERP or a job. */
  actorUserId: number | null;
  /** The agent or sales rep acting for the actor, when one did. */
  agentUserId?: number | null;
  comment?: string | null;
}

/** Records transitions in an order's status history; call it in the transaction that changes the status. */
export async function recordOrderEvents(db: DbOrTx, events: OrderEventInput[]): Promise<void> {
  if (events.length === 0) return;
  await db.insert(orderEvents).values(events.map((e) => ({ ...e, agentUserId: e.agentUserId ?? null, comment: e.comment ?? null })));
}
