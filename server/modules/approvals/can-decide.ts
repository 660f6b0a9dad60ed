import { and, eq } from "drizzle-orm";
import type { RequestContext } from "../../context.ts";
import { unitApprovers } from "../../db/schema/index.ts";
import type { VisibleOrder } from "../orders/order-access.ts";

/**
 * Whether the signed-in user approves for the order's unit (unit_approvers) and did not place it
 * themselves (nobody approves their own order, decision 0052), whatever the order's status.
 */
export async function approvesOrderUnit(ctx: RequestContext, order: Pick<VisibleOrder, "unitId"> & Partial<Pick<VisibleOrder, "userId">>): Promise<boolean> {
  const user = ctx.user;
  if (!user || order.unitId === null || order.userId === user.id) return false;
  const [row] = await ctx.db
    .select({ unitId: unitApprovers.unitId })
    .from(unitApprovers)
    .where(and(eq(unitApprovers.unitId, order.unitId), eq(unitApprovers.userId, user.id)));
  return row !== undefined;
}

/** Whether the signed-in user may approve or reject this order now: it waits, and they approve its unit. */
export async function canDecideOrder(ctx: RequestContext, order: Pick<VisibleOrder, "unitId" | "status"> & Partial<Pick<VisibleOrder, "userId">>): Promise<boolean> {
  return order.status === "PENDING_APPROVAL" && (await approvesOrderUnit(ctx, order));
}
