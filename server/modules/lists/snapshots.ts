import { sql } from "drizzle-orm";
import type { RequestContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import type { CartRef } from "../cart/active-cart.ts";
import { CartRefusal, type CartResult, refusalToResult } from "../cart/cart-service.ts";
import { lockCart } from "../cart/cart-store.ts";
import { translate } from "../../../domain/i18n/index.ts";

/**
 * "Undo import" (decision 0056): before an import or a pasted list changes a list, its lines and
 * held products are kept in `list_snapshots`; after the import the snapshot records the version
 * the import left. Undo puts the list back only while that is still its version, so it never
 * throws away a change made after the import.
 */
export async function snapshotList(db: DbOrTx, cartId: number, now: Date): Promise<void> {
  await db.execute(sql`
    insert into list_snapshots (cart_id, version, entries, products, created_at)
    select c.id, c.version,
      coalesce((select jsonb_agg(jsonb_build_object('n', e.entry_number, 'p', e.product_id, 'v', e.variant_id, 'q', e.quantity,
                  't', e.delivery_target_code, 'y', e.delivery_year, 's', e.season_collection, 'd', e.deleted))
                from cart_entries e where e.cart_id = c.id), '[]'::jsonb),
      coalesce((select jsonb_agg(jsonb_build_object('p', lp.product_id, 'r', lp.removed, 'a', lp.added_at))
                from list_products lp where lp.cart_id = c.id), '[]'::jsonb),
      ${now.toISOString()}::timestamptz
    from carts c where c.id = ${cartId}
    on conflict (cart_id) do update set version = excluded.version, entries = excluded.entries, products = excluded.products, created_at = excluded.created_at`);
}

/**
 * After the import: the version it left is the one Undo may replace. `openedAt`: the import
 * opened the list (a quick order not opened before, decision 0060), so before it the list was
 * empty, and Undo empties it.
 */
export async function sealSnapshot(db: DbOrTx, cartId: number, openedAt: Date | null = null): Promise<void> {
  if (openedAt) {
    await db.execute(sql`
      insert into list_snapshots (cart_id, version, entries, products, created_at)
      select c.id, c.version, '[]'::jsonb, '[]'::jsonb, ${openedAt.toISOString()}::timestamptz from carts c where c.id = ${cartId}
      on conflict (cart_id) do update set version = excluded.version, entries = excluded.entries, products = excluded.products, created_at = excluded.created_at`);
    return;
  }
  await db.execute(sql`update list_snapshots s set version = c.version from carts c where c.id = s.cart_id and s.cart_id = ${cartId}`);
}

/** `list` null: a quick order not opened yet (decision 0060), which has had no import to undo. */
export async function undoImport(ctx: RequestContext, list: CartRef | null): Promise<CartResult<{ message: string }>> {
  if (!list) return { ok: false, failure: { kind: "notFound", message: translate(ctx.language, "lists.undoImport.none") } };
  try {
    return await ctx.db.transaction(async (tx) => {
      const locked = await lockCart(tx, list.id, ctx.now);
      const found = await tx.execute<{ version: number }>(sql`select version from list_snapshots where cart_id = ${list.id} for update`);
      const snapshot = found.rows[0];
      if (!snapshot) throw new CartRefusal({ kind: "notFound", message: translate(ctx.language, "lists.undoImport.none") });
      // The lock bumped the version: nothing else wrote when the import's version is one below.
      if (snapshot.version !== locked.version - 1) throw new CartRefusal({ kind: "conflict", message: translate(ctx.language, "lists.undoImport.stale") });
      await tx.execute(sql`delete from cart_entries where cart_id = ${list.id}`);
      await tx.execute(sql`
        insert into cart_entries (cart_id, entry_number, product_id, variant_id, quantity, delivery_target_code, delivery_year, season_collection, deleted, created_at, updated_at)
        select ${list.id}, x.n, x.p, x.v, x.q, x.t, x.y, x.s, x.d, ${ctx.now.toISOString()}::timestamptz, ${ctx.now.toISOString()}::timestamptz
        from list_snapshots s, jsonb_to_recordset(s.entries) as x(n int, p int, v int, q int, t text, y smallint, s text, d boolean)
        where s.cart_id = ${list.id}`);
      await tx.execute(sql`delete from list_products where cart_id = ${list.id}`);
      await tx.execute(sql`
        insert into list_products (cart_id, product_id, removed, added_at)
        select ${list.id}, x.p, x.r, x.a from list_snapshots s, jsonb_to_recordset(s.products) as x(p int, r boolean, a timestamptz)
        where s.cart_id = ${list.id}`);
      await tx.execute(sql`delete from list_snapshots where cart_id = ${list.id}`);
      return { ok: true as const, value: { message: translate(ctx.language, "lists.undoImport.done") } };
    });
  } catch (error) {
    return refusalToResult(error);
  }
}
