import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { orderEntries, orders, products, salesRepUnits, units, users, variants } from "../../server/db/schema/index.ts";
import type { OrderStatus } from "../../domain/order-status.ts";

/**
 * A world of its own for order history tests: a corporate unit with two sub-units, a buyer in
 * each (copies of a seeded account: same password), a corporate buyer of the top unit and a sales
 * rep serving it. Orders are written directly (the checkout has its own tests), so each test
 * knows exactly which orders exist.
 */
export interface HistoryWorld {
  tag: string;
  unitIds: { top: number; subA: number; subB: number };
  unitUids: { top: string; subA: string; subB: string };
  emails: { corporate: string; buyerA: string; buyerB: string; salesrep: string };
  userIds: { corporate: number; buyerA: number; buyerB: number; salesrep: number };
}

/** A copy of a seeded account (same password, kind, sites) with its own e-mail, in `unitId`. */
export async function copyUser(db: Db, template: string, email: string, unitId: number | null): Promise<number> {
  const rows = await db.execute<{ id: number }>(sql`
    insert into users
    select (jsonb_populate_record(u, jsonb_build_object('id', nextval('users_id_seq'), 'email', ${email}::text, 'unit_id', ${unitId}::int))).*
    from users u where u.email = ${template}
    returning id`);
  await db.execute(sql`insert into user_sites select ${rows.rows[0]!.id}, site_id from user_sites s join users t on t.id = s.user_id and t.email = ${template}`);
  return rows.rows[0]!.id;
}

export async function historyWorld(db: Db): Promise<HistoryWorld> {
  const tag = randomUUID().slice(0, 8);
  const uid = (n: number) => `H${tag}${n}`;
  const [top] = await db.insert(units).values({ uid: uid(0), name: `History Corp ${tag}`, siteId: "us", accountKind: "corporate" }).returning({ id: units.id });
  const [subA] = await db.insert(units).values({ uid: uid(1), name: `History Corp ${tag} – East`, siteId: "us", accountKind: "corporate", parentId: top!.id }).returning({ id: units.id });
  const [subB] = await db.insert(units).values({ uid: uid(2), name: `History Corp ${tag} – West`, siteId: "us", accountKind: "corporate", parentId: top!.id }).returning({ id: units.id });
  const emails = {
    corporate: `history-corp-${tag}@example.com`,
    buyerA: `history-east-${tag}@example.com`,
    buyerB: `history-west-${tag}@example.com`,
    salesrep: `history-rep-${tag}@example.com`,
  };
  const userIds = {
    corporate: await copyUser(db, "corporate@example.com", emails.corporate, top!.id),
    buyerA: await copyUser(db, "corporate@example.com", emails.buyerA, subA!.id),
    buyerB: await copyUser(db, "corporate@example.com", emails.buyerB, subB!.id),
    salesrep: await copyUser(db, "salesrep@example.com", emails.salesrep, null),
  };
  await db.insert(salesRepUnits).values({ repUserId: userIds.salesrep, unitId: top!.id });
  return { tag, unitIds: { top: top!.id, subA: subA!.id, subB: subB!.id }, unitUids: { top: uid(0), subA: uid(1), subB: uid(2) }, emails, userIds };
}

export interface OrderSeed {
  userId: number;
  unitId: number | null;
  siteId?: string;
  mode?: "STOCK" | "PREBOOKING" | "GCP";
  status: OrderStatus;
  purchaseNumber: string | null;
  quantity: number;
  totalMinor: number;
  placedAt: Date;
  /** Lines (variant ids); in PREBOOKING one sub-order per element of `subOrders` instead. */
  variantIds?: number[];
  subOrders?: { status: OrderStatus; quantity: number; variantIds: number[]; deliveryTargetCode: string | null; deliveryYear: number | null }[];
  placedById?: number | null;
}

async function insertOrder(db: Db, seed: Omit<OrderSeed, "subOrders">, parentId: number | null): Promise<{ id: number; code: string }> {
  const [row] = await db
    .insert(orders)
    .values({
      code: sql`'BR' || lpad(nextval('order_code_seq')::text, 8, '0')`,
      parentId,
      siteId: seed.siteId ?? "us",
      userId: seed.userId,
      unitId: seed.unitId,
      placedById: seed.placedById ?? null,
      mode: seed.mode ?? "STOCK",
      currency: seed.siteId === "jp" ? "JPY" : "USD",
      status: seed.status,
      paymentType: "ACCOUNT",
      purchaseNumber: seed.purchaseNumber,
      subtotalMinor: seed.totalMinor,
      totalMinor: seed.totalMinor,
      totalQuantity: seed.quantity,
      placedAt: seed.placedAt,
    })
    .returning({ id: orders.id, code: orders.code });
  const variantIds = seed.variantIds ?? [];
  if (variantIds.length) {
    const lines = await db.select({ id: variants.id, productId: variants.productId }).from(variants).where(inArray(variants.id, variantIds));
    await db.insert(orderEntries).values(lines.map((v, i) => ({ orderId: row!.id, entryNumber: i, productId: v.productId, variantId: v.id, quantity: 1 })));
  }
  return row!;
}

/** Writes an order (a summary order with its sub-orders when `subOrders` is given); answers its code and its sub-orders' codes. */
export async function seedOrder(db: Db, seed: OrderSeed): Promise<{ code: string; subCodes: string[] }> {
  const { subOrders, ...header } = seed;
  const top = await insertOrder(db, subOrders ? { ...header, variantIds: [] } : header, null);
  const subCodes: string[] = [];
  for (const sub of subOrders ?? []) {
    const written = await insertOrder(db, { ...header, status: sub.status, quantity: sub.quantity, variantIds: sub.variantIds }, top.id);
    await db.update(orders).set({ deliveryTargetCode: sub.deliveryTargetCode, deliveryYear: sub.deliveryYear }).where(eq(orders.id, written.id));
    subCodes.push(written.code);
  }
  return { code: top.code, subCodes };
}

/** Three seeded variants of different products, with their material ids and UPCs. */
export async function someVariants(db: Db): Promise<{ id: number; upc: string; materialId: number }[]> {
  const rows = await db.execute<{ id: number; upc: string; material_id: string }>(sql`
    select distinct on (p.id) v.id, v.upc, p.material_id from ${variants} v join ${products} p on p.id = v.product_id
    order by p.id, v.id limit 3`);
  return rows.rows.map((r) => ({ id: Number(r.id), upc: r.upc, materialId: Number(r.material_id) }));
}

export const userIdOf = async (db: Db, email: string): Promise<number> => {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
};
