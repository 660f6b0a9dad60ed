import type { PurchaseEvent } from "#domain/tracking.ts";
import type { OrderStatus } from "#domain/order-status.ts";
import type { DeliveryMethodCode } from "#domain/delivery-methods.ts";

/** What the order confirmation page shows (formatted on the server: amounts and dates in the page's locale). */
export interface OrderConfirmationView {
  code: string;
  status: OrderStatus;
  email: string;
  placedAt: string;
  address: string[];
  /** Card orders: the billing address (decision 0025); empty otherwise. */
  billingAddress: string[];
  /** A promo user's order: the sales representative chosen at checkout, as the checkout offered them. */
  salesRep: { uid: string; name: string | null } | null;
  purchaseNumber: string | null;
  comment: string | null;
  /** Placed in trade-show mode: where it goes and the sales rep who took it. */
  tradeShow: { destination: string; salesRepId: string } | null;
  /** A replenishment order: its schedule in words and the next order's date. */
  replenishment: { code: string; text: string; next: string | null } | null;
  payments: { kind: "CARD" | "WALLET" | "ACCOUNT" | "GIFTCARD"; reference: string | null; amount: string }[];
  parts: {
    code: string;
    target: string | null;
    desiredShipDate: string | null;
    cancelDate: string | null;
    lines: { productCode: string; productName: string; colourName: string; size: string; upc: string; quantity: number; unitPrice: string; total: string; href: string }[];
  }[];
  /** The delivery method (decision 0029) and its cost; null for orders placed before there were methods. */
  delivery: { code: DeliveryMethodCode; cost: string } | null;
  totals: { subtotal: string; discount: string | null; paymentCost: string | null; delivery: string | null; tax: string; total: string };
  continueHref: string;
  purchase: PurchaseEvent;
}

/**
 * The confirmation's first sentence for the order's state: placed, waiting for approval, or
 * received but held by the ERP (processing error, quantities changed), so a buyer is never told
 * "placed" for an order that needs attention. `warning` marks the states that need it.
 */
export function confirmationLead(status: OrderStatus): { key: "order.confirmation.lead" | "order.confirmation.pendingApproval" | "order.confirmation.processingError" | "order.confirmation.quantityChanged"; warning: boolean } {
  switch (status) {
    case "PENDING_APPROVAL":
      return { key: "order.confirmation.pendingApproval", warning: true };
    case "PROCESSING_ERROR":
      return { key: "order.confirmation.processingError", warning: true };
    case "QUANTITY_CHANGED":
      return { key: "order.confirmation.quantityChanged", warning: true };
    default:
      return { key: "order.confirmation.lead", warning: false };
  }
}
