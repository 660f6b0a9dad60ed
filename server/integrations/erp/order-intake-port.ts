import type { Currency } from "../../../domain/sites.ts";

export interface ErpOrderLine {
  materialId: number;
  upc: string;
  quantity: number;
}

export interface ErpOrder {
  /** The storefront's order code; the ERP keeps it as the customer reference (idempotency key). */
  orderCode: string;
  /** The sold-to party: the customer's top-level unit uid, or "B2C" for consumer orders. */
  soldTo: string;
  currency: Currency;
  purchaseNumber: string | null;
  desiredShipDate: string | null;
  /** The shipping condition: the delivery method chosen at checkout (STANDARD, EXPRESS; decision 0029). */
  shippingCondition: string | null;
  lines: ErpOrderLine[];
}

/**
 * What the ERP made of an order: taken as it is, taken with changed quantities (it confirms
 * less than asked), or not taken (processing error); the storefront shows these states.
 */
export type ErpIntake =
  | { outcome: "accepted"; erpOrderNumber: string }
  | { outcome: "quantityChanged"; erpOrderNumber: string; confirmed: { upc: string; quantity: number }[] }
  | { outcome: "processingError"; message: string };

/**
 * A change of an order the ERP holds (decision 0051): every line with its new quantity.
 * `updateNumber` counts the order's changes; resending the same number answers the first answer.
 */
export interface ErpOrderUpdate extends ErpOrder {
  updateNumber: number;
}

/** Port to the ERP's order intake. Submitting the same order code twice answers the first intake. */
export interface OrderIntakePort {
  submitOrder(order: ErpOrder): Promise<ErpIntake>;
  /** Changes the quantities of an order it took; answers like an intake (accepted, changed, refused). */
  updateOrder(update: ErpOrderUpdate): Promise<ErpIntake>;
}
