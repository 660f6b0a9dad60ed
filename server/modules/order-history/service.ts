import { and, asc, eq } from "drizzle-orm";
import { customerFilterValue, HISTORY_PAGE_SIZE, type HistoryParams } from "../../../domain/order-history-filters.ts";
import { exportRefusal } from "../order-export/service.ts";
import type { RequestContext } from "../../context.ts";
import { unitApprovers, units } from "../../db/schema/index.ts";
import { canDecideOrder } from "../approvals/can-decide.ts";
import { findVisibleOrder, reachableUnitsCondition } from "../orders/order-access.ts";
import { hasAnyOrder, historyPage, historyParamsOf, type HistoryPage } from "./history-query.ts";

export interface CustomerUnit {
  uid: string;
  name: string;
}

/**
 * The units whose orders the user may narrow the history to (the customer filter): a sales rep's
 * customers (their top units and sub-units), a B2B user's own unit and its sub-units, and the
 * units an approver decides for: the units the order-visibility rule reaches (order-access.ts).
 */
export async function customerUnits(ctx: RequestContext): Promise<CustomerUnit[]> {
  const reach = reachableUnitsCondition(ctx);
  if (!reach) return [];
  return ctx.db.select({ uid: units.uid, name: units.name }).from(units).where(and(eq(units.siteId, ctx.site.id), reach)).orderBy(asc(units.name));
}

export type CustomerFilterResult = { ok: true; customerFilterId: string } | { ok: false; unknown: string[] };

/**
 * `POST {context}/my-account/orders`: the `customerFilterId` value for the chosen customers (the
 * exclusive "Show All" rule applied). A uid that is not one of the user's customers is refused,
 * whether it exists or not.
 */
export async function customerFilter(ctx: RequestContext, uids: readonly string[]): Promise<CustomerFilterResult> {
  const value = customerFilterValue(uids);
  if (value === "all") return { ok: true, customerFilterId: value };
  const mine = new Set((await customerUnits(ctx)).map((u) => u.uid));
  const unknown = value.split(",").filter((uid) => !mine.has(uid));
  return unknown.length ? { ok: false, unknown } : { ok: true, customerFilterId: value };
}

/** Whether the user approves any unit's orders (the "awaiting my approval" option). */
async function approvesOrders(ctx: RequestContext): Promise<boolean> {
  const user = ctx.user;
  if (!user) return false;
  const [row] = await ctx.db.select({ unitId: unitApprovers.unitId }).from(unitApprovers).where(eq(unitApprovers.userId, user.id)).limit(1);
  return row !== undefined;
}

/** The order whose reject popup the history opens: only one the user may decide now; anything else opens nothing. */
async function rejectPopupOrder(ctx: RequestContext, code: string | null): Promise<string | null> {
  if (!code) return null;
  const order = await findVisibleOrder(ctx, code);
  return order && (await canDecideOrder(ctx, order)) ? order.code : null;
}

export interface HistoryData extends HistoryPage {
  params: HistoryParams;
  pageSize: number;
  /** No order at all, with any filter (the empty state), as opposed to none matching. */
  empty: boolean;
  customers: CustomerUnit[];
  approver: boolean;
  exportAllowed: boolean;
  rejectPopupCode: string | null;
}

/** Everything the order history page shows for a request's query parameters. */
export async function orderHistory(ctx: RequestContext, query: URLSearchParams): Promise<HistoryData> {
  const params = historyParamsOf(ctx, query);
  const [customers, approver, exportAllowed, rejectPopupCode] = await Promise.all([
    customerUnits(ctx),
    approvesOrders(ctx),
    exportRefusal(ctx).then((refusal) => refusal === null),
    rejectPopupOrder(ctx, params.openRejectPopupByCode),
  ]);
  const shown: HistoryParams = {
    ...params,
    // Options the user does not have are dropped rather than answered with an empty list.
    statuses: approver ? params.statuses : params.statuses.filter((s) => s !== "AWAITING_MY_APPROVAL"),
    customerUids: params.customerUids.filter((uid) => customers.some((c) => c.uid === uid)),
  };
  const page = await historyPage(ctx, shown, HISTORY_PAGE_SIZE);
  const empty = page.total === 0 && !(await hasAnyOrder(ctx));
  return { ...page, params: { ...shown, page: page.page }, pageSize: HISTORY_PAGE_SIZE, empty, customers, approver, exportAllowed, rejectPopupCode };
}
