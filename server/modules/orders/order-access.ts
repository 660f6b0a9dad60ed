import { and, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { isOrderCode } from "../../../domain/order-status.ts";
import type { RequestContext } from "../../context.ts";
import { orders, salesRepUnits, unitApprovers, units } from "../../db/schema/index.ts";

/** What the access rule reads of a request: who asks, on which site, through which database handle. */
export type AccessContext = Pick<RequestContext, "db" | "user" | "site">;

/**
 * The units whose orders a user reaches besides their own orders, as a condition on `units`:
 * - B2B users: their unit (units share their orders) and its sub-units (a corporate buyer sees the
 *   orders of their sub-units);
 * - approvers: the units they approve;
 * - sales representatives: the units they serve (their top units and those units' children).
 * Null when there are none (consumers, agents on their own, visitors).
 */
export function reachableUnitsCondition(ctx: AccessContext): SQL | null {
  const user = ctx.user;
  if (!user) return null;
  const reach: SQL[] = [];
  if (user.unitId !== null && user.kind !== "consumer") reach.push(eq(units.id, user.unitId), eq(units.parentId, user.unitId));
  if (user.kind === "approver") {
    reach.push(inArray(units.id, ctx.db.select({ id: unitApprovers.unitId }).from(unitApprovers).where(eq(unitApprovers.userId, user.id))));
  }
  if (user.kind === "salesrep") {
    const top = ctx.db.select({ id: salesRepUnits.unitId }).from(salesRepUnits).where(eq(salesRepUnits.repUserId, user.id));
    reach.push(inArray(units.id, top), inArray(units.parentId, top));
  }
  return reach.length ? (or(...reach) ?? null) : null;
}

function visibleOf(ctx: AccessContext, userId: number, unitReach: SQL | undefined): SQL {
  return and(eq(orders.siteId, ctx.site.id), or(eq(orders.userId, userId), unitReach)) ?? sql`false`;
}

/**
 * Who reaches which order (issue 14), as one SQL condition every order read and write uses: its
 * orderer, and whoever reaches the order's unit (reachableUnitsCondition: the unit's and its
 * parent unit's B2B users, the unit's approvers, the sales rep serving it). Always on the
 * request's site. Null for a visitor: nothing is visible.
 */
export function visibleOrdersCondition(ctx: RequestContext): SQL | null {
  const user = ctx.user;
  if (!user) return null;
  const unitReach = reachableUnitsCondition(ctx);
  return visibleOf(ctx, user.id, unitReach ? inArray(orders.unitId, ctx.db.select({ id: units.id }).from(units).where(unitReach)) : undefined);
}

/**
 * The same condition with the reachable units read first (one small query), so that a list of
 * many orders is found through the orders' user and unit indexes: PostgreSQL cannot combine an
 * index with an `IN (subquery)` inside an OR, and scans every order instead (decision 0049).
 */
export async function visibleOrdersConditionForLists(ctx: AccessContext): Promise<SQL | null> {
  const user = ctx.user;
  if (!user) return null;
  const unitReach = reachableUnitsCondition(ctx);
  const unitIds = unitReach ? (await ctx.db.select({ id: units.id }).from(units).where(unitReach)).map((u) => u.id) : [];
  return visibleOf(ctx, user.id, unitIds.length ? inArray(orders.unitId, unitIds) : undefined);
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
