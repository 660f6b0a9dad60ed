/**
 * An order's lifecycle as an explicit state machine. An order that needs approval waits in
 * PENDING_APPROVAL; an approved or directly placed order is PLACED, handed to the ERP by the
 * export job (EXPORTED), and the ERP answers with processing states (decision 0022).
 */
export const ORDER_STATUSES = [
  "PENDING_APPROVAL",
  "PLACED",
  "EXPORTED",
  "QUANTITY_CHANGED",
  "PROCESSING_ERROR",
  "COMPLETED",
  "REJECTED",
  "CANCELLED",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type OrderEvent = "approve" | "reject" | "export" | "erpQuantityChanged" | "erpError" | "erpCompleted" | "cancel" | "retryExport";

const TRANSITIONS: Record<OrderStatus, Partial<Record<OrderEvent, OrderStatus>>> = {
  PENDING_APPROVAL: { approve: "PLACED", reject: "REJECTED", cancel: "CANCELLED" },
  PLACED: { export: "EXPORTED", cancel: "CANCELLED" },
  EXPORTED: { erpQuantityChanged: "QUANTITY_CHANGED", erpError: "PROCESSING_ERROR", erpCompleted: "COMPLETED" },
  QUANTITY_CHANGED: { erpCompleted: "COMPLETED", erpError: "PROCESSING_ERROR" },
  PROCESSING_ERROR: { retryExport: "PLACED", cancel: "CANCELLED" },
  COMPLETED: {},
  REJECTED: {},
  CANCELLED: {},
};

/** The status after `event`, or null when the event is not allowed from `status`. */
export function nextOrderStatus(status: OrderStatus, event: OrderEvent): OrderStatus | null {
  return TRANSITIONS[status][event] ?? null;
}

/** Statuses an event may start from: the WHERE of a conditional status update. */
export function statusesAllowing(event: OrderEvent): OrderStatus[] {
  return ORDER_STATUSES.filter((s) => TRANSITIONS[s][event] !== undefined);
}

/** An order code customers can read out: BR and 8 digits from a sequence. */
export function formatOrderCode(sequence: number): string {
  return `BR${String(sequence).padStart(8, "0")}`;
}

/** Whether a text can be an order code (formatOrderCode's shape): checked before any lookup. */
export function isOrderCode(code: string): boolean {
  return /^BR\d{8,12}$/.test(code);
}
