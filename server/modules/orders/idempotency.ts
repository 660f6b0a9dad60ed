import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { OrderStatus } from "../../../domain/order-status.ts";
import type { DbOrTx } from "../../db/client.ts";
import { orderIdempotencyKeys, orders } from "../../db/schema/index.ts";

export type KeyClaim = { kind: "new" } | { kind: "taken" };

/** A stable hash of a request body: keys sorted at every level, so field order does not matter. */
export function requestHash(body: unknown): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === "object"
        ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => [k, canonical(v)]))
        : value;
  return createHash("sha256").update(JSON.stringify(canonical(body))).digest("hex");
}

/**
 * First step of a placement: claims the user's Idempotency-Key inside the order's transaction.
 * A second request with the same key waits on the unique index until the first commits, then
 * finds it taken (then `keyUse` tells the order placed, or that the body differs). When the first
 * transaction rolled back, the key is free again and the second one places the order.
 */
export async function claimIdempotencyKey(tx: DbOrTx, userId: number, key: string, hash: string): Promise<KeyClaim> {
  const inserted = await tx
    .insert(orderIdempotencyKeys)
    .values({ userId, key, requestHash: hash })
    .onConflictDoNothing()
    .returning({ key: orderIdempotencyKeys.key });
  return inserted.length > 0 ? { kind: "new" } : { kind: "taken" };
}

/** A key's earlier use: the body's hash, and the order it placed (null while that is still open). */
export async function keyUse(db: DbOrTx, userId: number, key: string): Promise<{ requestHash: string; orderCode: string | null; status: OrderStatus | null } | null> {
  const [row] = await db
    .select({ requestHash: orderIdempotencyKeys.requestHash, orderCode: orders.code, status: orders.status })
    .from(orderIdempotencyKeys)
    .leftJoin(orders, eq(orders.id, orderIdempotencyKeys.orderId))
    .where(and(eq(orderIdempotencyKeys.userId, userId), eq(orderIdempotencyKeys.key, key)));
  return row ?? null;
}

export async function recordKeyOrder(tx: DbOrTx, userId: number, key: string, orderId: number): Promise<void> {
  await tx
    .update(orderIdempotencyKeys)
    .set({ orderId })
    .where(and(eq(orderIdempotencyKeys.userId, userId), eq(orderIdempotencyKeys.key, key)));
}
