/**
 * Tells the header's quick-order link the list's new product count (a toggle or "add all"
 * answered it), so the counter follows without a reload.
 */
export const QUICK_ORDER_CHANGED_EVENT = "brim:quick-order-changed";

export function announceQuickOrderCount(count: number): void {
  window.dispatchEvent(new CustomEvent(QUICK_ORDER_CHANGED_EVENT, { detail: { count } }));
}

export function quickOrderCountOf(event: Event): number | null {
  if (!(event instanceof CustomEvent)) return null;
  const detail: unknown = event.detail;
  return detail && typeof detail === "object" && "count" in detail && typeof detail.count === "number" ? detail.count : null;
}
