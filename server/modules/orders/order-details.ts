import { and, asc, eq, or } from "drizzle-orm";
import { isOrderCode, type OrderStatus } from "../../../domain/order-status.ts";
import type { RequestContext } from "../../context.ts";
import { alias } from "drizzle-orm/pg-core";
import { deliveryTargets, orderPayments, orders, users } from "../../db/schema/index.ts";
import type { OrderAddress } from "../../db/schema/orders.ts";
import { visibleOrdersCondition } from "./order-access.ts";
import { orderLineRows } from "./order-lines.ts";

export interface OrderLineDetail {
  productCode: string;
  productName: string;
  colourName: string;
  size: string;
  upc: string;
  quantity: number;
  unitPriceMinor: number | null;
  totalMinor: number | null;
}

export interface OrderPart {
  code: string;
  deliveryTarget: string | null;
  deliveryYear: number | null;
  /** The delivery target's name in the page's language ("Spring 2027"). */
  deliveryTargetName: string | null;
  desiredShipDate: string | null;
  cancelDate: string | null;
  lines: OrderLineDetail[];
}

export interface OrderDetails {
  code: string;
  status: OrderStatus;
  mode: string;
  currency: string;
  placedAt: Date;
  deliveryAddress: OrderAddress | null;
  billingAddress: OrderAddress | null;
  /** Trade-show mode: the delivery form as it was sent (decision 0028). */
  tradeShowDelivery: Record<string, string> | null;
  /** The replenishment schedule the order belongs to (decision 0027). */
  replenishmentScheduleId: number | null;
  purchaseNumber: string | null;
  comment: string | null;
  /** A promo user's sales representative (uid = e-mail) and their name, when the account still exists. */
  salesRep: { uid: string; name: string | null } | null;
  payments: { kind: "CARD" | "WALLET" | "ACCOUNT" | "GIFTCARD"; amountMinor: number; displayReference: string | null }[];
  subtotalMinor: number;
  discountMinor: number;
  paymentCostMinor: number;
  /** How the order ships and what that cost (decision 0029); null for orders placed before delivery methods. */
  deliveryMethodCode: string | null;
  deliveryCostMinor: number;
  taxMinor: number;
  totalMinor: number;
  /** One part per delivery target for a summary order, else the order itself. */
  parts: OrderPart[];
  orderer: { id: number; name: string; email: string };
  /** Who placed it when not the orderer (an agent or sales rep for the customer). */
  placedBy: { id: number; name: string } | null;
  /** The ERP's message when it refused the order or its change. */
  erpMessage: string | null;
}

const salesRep = alias(users, "sales_rep");
const orderer = alias(users, "orderer");
const placer = alias(users, "placer");

/**
 * An order as its confirmation shows it, to whoever may reach it (order-access.ts); anyone else
 * gets null, as for a code that does not exist.
 */
export async function orderDetails(ctx: RequestContext, code: string): Promise<OrderDetails | null> {
  const visible = visibleOrdersCondition(ctx);
  if (!visible || !isOrderCode(code)) return null;
  const [order] = await ctx.db
    .select({
      id: orders.id,
      code: orders.code,
      userId: orders.userId,
      unitId: orders.unitId,
      parentId: orders.parentId,
      siteId: orders.siteId,
      status: orders.status,
      mode: orders.mode,
      currency: orders.currency,
      placedAt: orders.placedAt,
      deliveryAddress: orders.deliveryAddress,
      billingAddress: orders.billingAddress,
      tradeShowDelivery: orders.tradeShowDelivery,
      replenishmentScheduleId: orders.replenishmentScheduleId,
      purchaseNumber: orders.purchaseNumber,
      comment: orders.comment,
      salesRepUid: orders.salesRepUid,
      salesRepName: salesRep.name,
      subtotalMinor: orders.subtotalMinor,
      discountMinor: orders.discountMinor,
      paymentCostMinor: orders.paymentCostMinor,
      deliveryMethodCode: orders.deliveryMethodCode,
      deliveryCostMinor: orders.deliveryCostMinor,
      taxMinor: orders.taxMinor,
      totalMinor: orders.totalMinor,
      desiredShipDate: orders.desiredShipDate,
      cancelDate: orders.cancelDate,
      ordererName: orderer.name,
      ordererEmail: orderer.email,
      placedById: orders.placedById,
      placedByName: placer.name,
      erpMessage: orders.erpMessage,
    })
    .from(orders)
    .innerJoin(orderer, eq(orderer.id, orders.userId))
    .leftJoin(placer, eq(placer.id, orders.placedById))
    .leftJoin(salesRep, and(eq(salesRep.email, orders.salesRepUid), eq(salesRep.kind, "salesrep")))
    .where(and(eq(orders.code, code), visible));
  if (!order || order.parentId !== null) return null;

  const parts = await ctx.db
    .select({ id: orders.id, code: orders.code, target: orders.deliveryTargetCode, year: orders.deliveryYear, targetNames: deliveryTargets.names, desired: orders.desiredShipDate, cancel: orders.cancelDate })
    .from(orders)
    .leftJoin(deliveryTargets, and(eq(deliveryTargets.code, orders.deliveryTargetCode), eq(deliveryTargets.year, orders.deliveryYear)))
    .where(or(eq(orders.id, order.id), eq(orders.parentId, order.id)))
    .orderBy(asc(orders.id));
  const withLines = parts.length > 1 ? parts.filter((p) => p.id !== order.id) : parts;
  const [lines, payments] = await Promise.all([
    orderLineRows(ctx.db, ctx.language, withLines.map((p) => p.id)),
    ctx.db.select({ kind: orderPayments.kind, amountMinor: orderPayments.amountMinor, displayReference: orderPayments.displayReference }).from(orderPayments).where(eq(orderPayments.orderId, order.id)).orderBy(asc(orderPayments.id)),
  ]);
  const { salesRepUid, salesRepName, ordererName, ordererEmail, placedById, placedByName, ...rest } = order;
  return {
    ...rest,
    orderer: { id: order.userId, name: ordererName, email: ordererEmail },
    placedBy: placedById !== null && placedById !== order.userId && placedByName !== null ? { id: placedById, name: placedByName } : null,
    salesRep: salesRepUid === null ? null : { uid: salesRepUid, name: salesRepName },
    payments,
    parts: withLines.map((p) => ({
      code: p.code,
      deliveryTarget: p.target,
      deliveryYear: p.year,
      deliveryTargetName: p.targetNames?.[ctx.language] ?? null,
      desiredShipDate: p.desired,
      cancelDate: p.cancel,
      lines: lines.filter((l) => l.orderId === p.id).map(({ orderId: _orderId, materialId: _materialId, ...line }) => line),
    })),
  };
}
