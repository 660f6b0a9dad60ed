import { and, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { isOrderCode } from "../../../domain/order-status.ts";
import type { RequestContext } from "../../context.ts";
import { orders, salesRepUnits, unitApprovers, units } from "../../db/schema/index.ts";

/**
 * Who reaches which order (issue 14), as one SQL condition every order read and write uses:
 * - its orderer;
 * - B2B buyers of the order's unit (units share their orders), and of its parent unit (a
 *   corporate buyer sees the orders of their sub-units);
 * - the approvers of the order's unit;
 * - the sales representative serving the order's unit (their top units and those units' children).
 * Always on the request's site. Null for a visitor: nothing is visible.
 */
export function visibleOrdersCondition(ctx: RequestContext): SQL | null {
  const user = ctx.user;
  if (!user) return null;
  const reach: SQL[] = [eq(orders.userId, user.id)];
  if (user.unitId !== null && user.kind !== "consumer") {
    reach.push(eq(orders.unitId, user.unitId));
    reach.push(inArray(orders.unitId, ctx.db.select({ id: units.id }).from(units).where(eq(units.parentId, user.unitId))));
  }
  if (user.kind === "approver") {
    reach.push(inArray(orders.unitId, ctx.db.select({ id: unitApprovers.unitId }).from(unitApprovers).where(eq(unitApprovers.userId, user.id))));
  }
  if (user.kind === "salesrep") {
    const top = ctx.db.select({ id: salesRepUnits.unitId }).from(salesRepUnits).where(eq(salesRepUnits.repUserId, user.id));
    reach.push(inArray(orders.unitId, ctx.db.select({ id: units.id }).from(units).where(or(inArray(units.id, top), inArray(units.parentId, top)))));
  }
  const visible = and(eq(orders.siteId, ctx.site.id), or(...reach));
  return visible ?? sql`false`;
}

export interface VisibleOrder {
  id: number;
  code: string;
  userId: number;
  unitId: number | null;
  status: (typeof orders.$inferSelect)["status"];
  mode: (typeof orders.$inferSelect)["mode"];
}

/**
 * The top-level order (a summary order or a single order) with this code when the user may reach
 * it; null otherwise, whether the code exists or not (the caller answers 404 alike).
 */
export async function findVisibleOrder(ctx: RequestContext, code: string): Promise<VisibleOrder | null> {
  const visible = visibleOrdersCondition(ctx);
  if (!visible || !isOrderCode(code)) return null;
  const [row] = await ctx.db
    .select({ id: orders.id, code: orders.code, userId: orders.userId, unitId: orders.unitId, status: orders.status, mode: orders.mode })
    .from(orders)
    .where(and(eq(orders.code, code), isNull(orders.parentId), visible));
  return row ?? null;
}
