import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { listProducts, products } from "../../db/schema/index.ts";

/**
 * Products a list holds without quantities (decision 0056): the quick-order toggle and the
 * add-by-material-id box put them there. A product with visible lines is shown through its lines;
 * one without is shown with its whole size grid at zero.
 */
export interface HeldProduct {
  productId: number;
  productCode: string;
  materialId: number;
  productName: string;
  silhouetteCode: string;
  silhouetteProductType: string;
  leagueCode: string | null;
  /** The first colour's code: the picture the item shows. */
  colourCode: string;
  msrpMinor: number | null;
}

/** The list's held products that have no visible line, in the order they were added (one statement). */
export async function heldWithoutLines(db: DbOrTx, cartId: number, currency: string): Promise<HeldProduct[]> {
  const result = await db.execute<{
    product_id: number;
    product_code: string;
    material_id: string | number;
    product_name: string;
    silhouette_code: string;
    product_type: string;
    league_code: string | null;
    colour_code: string | null;
    msrp_minor: number | null;
  }>(sql`
    select lp.product_id, p.code as product_code, p.material_id, p.name as product_name, p.silhouette_code,
           s.product_type, l.code as league_code, pr.msrp_minor,
           (select pc.code from product_colours pc join variants v on v.colour_id = pc.id
             where v.product_id = p.id order by pc.position, pc.id limit 1) as colour_code
    from list_products lp
    join products p on p.id = lp.product_id
    join silhouettes s on s.code = p.silhouette_code
    left join teams t on t.id = p.team_id
    left join leagues l on l.id = t.league_id
    left join prices pr on pr.product_id = p.id and pr.currency = ${currency}
    where lp.cart_id = ${cartId} and not lp.removed
      and not exists (select 1 from cart_entries ce where ce.cart_id = lp.cart_id and ce.product_id = lp.product_id and not ce.deleted)
    order by lp.added_at, lp.product_id`);
  return result.rows.map((r) => ({
    productId: r.product_id,
    productCode: r.product_code,
    materialId: Number(r.material_id),
    productName: r.product_name,
    silhouetteCode: r.silhouette_code,
    silhouetteProductType: r.product_type,
    leagueCode: r.league_code,
    colourCode: r.colour_code ?? "",
    msrpMinor: r.msrp_minor,
  }));
}

export interface CatalogueProduct {
  id: number;
  code: string;
  materialId: number;
}

/**
 * The products named by material ids or product codes (one statement). Unknown names are left out;
 * the caller reports them.
 */
export async function productsByIds(db: DbOrTx, ids: readonly string[]): Promise<CatalogueProduct[]> {
  if (ids.length === 0) return [];
  const materialIds = ids.filter((id) => /^\d{1,15}$/.test(id)).map(Number);
  return db
    .select({ id: products.id, code: products.code, materialId: products.materialId })
    .from(products)
    .where(sql`${products.code} = any(${sql.param([...ids])}::text[]) or ${products.materialId} = any(${sql.param(materialIds)}::bigint[])`);
}

/** Products the list shows (held and not removed, or with a visible line): the quick-order counter. */
export async function listProductIds(db: DbOrTx, cartId: number): Promise<number[]> {
  const result = await db.execute<{ product_id: number }>(sql`
    select product_id from list_products where cart_id = ${cartId} and not removed
    union
    select product_id from cart_entries where cart_id = ${cartId} and not deleted`);
  return result.rows.map((r) => r.product_id);
}

export async function hasVisibleLines(db: DbOrTx, cartId: number, productId: number): Promise<boolean> {
  const result = await db.execute(sql`select 1 from cart_entries where cart_id = ${cartId} and product_id = ${productId} and not deleted limit 1`);
  return result.rows.length > 0;
}

/**
 * Holds products in the list (new, or brought back after a removal); answers the ids it added.
 * Products already held, or already with lines, are left as they are.
 */
export async function holdProducts(tx: DbOrTx, cartId: number, productIds: readonly number[], now: Date): Promise<number[]> {
  if (productIds.length === 0) return [];
  const result = await tx.execute<{ product_id: number }>(sql`
    insert into list_products (cart_id, product_id, removed, added_at)
    select ${cartId}, x.id, false, ${now.toISOString()}::timestamptz
    from unnest(${sql.param([...productIds])}::int[]) as x(id)
    where not exists (select 1 from cart_entries ce where ce.cart_id = ${cartId} and ce.product_id = x.id and not ce.deleted)
    on conflict (cart_id, product_id) do update set removed = false, added_at = excluded.added_at
      where list_products.removed
    returning product_id`);
  return result.rows.map((r) => r.product_id);
}

/** Takes products off the list's held products (Remove, the toggle); Undo brings them back with `reviveHeld`. */
export async function releaseHeld(tx: DbOrTx, cartId: number, productIds: readonly number[]): Promise<number> {
  if (productIds.length === 0) return 0;
  const rows = await tx
    .update(listProducts)
    .set({ removed: true })
    .where(and(eq(listProducts.cartId, cartId), inArray(listProducts.productId, [...productIds]), eq(listProducts.removed, false)))
    .returning({ productId: listProducts.productId });
  return rows.length;
}

export async function reviveHeld(tx: DbOrTx, cartId: number, productId: number): Promise<number> {
  const rows = await tx
    .update(listProducts)
    .set({ removed: false })
    .where(and(eq(listProducts.cartId, cartId), eq(listProducts.productId, productId), eq(listProducts.removed, true)))
    .returning({ productId: listProducts.productId });
  return rows.length;
}

/** Forgets every held product of the list (Clear). */
export async function clearHeld(tx: DbOrTx, cartId: number): Promise<void> {
  await tx.delete(listProducts).where(eq(listProducts.cartId, cartId));
}

/** Hides every line of the products (the toggle's remove, removeMaterials): one statement. */
export async function hideProductsLines(tx: DbOrTx, cartId: number, productIds: readonly number[], now: Date): Promise<void> {
  if (productIds.length === 0) return;
  await tx.execute(sql`
    update cart_entries set deleted = true, updated_at = ${now.toISOString()}::timestamptz
    where cart_id = ${cartId} and product_id = any(${sql.param([...productIds])}::int[]) and not deleted`);
}
