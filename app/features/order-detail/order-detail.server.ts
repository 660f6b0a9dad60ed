import { APPROVAL_OUTCOME_PARAM, isApprovalOutcome, type ApprovalOutcome } from "#domain/approval-outcome.ts";
import { data, redirect } from "react-router";
import { calendarCountryOf, CALENDAR_TIME_ZONES, formatIsoDate } from "#domain/business-days.ts";
import { isDeliveryMethodCode } from "#domain/delivery-methods.ts";
import { translate } from "#domain/i18n/index.ts";
import { sizeGrid } from "#domain/order-grid.ts";
import { sitePath } from "#domain/sites.ts";
import type { LoaderArgs } from "../../load-context.ts";
import { orderAddressLines, orderMoney } from "../orders/order-view.server.ts";
import type { OrderPage } from "../../../server/modules/orders/order-page.ts";
import { markUpdates, rowUnitPrice, updateNoticeOf, type GridCellView, type OrderDetailView, type OrderPartView } from "./order-detail-view.ts";

/** `shipDates`: partner sites show the desired ship and cancel dates a dealer chose; consumers chose none. */
function partsOf(page: OrderPage, money: (minor: number | null) => string, locale: string, productHref: (code: string) => string, shipDates: boolean): OrderPartView[] {
  const byNumber = new Map(page.update.entries.map((e) => [e.entryNumber, e]));
  return page.details.parts.map((part) => {
    const grid = sizeGrid(part.lines);
    return {
      code: part.code,
      target: part.deliveryTarget ? (part.deliveryTargetName ?? `${part.deliveryTarget} ${part.deliveryYear}`) : null,
      desiredShipDate: shipDates && part.desiredShipDate ? formatIsoDate(part.desiredShipDate, locale) : null,
      cancelDate: shipDates && part.cancelDate ? formatIsoDate(part.cancelDate, locale) : null,
      sizes: grid.sizes,
      rows: grid.rows.map((row) => {
        const first = row.lines[0];
        const cells: Record<string, GridCellView> = {};
        for (const [size, line] of Object.entries(row.cells)) {
          const entryNumber = page.entryNumbers[part.code]?.[line.upc] ?? null;
          const entry = entryNumber === null ? undefined : byNumber.get(entryNumber);
          cells[size] = {
            entryNumber,
            quantity: entry?.quantity ?? line.quantity,
            confirmedQuantity: line.quantity,
            requestedQuantity: entry?.requestedQuantity ?? null,
            unitPrice: money(line.unitPriceMinor),
          };
        }
        // An applied change counts at once in the row (what the order asks for now), priced per cap like the line.
        const asked = row.lines.map((l) => ({ line: l, quantity: cells[l.size]?.quantity ?? l.quantity }));
        const hidden = row.lines.some((l) => l.totalMinor === null || l.unitPriceMinor === null);
        return {
          productCode: row.productCode,
          productName: first?.productName ?? row.productCode,
          colourName: row.colourName,
          href: productHref(row.productCode),
          cells,
          unitPrice: rowUnitPrice(row.lines.map((l) => l.unitPriceMinor), money),
          quantity: asked.reduce((s, a) => s + a.quantity, 0),
          total: money(hidden ? null : asked.reduce((s, a) => s + (a.quantity === a.line.quantity ? (a.line.totalMinor ?? 0) : a.quantity * (a.line.unitPriceMinor ?? 0)), 0)),
        };
      }),
    };
  });
}

/** `{context}/my-account/order/{code}`: the order for whoever may reach it (order-access.ts); 404 alike otherwise. */
export async function loadOrderDetail({ request, params, context }: LoaderArgs): Promise<OrderDetailView> {
  const { ctx } = context;
  const url = new URL(request.url);
  if (!ctx.user) throw redirect(`${sitePath(ctx.site, "/login")}?redirect=${encodeURIComponent(url.pathname)}`);
  const code = params.code ?? "";
  const page = await context.services.orderPage.orderPage(ctx, code);
  if (!page) {
    // A sub-order's code (the history and the ERP name them) opens its part of the summary order.
    const parent = await context.services.orderPage.subOrderParentCode(ctx, code);
    if (parent) throw redirect(`${sitePath(ctx.site, `/my-account/order/${encodeURIComponent(parent)}`)}#part-${encodeURIComponent(code)}`);
    throw data(null, { status: 404 });
  }
  const order = page.details;
  const { money } = orderMoney(ctx, order.currency);
  const timeZone = CALENDAR_TIME_ZONES[calendarCountryOf(ctx.site.id)];
  const when = new Intl.DateTimeFormat(ctx.locale, { dateStyle: "medium", timeStyle: "short", timeZone });
  const day = new Intl.DateTimeFormat(ctx.locale, { dateStyle: "medium", timeZone });
  const at = (path: string) => sitePath(ctx.site, path);
  const self = at(`/my-account/order/${encodeURIComponent(order.code)}`);
  return {
    code: order.code,
    status: order.status,
    mode: page.update.bookingMode,
    placedAt: day.format(order.placedAt),
    orderer: page.orderer.name,
    ordererIsYou: page.orderer.email === ctx.user.email,
    placedBy: page.placedBy,
    purchaseNumber: order.purchaseNumber,
    comment: order.comment,
    payments: order.payments.map((p) => ({ kind: p.kind, reference: p.displayReference, amount: money(p.amountMinor) })),
    address: orderAddressLines(order.deliveryAddress, ctx.language),
    deliveryMethod: order.deliveryMethodCode !== null && isDeliveryMethodCode(order.deliveryMethodCode) ? translate(ctx.language, `checkout.delivery.method.${order.deliveryMethodCode}`) : null,
    parts: partsOf(page, money, ctx.locale, (productCode) => at(`/p/${encodeURIComponent(productCode)}`), ctx.site.b2b),
    totals: {
      subtotal: money(order.subtotalMinor),
      discount: order.discountMinor > 0 ? money(order.discountMinor) : null,
      delivery: order.deliveryMethodCode ? money(order.deliveryCostMinor) : null,
      tax: money(order.taxMinor),
      total: money(order.totalMinor),
    },
    totalQuantity: page.update.totalQuantity,
    history: markUpdates(page.history).map((h) => ({ status: h.status, at: when.format(h.at), actor: h.actorName, agent: h.agentName, comment: h.comment, update: h.update })),
    update: {
      status: page.update.updateStatus,
      isUpdatable: page.update.isUpdatable,
      isProcessing: page.update.isProcessing,
      windowClosed: page.update.bookingWindowClosed,
      erpMessage: page.update.updateStatus === "PROCESSING_ERROR" || order.status === "PROCESSING_ERROR" ? page.erpMessage : null,
      notice: updateNoticeOf(url.searchParams.get("update")),
      refused: (url.searchParams.get("refused") ?? "").split(",").filter((n) => /^\d{1,6}$/.test(n)).map(Number),
    },
    urls: {
      self,
      submit: `${self}/submit`,
      support: at("/support"),
      reorder: at(`/my-account/reorder/${encodeURIComponent(order.code)}`),
      approval: `${self}/approval`,
      orders: at("/my-account/orders"),
    },
    canDecide: page.canDecide,
    openReject: url.searchParams.get("openRejectPopup") === "true",
    approvalOutcome: approvalOutcomeOf(url.searchParams.get(APPROVAL_OUTCOME_PARAM)),
  };
}

function approvalOutcomeOf(value: string | null): ApprovalOutcome | null {
  return isApprovalOutcome(value) ? value : null;
}
