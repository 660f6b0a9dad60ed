import { describe, expect, it } from "vitest";
import type { OrderStatus } from "#domain/order-status.ts";
import { confirmationLead } from "./order-confirmation-view.ts";

describe("confirmationLead", () => {
  it.each<[OrderStatus, string, boolean]>([
    ["PLACED", "order.confirmation.lead", false],
    ["EXPORTED", "order.confirmation.lead", false],
    ["PENDING_APPROVAL", "order.confirmation.pendingApproval", true],
    ["PROCESSING_ERROR", "order.confirmation.processingError", true],
    ["QUANTITY_CHANGED", "order.confirmation.quantityChanged", true],
  ])("%s → %s (warning: %s)", (status, key, warning) => {
    expect(confirmationLead(status)).toEqual({ key, warning });
  });
});
