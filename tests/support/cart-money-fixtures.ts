import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { currentBookingMode } from "../../domain/booking-modes.ts";
import { SITES, type SiteId } from "../../domain/sites.ts";
import type { Db } from "../../server/db/client.ts";
import { cartEntries, carts, prices, products, silhouettes, variants } from "../../server/db/schema/index.ts";
import { sessionCookieName } from "../../server/http/cookies.ts";
import { loadSession } from "../../server/modules/auth/sessions.ts";
import { activeCart, type CartRef } from "../../server/modules/cart/active-cart.ts";
import { hasPriceCondition, netUnitPrice, priceListFor } from "../../server/integrations/erp/local-price-book.ts";
import type { TestClient } from "./http-client.ts";

/** What services see of the client's session: the parts of the request context carts need. */
export async function sessionContext(db: Db, client: TestClient, siteId: SiteId = "us") {
  const rawId = client.cookies.get(sessionCookieName(siteId));
  if (!rawId) throw new Error("client has no session");
  const now = new Date();
  const session = await loadSession(db, { rawId, siteId, now, timeouts: { idleMs: 3_600_000, absoluteMs: 3_600_000 } });
  const user = session?.user ?? null;
  return { db, user, site: SITES[siteId], now, bookingMode: currentBookingMode(user?.kind ?? null, session?.data.bookingMode) };
}

/** The active cart of the client's session, found as the server's services find it. */
export async function sessionCart(db: Db, client: TestClient, siteId: SiteId = "us"): Promise<CartRef> {
  const result = await activeCart(await sessionContext(db, client, siteId));
  if (!result.ok) throw new Error(`no active cart: ${result.reason}`);
  return result.cart;
}

export interface SeedMaterial {
  productId: number;
  code: string;
  materialId: number;
  msrp: number;
  productType: "headwear" | "apparel";
  variantIds: number[];
}

/**
 * Seeded materials with a list price in `currency`, at least two sizes, of the product type
 * asked, priced or not by the local ERP (every 23rd material has no price condition).
 */
export async function seedMaterials(db: Db, currency: string, opts: { priced: boolean; count: number; apparel?: boolean }): Promise<SeedMaterial[]> {
  const rows = await db
    .select({ productId: products.id, code: products.code, materialId: products.materialId, msrp: prices.msrpMinor, type: silhouettes.productType })
    .from(products)
    .innerJoin(prices, and(eq(prices.productId, products.id), eq(prices.currency, currency)))
    .innerJoin(silhouettes, eq(silhouettes.code, products.silhouetteCode))
    .where(
      and(
        opts.priced ? sql`${products.materialId} % 23 <> 0` : sql`${products.materialId} % 23 = 0`,
        opts.apparel === undefined ? undefined : opts.apparel ? sql`${silhouettes.productType} = 'apparel'` : sql`${silhouettes.productType} <> 'apparel'`,
        eq(products.gcp, false),
        sql`(select count(*) from variants v where v.product_id = ${products.id}) >= 2`,
      ),
    )
    .orderBy(asc(products.id))
    .limit(opts.count);
  if (rows.length < opts.count) throw new Error(`seed has too few materials for ${JSON.stringify(opts)}`);
  const result: SeedMaterial[] = [];
  for (const r of rows) {
    const vs = await db.select({ id: variants.id }).from(variants).where(eq(variants.productId, r.productId)).orderBy(asc(variants.id)).limit(4);
    result.push({ productId: r.productId, code: r.code, materialId: r.materialId, msrp: r.msrp, productType: r.type === "apparel" ? "apparel" : "headwear", variantIds: vs.map((v) => v.id) });
  }
  return result;
}

/**
 * Puts a line into a cart as the cart core does (a new entry number, or the line's quantity
 * set), and bumps the cart's version. Tests of prices and vouchers need lines, not the add rules.
 */
export async function putLine(
  db: Db,
  cartId: number,
  line: { material: SeedMaterial; size?: number; quantity: number; target?: { code: string; year: number } },
): Promise<void> {
  const variantId = line.material.variantIds[line.size ?? 0];
  if (variantId === undefined) throw new Error("no such size");
  await db.transaction(async (tx) => {
    await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, cartId)).for("update");
    const target = line.target ?? null;
    const [existing] = await tx
      .select({ id: cartEntries.id })
      .from(cartEntries)
      .where(
        and(
          eq(cartEntries.cartId, cartId),
          eq(cartEntries.variantId, variantId),
          target ? and(eq(cartEntries.deliveryTargetCode, target.code), eq(cartEntries.deliveryYear, target.year)) : isNull(cartEntries.deliveryTargetCode),
        ),
      );
    if (existing) {
      await tx.update(cartEntries).set({ quantity: line.quantity, deleted: false }).where(eq(cartEntries.id, existing.id));
    } else {
      const [next] = await tx.select({ n: sql<number>`coalesce(max(${cartEntries.entryNumber}) + 1, 0)::int` }).from(cartEntries).where(eq(cartEntries.cartId, cartId));
      await tx.insert(cartEntries).values({
        cartId,
        entryNumber: next?.n ?? 0,
        productId: line.material.productId,
        variantId,
        quantity: line.quantity,
        deliveryTargetCode: target?.code ?? null,
        deliveryYear: target?.year ?? null,
      });
    }
    await tx.update(carts).set({ version: sql`${carts.version} + 1` }).where(eq(carts.id, cartId));
  });
}

/**
 * A dealer's net unit price as the local ERP quotes it (decision 0043: what a dealer's cart and
 * order charge). Sold-to parties: dealer@ 0010000101, jp.dealer@ 0020000201, mx.dealer@ 0030000301.
 */
export function dealerUnit(msrp: number, soldTo = "0010000101", quantity = 1): number {
  return netUnitPrice(msrp, priceListFor(soldTo), quantity);
}

/** `dealerUnit` for a material, or its list price when the ERP has no price condition for it. */
export function dealerCharged(materialId: number, msrp: number, soldTo = "0010000101", quantity = 1): number {
  return hasPriceCondition(materialId) ? dealerUnit(msrp, soldTo, quantity) : msrp;
}
