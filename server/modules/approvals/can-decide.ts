import { and, eq } from "drizzle-orm";
import type { RequestContext } from "../../context.ts";
import { unitApprovers } from "../../db/schema/index.ts";
import type { VisibleOrder } from "../orders/order-access.ts";

/** Whether the signed-in user may approve or reject this order now: it waits, and they approve its unit. */
export async function canDecideOrder(ctx: RequestContext, order: Pick<VisibleOrder, "unitId" | "status">): Promise<boolean> {
  const user = ctx.user;
  if (!user || order.status !== "PENDING_APPROVAL" || order.unitId === null) return false;
  const [row] = await ctx.db
    .select({ unitId: unitApprovers.unitId })
    .from(unitApprovers)
    .where(and(eq(unitApprovers.unitId, order.unitId), eq(unitApprovers.userId, user.id)));
  return row !== undefined;
}
