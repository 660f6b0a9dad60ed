import { and, eq, inArray, or } from "drizzle-orm";
import { nextOrderStatus, type OrderStatus } from "../../../domain/order-status.ts";
import { isCurrency } from "../../../domain/sites.ts";
import type { AppDeps } from "../../context.ts";
import { orderEntries, orders, products, variants } from "../../db/schema/index.ts";
import { soldToOf } from "../pricing/customer-prices.ts";
import type { ErpIntake } from "../../integrations/erp/index.ts";
import { recordOrderEvents } from "./order-events.ts";

const OUTCOME_EVENT = { accepted: null, quantityChanged: "erpQuantityChanged", processingError: "erpError" } as const;

/**
 * The `orders.export` job: hands a PLACED order to the ERP (a summary order: each of its
 * sub-orders) and records what the ERP made of it. Idempotent: only orders still PLACED are sent
 * (a conditional status update), and the ERP answers a resubmitted order code with its first intake.
 */
export async function exportOrder(deps: AppDeps, orderId: number): Promise<void> {
  const rows = await deps.db
    .select({ id: orders.id, code: orders.code, status: orders.status, unitId: orders.unitId, currency: orders.currency, purchaseNumber: orders.purchaseNumber, desiredShipDate: orders.desiredShipDate, deliveryMethodCode: orders.deliveryMethodCode })
    .from(orders)
    .where(or(eq(orders.id, orderId), eq(orders.parentId, orderId)));
  const parent = rows.find((r) => r.id === orderId);
  if (!parent || parent.status !== "PLACED") return;
  const parts = rows.length > 1 ? rows.filter((r) => r.id !== orderId) : [parent];
  const lines = await deps.db
    .select({ orderId: orderEntries.orderId, materialId: products.materialId, upc: variants.upc, quantity: orderEntries.quantity })
    .from(orderEntries)
    .innerJoin(variants, eq(variants.id, orderEntries.variantId))
    .innerJoin(products, eq(products.id, orderEntries.productId))
    .where(inArray(orderEntries.orderId, parts.map((p) => p.id)));
  // Consumer orders have no unit: the ERP books them on the web shop's own sold-to party.
  const soldTo = (parent.unitId === null ? null : await soldToOf({ db: deps.db }, parent.unitId)) ?? "B2C";
  const outcomes: ErpIntake[] = [];
  for (const part of parts) {
    const intake = await deps.orderIntake.submitOrder({
      orderCode: part.code,
      soldTo,
      currency: isCurrency(part.currency) ? part.currency : "USD",
      purchaseNumber: part.purchaseNumber,
      desiredShipDate: part.desiredShipDate,
      // Sub-orders ship the way the summary order was ordered.
      shippingCondition: parent.deliveryMethodCode,
      lines: lines.filter((l) => l.orderId === part.id).map(({ materialId, upc, quantity }) => ({ materialId, upc, quantity })),
    });
    outcomes.push(intake);
    await recordIntake(deps, part.id, intake);
  }
  if (parts[0] !== parent) {
    // The summary order shows the worst of its sub-orders.
    const worst = outcomes.find((o) => o.outcome === "processingError") ?? outcomes.find((o) => o.outcome === "quantityChanged") ?? outcomes[0];
    if (worst) await recordIntake(deps, parent.id, worst);
  }
}

async function recordIntake(deps: AppDeps, orderId: number, intake: ErpIntake): Promise<void> {
  const exported = nextOrderStatus("PLACED", "export") as OrderStatus;
  const event = OUTCOME_EVENT[intake.outcome];
  const status: OrderStatus = event ? (nextOrderStatus(exported, event) ?? exported) : exported;
  await deps.db.transaction(async (tx) => {
    const changed = await tx
      .update(orders)
      .set({ status, erpOrderNumber: intake.outcome === "processingError" ? null : intake.erpOrderNumber, erpMessage: intake.outcome === "processingError" ? intake.message : null })
      .where(and(eq(orders.id, orderId), eq(orders.status, "PLACED")))
      .returning({ id: orders.id });
    if (changed.length === 0) return;
    // The history shows both steps: handed to the ERP, then what the ERP made of it.
    const at = new Date();
    const comment = intake.outcome === "processingError" ? intake.message : null;
    await recordOrderEvents(tx, status === exported ? [{ orderId, status, at, actorUserId: null }] : [{ orderId, status: exported, at, actorUserId: null }, { orderId, status, at, actorUserId: null, comment }]);
  });
}
