import { sql } from "drizzle-orm";
import { formatOrderCode, type OrderStatus } from "../../../domain/order-status.ts";
import type { BookingMode } from "../../../domain/booking-modes.ts";
import type { DbOrTx } from "../../db/client.ts";
import { orderEntries, orderPayments, orders, orderVouchers, type RequestedShipDate } from "../../db/schema/index.ts";
import type { OrderAddress } from "../../db/schema/orders.ts";

export interface OrderLine {
  productId: number;
  variantId: number;
  quantity: number;
  unitPriceMinor: number | null;
  totalMinor: number | null;
  deliveryTargetCode: string | null;
  deliveryYear: number | null;
}

export interface OrderPaymentRow {
  kind: "CARD" | "WALLET" | "ACCOUNT" | "GIFTCARD";
  status: "authorized" | "captured" | "charged";
  amountMinor: number;
  providerReference: string | null;
  displayReference: string | null;
  giftCardId: number | null;
}

/** Everything an order (or a summary order's header) carries besides its lines. */
export interface OrderHeader {
  siteId: string;
  userId: number;
  unitId: number | null;
  placedById: number | null;
  cartId: number;
  mode: BookingMode;
  currency: string;
  status: OrderStatus;
  deliveryAddress: OrderAddress | null;
  billingAddress: OrderAddress | null;
  tradeShowDelivery: Record<string, string> | null;
  paymentType: string;
  purchaseNumber: string | null;
  comment: string | null;
  costCentreCode: string | null;
  salesRepUid: string | null;
  discountMinor: number;
  paymentCostMinor: number;
  deliveryMethodCode: string | null;
  deliveryCostMinor: number;
  taxMinor: number;
  replenishmentScheduleId: number | null;
  placedAt: Date;
}

export interface WrittenOrder {
  id: number;
  code: string;
  subOrders: { id: number; code: string; deliveryTargetCode: string | null; deliveryYear: number | null }[];
}

const targetKey = (code: string | null, year: number | null) => (code === null ? "" : `${code}-${year}`);

function shipDateOf(dates: readonly RequestedShipDate[], code: string | null, year: number | null): RequestedShipDate | undefined {
  return dates.find((d) => d.deliveryTarget === code && d.deliveryYear === year) ?? (code === null ? dates[0] : undefined);
}

const sumOf = (lines: readonly OrderLine[], pick: (l: OrderLine) => number) => lines.reduce((s, l) => s + pick(l), 0);

/**
 * Writes the order: one order, or in PREBOOKING a summary order (no lines of its own, the header
 * and the totals) with one sub-order per delivery target. Then the lines, the payments and the
 * vouchers, each in one statement. Codes come from `order_code_seq`.
 */
export async function writeOrder(
  tx: DbOrTx,
  header: OrderHeader,
  lines: readonly OrderLine[],
  shipDates: readonly RequestedShipDate[],
  payments: readonly OrderPaymentRow[],
  vouchers: readonly { code: string; discountMinor: number }[],
): Promise<WrittenOrder> {
  const groups = new Map<string, OrderLine[]>();
  for (const line of lines) {
    const key = targetKey(line.deliveryTargetCode, line.deliveryYear);
    const group = groups.get(key);
    if (group) group.push(line);
    else groups.set(key, [line]);
  }
  const summary = header.mode === "PREBOOKING";
  const codes = await tx.execute<{ n: string }>(sql`select nextval('order_code_seq')::text as n from generate_series(1, ${summary ? groups.size + 1 : 1})`);
  const code = (i: number) => formatOrderCode(Number(codes.rows[i]?.n));
  const subtotal = sumOf(lines, (l) => l.totalMinor ?? 0);
  const total = Math.max(0, subtotal - header.discountMinor + header.paymentCostMinor + header.deliveryCostMinor + header.taxMinor);
  const single = summary ? undefined : shipDateOf(shipDates, null, null);
  const [parent] = await tx
    .insert(orders)
    .values({
      ...header,
      code: code(0),
      subtotalMinor: subtotal,
      totalMinor: total,
      totalQuantity: sumOf(lines, (l) => l.quantity),
      desiredShipDate: single?.desiredShipDate ?? null,
      cancelDate: single?.cancelDate ?? null,
    })
    .returning({ id: orders.id, code: orders.code });
  if (!parent) throw new Error("order insert returned nothing");

  const subOrders: WrittenOrder["subOrders"] = [];
  const entryRows: (typeof orderEntries.$inferInsert)[] = [];
  if (summary) {
    const groupList = [...groups.values()];
    const subs = await tx
      .insert(orders)
      .values(
        groupList.map((group, i) => {
          const first = group[0]!;
          const date = shipDateOf(shipDates, first.deliveryTargetCode, first.deliveryYear);
          const groupSubtotal = sumOf(group, (l) => l.totalMinor ?? 0);
          return {
            ...header,
            code: code(i + 1),
            parentId: parent.id,
            discountMinor: 0,
            paymentCostMinor: 0,
            deliveryCostMinor: 0,
            taxMinor: 0,
            subtotalMinor: groupSubtotal,
            totalMinor: groupSubtotal,
            totalQuantity: sumOf(group, (l) => l.quantity),
            deliveryTargetCode: first.deliveryTargetCode,
            deliveryYear: first.deliveryYear,
            desiredShipDate: date?.desiredShipDate ?? null,
            cancelDate: date?.cancelDate ?? null,
          };
        }),
      )
      .returning({ id: orders.id, code: orders.code, deliveryTargetCode: orders.deliveryTargetCode, deliveryYear: orders.deliveryYear });
    subs.forEach((sub, i) => {
      subOrders.push(sub);
      (groupList[i] ?? []).forEach((line, n) => entryRows.push({ ...line, orderId: sub.id, entryNumber: n }));
    });
  } else {
    lines.forEach((line, n) => entryRows.push({ ...line, orderId: parent.id, entryNumber: n }));
  }
  if (entryRows.length > 0) await tx.insert(orderEntries).values(entryRows);
  if (payments.length > 0) await tx.insert(orderPayments).values(payments.map((p) => ({ ...p, orderId: parent.id, currency: header.currency })));
  if (vouchers.length > 0) {
    const held = JSON.stringify(vouchers.map((v) => ({ code: v.code, discount: v.discountMinor })));
    await tx.execute(sql`insert into ${orderVouchers} (order_id, voucher_id, discount_minor)
      select ${parent.id}, v.id, x.discount from jsonb_to_recordset(${held}::jsonb) as x(code text, discount bigint)
      join vouchers v on v.site_id = ${header.siteId} and v.code = x.code`);
  }
  return { id: parent.id, code: parent.code, subOrders };
}
