import { createHash } from "node:crypto";
import type {
  ErpIntake,
  ErpOrder,
  ErpOrderUpdate,
  OrderIntakePort,
} from "./order-intake-port.ts";

/** The local ERP confirms at most this many units of one line (more is confirmed as this). */
export const LOCAL_ERP_MAX_LINE_QUANTITY = 2_500;
/** Purchase numbers starting with this are refused by the local ERP (to exercise the error state). */
export const LOCAL_ERP_REFUSED_PURCHASE_PREFIX = "ERRTEST";

/**
 * Local stand-in for the ERP's order intake: deterministic from the order, idempotent per order
 * code (the ERP order number is derived from it), with the two non-happy outcomes reachable from
 * data a tester controls: a purchase number starting ERRTEST, or a line above 2,500 units.
 */
export function localOrderIntake(): OrderIntakePort {
  return {
    async submitOrder(order: ErpOrder): Promise<ErpIntake> {
      await Promise.resolve();
      return intakeOf(order);
    },
    // A change is judged like a new order: the same two rules, on the changed quantities.
    async updateOrder(update: ErpOrderUpdate): Promise<ErpIntake> {
      await Promise.resolve();
      return intakeOf(update);
    },
  };
}

function intakeOf(order: ErpOrder): ErpIntake {
  if ((order.purchaseNumber ?? "").toUpperCase().startsWith(LOCAL_ERP_REFUSED_PURCHASE_PREFIX)) {
    return { outcome: "processingError", message: `Order ${order.orderCode} was refused: purchase number ${order.purchaseNumber} is blocked.` };
  }
  const erpOrderNumber = `45${parseInt(createHash("sha256").update(order.orderCode).digest("hex").slice(0, 10), 16).toString().padStart(8, "0").slice(0, 8)}`;
  const capped = order.lines.filter((l) => l.quantity > LOCAL_ERP_MAX_LINE_QUANTITY);
  if (capped.length > 0) return { outcome: "quantityChanged", erpOrderNumber, confirmed: capped.map((l) => ({ upc: l.upc, quantity: LOCAL_ERP_MAX_LINE_QUANTITY })) };
  return { outcome: "accepted", erpOrderNumber };
}
