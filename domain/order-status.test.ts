import { describe, expect, it } from "vitest";
import { formatOrderCode, isOrderCode, nextOrderStatus, ORDER_STATUSES, statusesAllowing, type OrderEvent, type OrderStatus } from "./order-status.ts";

describe("order status machine", () => {
  it.each<[OrderStatus, OrderEvent, OrderStatus | null]>([
    ["PENDING_APPROVAL", "approve", "PLACED"],
    ["PENDING_APPROVAL", "reject", "REJECTED"],
    ["PENDING_APPROVAL", "export", null],
    ["PLACED", "export", "EXPORTED"],
    ["PLACED", "approve", null],
    ["EXPORTED", "erpQuantityChanged", "QUANTITY_CHANGED"],
    ["EXPORTED", "erpError", "PROCESSING_ERROR"],
    ["EXPORTED", "cancel", null],
    ["PROCESSING_ERROR", "retryExport", "PLACED"],
    ["REJECTED", "approve", null],
    ["COMPLETED", "cancel", null],
  ])("%s --%s--> %s", (from, event, to) => {
    expect(nextOrderStatus(from, event)).toBe(to);
  });

  it("final states allow nothing", () => {
    for (const status of ["COMPLETED", "REJECTED", "CANCELLED"] as const) {
      expect((["approve", "reject", "export", "erpQuantityChanged", "erpError", "erpCompleted", "cancel", "retryExport"] as const).map((e) => nextOrderStatus(status, e))).toEqual(Array(8).fill(null));
    }
  });

  it("lists where an event may start", () => {
    expect(statusesAllowing("cancel")).toEqual(["PENDING_APPROVAL", "PLACED", "PROCESSING_ERROR"]);
    expect(statusesAllowing("approve")).toEqual(["PENDING_APPROVAL"]);
    expect(ORDER_STATUSES).toHaveLength(8);
  });

  it.each([
    [1, "BR00000001"],
    [12345678, "BR12345678"],
    [123456789, "BR123456789"],
  ])("order code of %i is %s", (n, code) => {
    expect(formatOrderCode(n)).toBe(code);
  });

  it.each([
    ["BR00000001", true],
    ["BR123456789", true],
    ["BR1234567", false],
    ["br00000001", false],
    ["BR00000001 ", false],
    ["1; drop table", false],
  ])("%j is an order code: %s", (code, ok) => {
    expect(isOrderCode(code)).toBe(ok);
  });
});
