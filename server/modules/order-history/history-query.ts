import { and, desc, isNull } from "drizzle-orm";
import type { RequestContext } from "../../context.ts";
import { orders } from "../../db/schema/index.ts";
import { visibleOrdersCondition } from "../orders/order-access.ts";

/**
 * The ids of the top-level orders the order history shows for these query parameters (filterBy,
 * searchCode, customerFilterId, activeTab), newest first, without paging: what "export all
 * matching" exports. Placeholder of issue 14's foundation: every visible order; the history
 * filters replace it.
 */
export async function historyOrderIds(ctx: RequestContext, _params: URLSearchParams): Promise<number[]> {
  const visible = visibleOrdersCondition(ctx);
  if (!visible) return [];
  const rows = await ctx.db.select({ id: orders.id }).from(orders).where(and(visible, isNull(orders.parentId))).orderBy(desc(orders.placedAt));
  return rows.map((r) => r.id);
}
