import { eq, inArray } from "drizzle-orm";
import type { BookingMode } from "../../../domain/booking-modes.ts";
import type { DbOrTx } from "../../db/client.ts";
import { orderEntries, products, units } from "../../db/schema/index.ts";
import { openTargetKeys, targetKey, unitDeliveryTargets } from "../cart/booking-windows.ts";

/** Why an order that waited cannot be approved now (the approver may still reject it). */
export type ApprovalProblem = { kind: "creditBlocked" } | { kind: "windowClosed"; productCodes: string[] };

/**
 * What placement checked that may have changed while the order waited (decision 0052), inside
 * the approval's transaction: the unit's credit block, and in PREBOOKING the booking window of
 * every line's delivery target (the unit's windows, as the cart reads them). Stock needs no check:
 * a STOCK order took its stock at placement and holds it while it waits.
 */
export async function approvalProblem(tx: DbOrTx, order: { unitId: number | null; mode: BookingMode }, orderIds: readonly number[], now: Date): Promise<ApprovalProblem | null> {
  if (order.unitId === null) return null;
  const [unit] = await tx.select({ creditBlocked: units.creditBlocked }).from(units).where(eq(units.id, order.unitId));
  if (unit?.creditBlocked) return { kind: "creditBlocked" };
  if (order.mode !== "PREBOOKING") return null;
  const [lines, targets] = await Promise.all([
    tx
      .select({ productCode: products.code, deliveryTargetCode: orderEntries.deliveryTargetCode, deliveryYear: orderEntries.deliveryYear })
      .from(orderEntries)
      .innerJoin(products, eq(products.id, orderEntries.productId))
      .where(inArray(orderEntries.orderId, [...orderIds]))
      .orderBy(orderEntries.orderId, orderEntries.entryNumber),
    unitDeliveryTargets(tx, order.unitId, now),
  ]);
  const open = openTargetKeys(targets);
  const closed = lines.filter((l) => l.deliveryTargetCode === null || l.deliveryYear === null || !open.has(targetKey(l.deliveryTargetCode, l.deliveryYear)));
  return closed.length > 0 ? { kind: "windowClosed", productCodes: [...new Set(closed.map((l) => l.productCode))] } : null;
}
