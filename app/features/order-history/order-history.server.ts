import { exportErrorOf } from "#domain/order-export-selection.ts";
import { redirect } from "react-router";
import { CALENDAR_TIME_ZONES, calendarCountryOf, formatIsoDate, todayIn } from "#domain/business-days.ts";
import { createTranslator } from "#domain/i18n/index.ts";
import { orderMoney } from "../orders/order-view.server.ts";
import { HISTORY_SORTS, HISTORY_TABS, historyQuery, historyStatusOptions } from "#domain/order-history-filters.ts";
import { sitePath } from "#domain/sites.ts";
import type { LoaderArgs } from "../../load-context.ts";
import type { HistoryRowView, OrderHistoryView } from "./order-history-view.ts";

/** `{context}/my-account/orders`: the signed-in user's order history (decision 0049). */
export async function loadOrderHistory({ request, context }: LoaderArgs): Promise<OrderHistoryView> {
  const { ctx } = context;
  const url = new URL(request.url);
  if (!ctx.user) throw redirect(`${sitePath(ctx.site, "/login")}?redirect=${encodeURIComponent(url.pathname + url.search)}`);
  const user = ctx.user;
  const data = await context.services.orderHistory.orderHistory(ctx, url.searchParams);
  const basePath = sitePath(ctx.site, "/my-account/orders");
  const { openRejectPopupByCode: _popup, ...params } = data.params;
  const href = (query: string) => `${basePath}?${query}`;
  const timeZone = CALENDAR_TIME_ZONES[calendarCountryOf(ctx.site.id)];
  const money = (minor: number, currency: string) => orderMoney(ctx, currency).money(minor);
  const t = createTranslator(ctx.language);
  const showCustomer = data.customers.length > 1;
  const rows: HistoryRowView[] = data.rows.map((r) => ({
    code: r.code,
    href: sitePath(ctx.site, `/my-account/order/${r.code}`),
    placedAt: formatIsoDate(todayIn(timeZone, r.placedAt), ctx.locale),
    status: r.status,
    purchaseNumber: r.purchaseNumber,
    quantity: r.totalQuantity,
    total: money(r.totalMinor, r.currency),
    // The popup itself opens only for an order the user may decide (the service checks the code).
    rejectHref: data.approver && r.status === "PENDING_APPROVAL" && r.ordererId !== user.id ? href(historyQuery(params, { openRejectPopupByCode: r.code })) : null,
    placedBy: r.placedByName ? t("orderHistory.placedByAgent", { agent: r.placedByName, name: r.ordererName }) : r.ordererId === user.id ? null : r.ordererName,
    customer: showCustomer ? r.unitName : null,
    subOrders: data.subOrders
      .filter((s) => s.parentId === r.id)
      .map((s) => ({
        code: s.code,
        target: s.deliveryTargetCode ? (s.deliveryTargetNames?.[ctx.language] ?? `${s.deliveryTargetCode} ${s.deliveryYear ?? ""}`.trim()) : null,
        quantity: s.totalQuantity,
        status: s.status,
      })),
  }));
  const statusOptions = historyStatusOptions({ b2b: ctx.site.b2b, approver: data.approver });
  const pdfSend = url.searchParams.get("pdfSend");
  const mayExport = data.exportAllowed && !data.empty;
  return {
    basePath,
    params,
    currentUrl: href(historyQuery(params)),
    b2b: ctx.site.b2b,
    // Consumers have one booking mode: no tabs.
    tabs: ctx.site.b2b ? HISTORY_TABS.map((tab) => ({ tab, href: href(historyQuery(params, { tab, page: 1 })) })) : null,
    statusOptions,
    customers: showCustomer ? data.customers : [],
    sorts: HISTORY_SORTS,
    rows,
    total: data.total,
    pageCount: Math.max(1, Math.ceil(data.total / data.pageSize)),
    empty: data.empty,
    showPlacedBy: rows.some((r) => r.placedBy !== null),
    showCustomer,
    exportForm: mayExport
      ? {
          action: sitePath(ctx.site, "/my-account/exportOrderList"),
          sendAction: user.kind === "salesrep" || user.kind === "agent" ? sitePath(ctx.site, "/my-account/exportOrderList/send") : null,
        }
      : null,
    customerFilterUrl: basePath,
    pdfSend: pdfSend === "sent" || pdfSend === "failed" ? pdfSend : null,
    exportError: exportErrorOf(url.searchParams.get("exportError")),
    rejectPopup: data.rejectPopupCode
      ? { orderCode: data.rejectPopupCode, approvalUrl: sitePath(ctx.site, `/my-account/order/${data.rejectPopupCode}/approval`), closeHref: href(historyQuery(params)) }
      : null,
  };
}
