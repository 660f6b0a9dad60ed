import { and, eq, sql } from "drizzle-orm";
import type { BookingMode } from "../../../domain/booking-modes.ts";
import type { DbOrTx } from "../../db/client.ts";
import type { LocalizedText } from "../../db/schema/catalog.ts";
import { compiledStatement, statements } from "../../db/compiled.ts";
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
 * Locks the cart row for the rest of the transaction and bumps its version (every change does).
 * A concurrent change waits here until the other transaction ends. Read nothing else in this
 * statement: under READ COMMITTED its snapshot predates the wait, so it would miss what the other
 * transaction wrote; the statements after it see that.
 */
export async function lockCart(tx: DbOrTx, cartId: number, now: Date): Promise<{ version: number; code: string }> {
  const [row] = await tx
    .update(carts)
    .set({ version: sql`${carts.version} + 1`, updatedAt: now })
    .where(eq(carts.id, cartId))
    .returning({ version: carts.version, code: carts.code });
  if (!row) throw new Error(`cart ${cartId} vanished while locking`);
  return row;
}

/** Whose cart a remembered cart id must still be (it may have been ordered or the unit switched). */
export interface CartOwner {
  userId: number;
  unitId: number | null;
  siteId: string;
  mode: BookingMode;
}

const lockOwned = compiledStatement<{ version: number; code: string }>(
  "cart_lock_owned",
  statements
    .update(carts)
    .set({ version: sql`${carts.version} + 1`, updatedAt: sql`${sql.placeholder("now")}::timestamptz` })
    .where(
      and(
        eq(carts.id, sql.placeholder("cartId")),
        eq(carts.userId, sql.placeholder("userId")),
        sql`coalesce(${carts.unitId}, 0) = ${sql.placeholder("unitId")}`,
        eq(carts.siteId, sql.placeholder("siteId")),
        eq(carts.mode, sql.placeholder("mode")),
        eq(carts.status, "active"),
        eq(carts.kind, "cart"),
      ),
    )
    .returning({ version: carts.version, code: carts.code }),
);

/** `lockCart` for a cart id the session remembered: null when it is no longer the owner's active cart. */
export async function lockOwnedCart(tx: DbOrTx, cartId: number, owner: CartOwner, now: Date): Promise<{ version: number; code: string } | null> {
  const [row] = await lockOwned(tx, { cartId, now, userId: owner.userId, unitId: owner.unitId ?? 0, siteId: owner.siteId, mode: owner.mode });
  return row ?? null;
}

const storedLinesStatement = compiledStatement<{
  max_entry: number;
  id: number | null;
  entry_number: number;
  variant_id: number;
  product_id: number;
  delivery_target_code: string | null;
  delivery_year: number | null;
  quantity: number;
  deleted: boolean;
}>(
  "cart_stored_lines",
  sql`
    select m.max_entry, ce.id, ce.entry_number, ce.variant_id, ce.product_id, ce.delivery_target_code, ce.delivery_year, ce.quantity, ce.deleted
    from (select coalesce(max(entry_number), -1) as max_entry from cart_entries where cart_id = ${sql.placeholder("cartId")}) m
    left join cart_entries ce on ce.cart_id = ${sql.placeholder("cartId")} and ce.variant_id = any(${sql.placeholder("variantIds")}::int[])`,
);

/**
 * After `lockCart`: the cart's stored lines of these variants (deleted ones too), keyed by
 * `lineKey`, and the highest entry number used so far, in one statement.
 */
export async function storedLinesOf(tx: DbOrTx, cartId: number, variantIds: readonly number[]): Promise<{ stored: Map<string, StoredLine>; maxEntryNumber: number }> {
  const ids = [...new Set(variantIds)];
  const rows = await storedLinesStatement(tx, { cartId, variantIds: ids });
  const stored = new Map<string, StoredLine>();
  for (const r of rows) {
    if (r.id === null) continue;
    const line: StoredLine = {
      id: r.id,
      entryNumber: r.entry_number,
      variantId: r.variant_id,
      productId: r.product_id,
      deliveryTargetCode: r.delivery_target_code,
      deliveryYear: r.delivery_year,
      quantity: r.quantity,
      deleted: r.deleted,
    };
    stored.set(lineKey(line.variantId, line.deliveryTargetCode, line.deliveryYear), line);
  }
  return { stored, maxEntryNumber: Number(rows[0]?.max_entry ?? -1) };
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

const cartEntriesStatement = compiledStatement<{
  id: number;
  entry_number: number;
  variant_id: number;
  product_id: number;
  material_id: number;
  delivery_target_code: string | null;
  delivery_year: number | null;
  quantity: number;
  deleted: boolean;
}>(
  "cart_entries_with_material",
  sql`
    select ce.id, ce.entry_number, ce.variant_id, ce.product_id, p.material_id, ce.delivery_target_code, ce.delivery_year, ce.quantity, ce.deleted
    from cart_entries ce join products p on p.id = ce.product_id
    where ce.cart_id = ${sql.placeholder("cartId")}`,
);

/** Every stored line of a cart (deleted ones too) with its material, in one statement, without locking. */
export async function cartEntriesOf(db: DbOrTx, cartId: number): Promise<(StoredLine & { materialId: number })[]> {
  const rows = await cartEntriesStatement(db, { cartId });
  return rows.map((r) => ({
    id: r.id,
    entryNumber: r.entry_number,
    variantId: r.variant_id,
    productId: r.product_id,
    materialId: r.material_id,
    deliveryTargetCode: r.delivery_target_code,
    deliveryYear: r.delivery_year,
    quantity: r.quantity,
    deleted: r.deleted,
  }));
}

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

const writeLinesStatement = compiledStatement(
  "cart_write_lines",
  sql`
    insert into cart_entries (cart_id, entry_number, product_id, variant_id, quantity, delivery_target_code, delivery_year, season_collection, deleted, created_at, updated_at)
    select ${sql.placeholder("cartId")}, r.entry_number, r.product_id, r.variant_id, r.quantity, r.delivery_target_code, r.delivery_year, r.season_collection, r.deleted, ${sql.placeholder("now")}::timestamptz, ${sql.placeholder("now")}::timestamptz
    from jsonb_to_recordset(${sql.placeholder("rows")}::jsonb) as r(entry_number int, product_id int, variant_id int, quantity int, delivery_target_code text, delivery_year smallint, season_collection text, deleted boolean)
    on conflict (cart_id, variant_id, coalesce(delivery_target_code, ''), coalesce(delivery_year, 0)) do update
      set quantity = excluded.quantity,
          deleted = excluded.deleted,
          season_collection = coalesce(excluded.season_collection, cart_entries.season_collection),
          updated_at = excluded.updated_at`,
);

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
  await writeLinesStatement(tx, { cartId, rows, now });
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

/** A product's removal that can still be undone (see `lastRemoval`). */
export interface RestorableRemoval {
  productCode: string;
  productName: string;
  target: { code: string; year: number; names: LocalizedText | null } | null;
}

/**
 * The removal of `productCode` (of one delivery target, or any) when it is the cart's latest line
 * change and `reviveProductLines` would bring lines back: a product not in this cart, one already
 * restored, or an older removal answer null.
 */
export async function lastRemoval(db: DbOrTx, cartId: number, productCode: string, target: { code: string; year: number } | null): Promise<RestorableRemoval | null> {
  const inTarget = target ? sql` and ce.delivery_target_code = ${target.code} and ce.delivery_year = ${target.year}` : sql``;
  const result = await db.execute<{ code: string; name: string; target_code: string | null; target_year: number | null; target_names: LocalizedText | null }>(sql`
    select p.code, p.name, ce.delivery_target_code as target_code, ce.delivery_year as target_year, dt.names as target_names
    from cart_entries ce join products p on p.id = ce.product_id
    left join delivery_targets dt on dt.code = ce.delivery_target_code and dt.year = ce.delivery_year
    where ce.cart_id = ${cartId} and p.code = ${productCode} and ce.deleted and ce.quantity > 0${inTarget}
      and ce.updated_at = (select max(last.updated_at) from cart_entries last where last.cart_id = ${cartId})
    limit 1`);
  const row = result.rows[0];
  if (!row) return null;
  return {
    productCode: row.code,
    productName: row.name,
    target: target && row.target_code !== null && row.target_year !== null ? { code: row.target_code, year: Number(row.target_year), names: row.target_names } : null,
  };
}
