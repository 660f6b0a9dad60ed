import { data, redirect } from "react-router";
import { calendarCountryOf, CALENDAR_TIME_ZONES, formatIsoDate, todayIn } from "#domain/business-days.ts";
import { isDeliveryMethodCode } from "#domain/delivery-methods.ts";
import { toAnalyticsNumber } from "#domain/money.ts";
import { createTranslator } from "#domain/i18n/index.ts";
import { formatReplenishmentDate, REPLENISHMENT_DATE_FORMATS } from "#domain/replenishment.ts";
import { replenishmentText } from "#domain/replenishment-text.ts";
import { sitePath } from "#domain/sites.ts";
import { isTradeShowDestination, TRADE_SHOW_DESTINATION_LABELS } from "#domain/trade-show.ts";
import type { LoaderArgs } from "../../load-context.ts";
import { orderAddressLines, orderMoney } from "./order-view.server.ts";
import type { OrderConfirmationView } from "./order-confirmation-view.ts";

/** `{context}/checkout/orderConfirmation/{code}`: the order just placed, for its orderer (and unit). */
export async function loadOrderConfirmation({ request, params, context }: LoaderArgs): Promise<OrderConfirmationView> {
  const { ctx } = context;
  const url = new URL(request.url);
  if (!ctx.user) throw redirect(`${sitePath(ctx.site, "/login")}?redirect=${encodeURIComponent(url.pathname)}`);
  const order = await context.services.orders.orderDetails(ctx, params.code ?? "");
  if (!order) throw data(null, { status: 404 });
  const { currency, money } = orderMoney(ctx, order.currency);
  const lines = order.parts.flatMap((p) => p.lines);
  const t = createTranslator(ctx.language);
  const format = REPLENISHMENT_DATE_FORMATS[ctx.site.id];
  const schedule = order.replenishmentScheduleId === null ? null : await context.services.replenishment.scheduleView(ctx, order.replenishmentScheduleId);
  const destination = order.tradeShowDelivery?.tradeShowDestination;
  const deliveryCode = order.deliveryMethodCode;
  return {
    code: order.code,
    status: order.status,
    email: ctx.user.email,
    // The day in the site's calendar, as the order history and detail show it.
    placedAt: formatIsoDate(todayIn(CALENDAR_TIME_ZONES[calendarCountryOf(ctx.site.id)], order.placedAt), ctx.locale),
    // The trade-show form's phone is part of the delivery (the book's addresses keep theirs to themselves here).
    address: [...orderAddressLines(order.deliveryAddress, ctx.language), ...(order.tradeShowDelivery && order.deliveryAddress?.phone ? [order.deliveryAddress.phone] : [])],
    billingAddress: orderAddressLines(order.billingAddress, ctx.language),
    salesRep: order.salesRep,
    purchaseNumber: order.purchaseNumber,
    comment: order.comment,
    tradeShow:
      order.tradeShowDelivery && isTradeShowDestination(destination)
        ? { destination: t(TRADE_SHOW_DESTINATION_LABELS[destination]), salesRepId: order.tradeShowDelivery.tradeShowSalesRepId ?? "" }
        : null,
    replenishment: schedule
      ? {
          code: schedule.code,
          text: replenishmentText(schedule.schedule, { t, locale: ctx.locale, format }),
          next: schedule.active && schedule.nextRunOn ? formatReplenishmentDate(schedule.nextRunOn, format) : null,
        }
      : null,
    payments: order.payments.map((p) => ({ kind: p.kind, reference: p.displayReference, amount: money(p.amountMinor) })),
    parts: order.parts.map((p) => ({
      code: p.code,
      target: p.deliveryTarget ? (p.deliveryTargetName ?? `${p.deliveryTarget} ${p.deliveryYear}`) : null,
      desiredShipDate: p.desiredShipDate ? formatIsoDate(p.desiredShipDate, ctx.locale) : null,
      cancelDate: p.cancelDate ? formatIsoDate(p.cancelDate, ctx.locale) : null,
      lines: p.lines.map((l) => ({ ...l, unitPrice: money(l.unitPriceMinor), total: money(l.totalMinor), href: sitePath(ctx.site, `/p/${encodeURIComponent(l.productCode)}`) })),
    })),
    delivery: deliveryCode && isDeliveryMethodCode(deliveryCode) ? { code: deliveryCode, cost: money(order.deliveryCostMinor) } : null,
    totals: {
      subtotal: money(order.subtotalMinor),
      discount: order.discountMinor > 0 ? money(order.discountMinor) : null,
      paymentCost: order.paymentCostMinor > 0 ? money(order.paymentCostMinor) : null,
      delivery: deliveryCode ? money(order.deliveryCostMinor) : null,
      tax: money(order.taxMinor),
      total: money(order.totalMinor),
    },
    continueHref: sitePath(ctx.site, "/"),
    purchase: {
      event: "purchase",
      ecommerce: {
        transaction_id: order.code,
        currency,
        value: toAnalyticsNumber({ amount: order.totalMinor, currency }),
        tax: toAnalyticsNumber({ amount: order.taxMinor, currency }),
        shipping: toAnalyticsNumber({ amount: order.deliveryCostMinor, currency }),
        items: lines.map((l) => ({
          item_id: l.productCode,
          item_name: l.productName,
          price: l.unitPriceMinor === null ? null : toAnalyticsNumber({ amount: l.unitPriceMinor, currency }),
          currency,
          item_brand: "Brim",
          item_category: "",
          item_variant: l.size,
          quantity: l.quantity,
        })),
      },
    },
  };
}
