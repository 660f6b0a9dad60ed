import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import type { BookingMode } from "../../../domain/booking-modes.ts";
import { bookingWindowClosed, isOrderUpdatable, isUpdateProcessing, type OrderUpdateStatus } from "../../../domain/order-update.ts";
import type { OrderStatus } from "../../../domain/order-status.ts";
import type { AccountKind } from "../../../domain/account-kinds.ts";
import type { DbOrTx } from "../../db/client.ts";
import { orderEntries, orders, products, stockLevels, users, variants } from "../../db/schema/index.ts";
import { targetKey, unitDeliveryTargets } from "../cart/booking-windows.ts";

/** One line of an order as an update sees it; `entryNumber` counts over the order's parts (a summary order's sub-orders) in order. */
export interface UpdateEntry {
  entryNumber: number;
  id: number;
  orderId: number;
  partCode: string;
  variantId: number;
  productId: number;
  upc: string;
  materialId: number;
  productName: string;
  size: string;
  quantity: number;
  pendingQuantity: number | null;
  erpRequestedQuantity: number | null;
  unitPriceMinor: number | null;
  deliveryTargetCode: string | null;
  deliveryYear: number | null;
  /** The entry-bookable flag: its delivery target's booking window is open for the order's unit. */
  bookable: boolean;
  stockLeft: number;
  forceInStock: boolean;
  maxOrderQuantity: number | null;
}

export interface UpdateOrderRow {
  id: number;
  code: string;
  status: OrderStatus;
  mode: BookingMode;
  unitId: number | null;
  ordererKind: AccountKind;
  updateStatus: OrderUpdateStatus | null;
  updateSeq: number;
}

export interface OrderUpdateState {
  order: UpdateOrderRow;
  /** The parts holding lines: the sub-orders of a summary order, else the order itself. */
  parts: { id: number; code: string }[];
  entries: UpdateEntry[];
  isProcessing: boolean;
  isUpdatable: boolean;
  windowClosed: boolean;
}

/**
 * An order's lines with what an update needs (stock, buy limit, booking window), read on `db`
 * (the pool, or the transaction that locked the order). `lock` takes the order's row lock first,
 * so changes of one order run one after the other.
 */
export async function readUpdateState(db: DbOrTx, orderId: number, now: Date, opts: { lock?: boolean } = {}): Promise<OrderUpdateState | null> {
  const head = db
    .select({ id: orders.id, code: orders.code, status: orders.status, mode: orders.mode, unitId: orders.unitId, ordererKind: users.kind, updateStatus: orders.updateStatus, updateSeq: orders.updateSeq })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.id, orderId), isNull(orders.parentId)));
  const [order] = opts.lock ? await head.for("update", { of: orders }) : await head;
  if (!order) return null;
  const [parts, lines, targets] = await Promise.all([
    db.select({ id: orders.id, code: orders.code }).from(orders).where(or(eq(orders.id, orderId), eq(orders.parentId, orderId))).orderBy(asc(orders.id)),
    db
      .select({
        id: orderEntries.id,
        orderId: orderEntries.orderId,
        variantId: orderEntries.variantId,
        productId: orderEntries.productId,
        upc: variants.upc,
        materialId: products.materialId,
        productName: products.name,
        size: variants.size,
        quantity: orderEntries.quantity,
        pendingQuantity: orderEntries.pendingQuantity,
        erpRequestedQuantity: orderEntries.erpRequestedQuantity,
        unitPriceMinor: orderEntries.unitPriceMinor,
        deliveryTargetCode: orderEntries.deliveryTargetCode,
        deliveryYear: orderEntries.deliveryYear,
        stockLeft: sql<number>`coalesce(${stockLevels.quantity}, 0)`,
        forceInStock: sql<boolean>`coalesce(${stockLevels.forceInStock}, false)`,
        maxOrderQuantity: variants.maxOrderQuantity,
      })
      .from(orderEntries)
      .innerJoin(orders, eq(orders.id, orderEntries.orderId))
      .innerJoin(variants, eq(variants.id, orderEntries.variantId))
      .innerJoin(products, eq(products.id, orderEntries.productId))
      .leftJoin(stockLevels, eq(stockLevels.variantId, orderEntries.variantId))
      .where(or(eq(orders.id, orderId), eq(orders.parentId, orderId)))
      .orderBy(asc(orderEntries.orderId), asc(orderEntries.entryNumber)),
    order.mode === "PREBOOKING" && order.unitId !== null ? unitDeliveryTargets(db, order.unitId, now) : Promise.resolve([]),
  ]);
  const open = new Set(targets.filter((t) => t.open).map((t) => targetKey(t.code, t.year)));
  const codes = new Map(parts.map((p) => [p.id, p.code]));
  const entries: UpdateEntry[] = lines.map((l, entryNumber) => ({
    ...l,
    entryNumber,
    partCode: codes.get(l.orderId) ?? order.code,
    bookable: order.mode !== "PREBOOKING" || (l.deliveryTargetCode !== null && l.deliveryYear !== null && open.has(targetKey(l.deliveryTargetCode, l.deliveryYear))),
  }));
  const bookable = entries.map((e) => e.bookable);
  return {
    order,
    parts: parts.length > 1 ? parts.filter((p) => p.id !== orderId) : parts,
    entries,
    isProcessing: isUpdateProcessing(order.updateStatus),
    isUpdatable: isOrderUpdatable({ mode: order.mode, status: order.status, updateStatus: order.updateStatus, entriesBookable: bookable }),
    windowClosed: bookingWindowClosed(order.mode, bookable),
  };
}

/** The refreshed order the update calls answer (§3 Order: entries, flags, update status). */
export interface OrderUpdateAnswer {
  code: string;
  status: OrderStatus;
  bookingMode: BookingMode;
  updateStatus: OrderUpdateStatus | null;
  isProcessing: boolean;
  isUpdatable: boolean;
  bookingWindowClosed: boolean;
  totalQuantity: number;
  entries: {
    entryNumber: number;
    /** What the order asks for now: an applied change's quantity, else the confirmed one. */
    quantity: number;
    confirmedQuantity: number;
    /** What the buyer asked for when the ERP confirmed another quantity. */
    requestedQuantity: number | null;
    bookable: boolean;
    upc: string;
  }[];
}

export function updateAnswer(state: OrderUpdateState): OrderUpdateAnswer {
  const entries = state.entries.map((e) => ({
    entryNumber: e.entryNumber,
    quantity: e.pendingQuantity ?? e.quantity,
    confirmedQuantity: e.quantity,
    requestedQuantity: e.erpRequestedQuantity,
    bookable: e.bookable,
    upc: e.upc,
  }));
  return {
    code: state.order.code,
    status: state.order.status,
    bookingMode: state.order.mode,
    updateStatus: state.order.updateStatus,
    isProcessing: state.isProcessing,
    isUpdatable: state.isUpdatable,
    bookingWindowClosed: state.windowClosed,
    totalQuantity: entries.reduce((s, e) => s + e.quantity, 0),
    entries,
  };
}
