import { and, eq, inArray, sql } from "drizzle-orm";
import { CALENDAR_TIME_ZONES, calendarCountryOf, todayIn } from "../../../domain/business-days.ts";
import type { ExportFormat, OrderSelection } from "../../../domain/order-export-selection.ts";
import type { RequestContext } from "../../context.ts";
import { orders, units } from "../../db/schema/index.ts";
import { historyOrderIds } from "../order-history/history-query.ts";
import { visibleOrdersCondition } from "../orders/order-access.ts";
import type { ExportScope } from "./export-data.ts";

export type ExportRefusal = "signedOut" | "disabled";

/**
 * Whether this user may export orders at all: signed in, and not of a unit whose order export is
 * switched off (franchise accounts, account-and-ordering §6).
 */
export async function exportRefusal(ctx: RequestContext): Promise<ExportRefusal | null> {
  const user = ctx.user;
  if (!user) return "signedOut";
  if (user.unitId === null) return null;
  const [unit] = await ctx.db.select({ enabled: units.orderExportEnabled }).from(units).where(eq(units.id, user.unitId));
  return unit && !unit.enabled ? "disabled" : null;
}

export type SelectedOrders = { ok: true; ids: number[] } | { ok: false; problem: "notFound" };

/**
 * The top-level orders a selection names, that this user may reach (order-access.ts), in the
 * order chosen (the history's order for "all matching"). A sub-order's code selects its summary
 * order. One code the user cannot reach, or that does not exist, refuses the whole selection
 * (404 alike, decision 0050).
 */
export async function selectedOrderIds(ctx: RequestContext, selection: OrderSelection, historyParams: URLSearchParams): Promise<SelectedOrders> {
  if (selection.kind === "allMatching") return { ok: true, ids: await historyOrderIds(ctx, historyParams) };
  const visible = visibleOrdersCondition(ctx);
  if (!visible) return { ok: false, problem: "notFound" };
  const rows = await ctx.db
    .select({ code: orders.code, topId: sql<number>`coalesce(${orders.parentId}, ${orders.id})`.mapWith(Number) })
    .from(orders)
    .where(and(inArray(orders.code, selection.codes), visible));
  if (rows.length !== selection.codes.length) return { ok: false, problem: "notFound" };
  const topOf = new Map(rows.map((r) => [r.code, r.topId]));
  return { ok: true, ids: [...new Set(selection.codes.map((c) => topOf.get(c) ?? 0))] };
}

/** The file's scope for the signed-in user of `ctx`. */
export function exportScopeOf(ctx: RequestContext): ExportScope {
  return { db: ctx.db, siteId: ctx.site.id, language: ctx.language, pricesHidden: ctx.user?.pricesHidden ?? false };
}

/** The date in the site's calendar (file names, the PDF's "created on"). */
export function siteToday(ctx: Pick<RequestContext, "site" | "now">): string {
  return todayIn(CALENDAR_TIME_ZONES[calendarCountryOf(ctx.site.id)], ctx.now);
}

/** Whether an export of `count` orders runs as a job rather than streaming at once. */
export function exportsAsJob(ctx: RequestContext, count: number): boolean {
  return count > ctx.deps.config.orderExport.jobThreshold;
}

export type { ExportFormat };
