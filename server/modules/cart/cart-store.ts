import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { cartEntries, carts } from "../../db/schema/index.ts";
import { lineKey } from "./cart-line-input.ts";

/** A stored line as the mutations need it (deleted lines included). */
export interface StoredLine {
  id: number;
  entryNumber: number;
  variantId: number;
  productId: number;
  deliveryTargetCode: string | null;
  deliveryYear: number | null;
  quantity: number;
  deleted: boolean;
}

/**
 * Locks the cart row for the rest of the transaction and bumps its version (every change does),
 * answering the new version, the highest entry number used so far and, in the same statement,
 * the stored lines of `variantIds` (keyed by `lineKey`). A concurrent change waits here until the
 * other transaction ends, so it reads what that one wrote.
 */
export async function lockCart(
  tx: DbOrTx,
  cartId: number,
  now: Date,
  variantIds: readonly number[] = [],
): Promise<{ version: number; maxEntryNumber: number; stored: Map<string, StoredLine> }> {
  const ids = [...new Set(variantIds)];
  const [row] = await tx
    .update(carts)
    .set({ version: sql`${carts.version} + 1`, updatedAt: now })
    .where(eq(carts.id, cartId))
    .returning({
      version: carts.version,
      maxEntryNumber: sql<number>`(select coalesce(max(ce.entry_number), -1) from cart_entries ce where ce.cart_id = ${cartId})`,
      stored:
        ids.length === 0
          ? sql<StoredLine[]>`'[]'::json`
          : sql<StoredLine[]>`(select coalesce(json_agg(json_build_object('id', ce.id, 'entryNumber', ce.entry_number, 'variantId', ce.variant_id,
              'productId', ce.product_id, 'deliveryTargetCode', ce.delivery_target_code, 'deliveryYear', ce.delivery_year,
              'quantity', ce.quantity, 'deleted', ce.deleted)), '[]'::json)
              from cart_entries ce where ce.cart_id = ${cartId} and ce.variant_id in ${ids})`,
    });
  if (!row) throw new Error(`cart ${cartId} vanished while locking`);
  const stored = new Map(row.stored.map((r) => [lineKey(r.variantId, r.deliveryTargetCode, r.deliveryYear), r]));
  return { version: row.version, maxEntryNumber: Number(row.maxEntryNumber), stored };
}

const storedColumns = {
  id: cartEntries.id,
  entryNumber: cartEntries.entryNumber,
  variantId: cartEntries.variantId,
  productId: cartEntries.productId,
  deliveryTargetCode: cartEntries.deliveryTargetCode,
  deliveryYear: cartEntries.deliveryYear,
  quantity: cartEntries.quantity,
  deleted: cartEntries.deleted,
};

export async function storedLineByNumber(tx: DbOrTx, cartId: number, entryNumber: number): Promise<StoredLine | null> {
  const [row] = await tx
    .select(storedColumns)
    .from(cartEntries)
    .where(and(eq(cartEntries.cartId, cartId), eq(cartEntries.entryNumber, entryNumber)));
  return row ?? null;
}

/** A line's new state; `entryNumber` is used only when the line is new. */
export interface LineWrite {
  entryNumber: number;
  productId: number;
  variantId: number;
  quantity: number;
  deliveryTargetCode: string | null;
  deliveryYear: number | null;
  seasonCollection: string | null;
  deleted: boolean;
}

/**
 * Writes lines in one statement: new lines are inserted, existing ones (same variant and
 * delivery target, deleted or not) get the new quantity and deleted flag.
 */
export async function writeLines(tx: DbOrTx, cartId: number, lines: readonly LineWrite[], now: Date): Promise<void> {
  if (lines.length === 0) return;
  const rows = JSON.stringify(
    lines.map((l) => ({
      entry_number: l.entryNumber,
      product_id: l.productId,
      variant_id: l.variantId,
      quantity: l.quantity,
      delivery_target_code: l.deliveryTargetCode,
      delivery_year: l.deliveryYear,
      season_collection: l.seasonCollection,
      deleted: l.deleted,
    })),
  );
  await tx.execute(sql`
    insert into cart_entries (cart_id, entry_number, product_id, variant_id, quantity, delivery_target_code, delivery_year, season_collection, deleted, created_at, updated_at)
    select ${cartId}, r.entry_number, r.product_id, r.variant_id, r.quantity, r.delivery_target_code, r.delivery_year, r.season_collection, r.deleted, ${now}, ${now}
    from jsonb_to_recordset(${rows}::jsonb) as r(entry_number int, product_id int, variant_id int, quantity int, delivery_target_code text, delivery_year smallint, season_collection text, deleted boolean)
    on conflict (cart_id, variant_id, coalesce(delivery_target_code, ''), coalesce(delivery_year, 0)) do update
      set quantity = excluded.quantity,
          deleted = excluded.deleted,
          season_collection = coalesce(excluded.season_collection, cart_entries.season_collection),
          updated_at = excluded.updated_at`);
}

/** Marks a product's visible lines (of one delivery target, or all) deleted; answers how many. */
export async function hideProductLines(tx: DbOrTx, cartId: number, productId: number, target: { code: string; year: number } | null, now: Date): Promise<number> {
  const rows = await tx
    .update(cartEntries)
    .set({ deleted: true, updatedAt: now })
    .where(
      and(
        eq(cartEntries.cartId, cartId),
        eq(cartEntries.productId, productId),
        eq(cartEntries.deleted, false),
        target ? and(eq(cartEntries.deliveryTargetCode, target.code), eq(cartEntries.deliveryYear, target.year)) : undefined,
      ),
    )
    .returning({ id: cartEntries.id });
  return rows.length;
}

/**
 * Undo of the last removal of a product: revives the lines that removal hid (those deleted at
 * the product's latest deletion time), never lines emptied by a quantity of 0.
 */
export async function reviveProductLines(tx: DbOrTx, cartId: number, productId: number, target: { code: string; year: number } | null, now: Date): Promise<number> {
  const inTarget = (alias: string) =>
    target ? sql` and ${sql.raw(alias)}.delivery_target_code = ${target.code} and ${sql.raw(alias)}.delivery_year = ${target.year}` : sql``;
  const result = await tx.execute(sql`
    update cart_entries ce set deleted = false, updated_at = ${now}
    where ce.cart_id = ${cartId} and ce.product_id = ${productId} and ce.deleted and ce.quantity > 0${inTarget("ce")}
      and ce.updated_at = (
        select max(last.updated_at) from cart_entries last
        where last.cart_id = ${cartId} and last.product_id = ${productId} and last.deleted and last.quantity > 0${inTarget("last")})`);
  return result.rowCount ?? 0;
}

export async function deleteAllLines(tx: DbOrTx, cartId: number): Promise<void> {
  await tx.delete(cartEntries).where(eq(cartEntries.cartId, cartId));
}
