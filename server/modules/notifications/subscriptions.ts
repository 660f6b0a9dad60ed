import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { RequestContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { backInStockSubscriptions, productColours, products, stockLevels, variants } from "../../db/schema/index.ts";
import { isOrderable, sizeStockStatus } from "../catalog/product-detail-stock.ts";

/** One row of the inventory-notification modal (account-and-ordering §3); variantId is the UPC. */
export interface NotificationItem {
  variantId: string;
  variantSize: string;
  notificationSubscription: boolean;
}

interface ProductVariant {
  id: number;
  upc: string;
  size: string;
  colourCode: string;
  orderable: boolean;
}

interface ProductVariants {
  name: string;
  variants: ProductVariant[];
}

type LookupFailure = { ok: false; reason: "unknownProduct" | "unknownColour" };

export type SubscribeResult = { ok: true; productName: string; variants: number } | LookupFailure | { ok: false; reason: "signIn" | "nothingSoldOut" };
export type ItemsResult = { ok: true; items: NotificationItem[] } | LookupFailure;
export type UpdateResult = { ok: true; items: NotificationItem[] } | LookupFailure | { ok: false; reason: "unknownVariants"; indexes: number[] };

/** Every variant of a product (by its code) in colour and size order, with whether it can be ordered now. */
async function productVariants(db: DbOrTx, productCode: string): Promise<ProductVariants | null> {
  const rows = await db
    .select({
      name: products.name,
      id: variants.id,
      upc: variants.upc,
      size: variants.size,
      colourCode: productColours.code,
      quantity: stockLevels.quantity,
      lowStockThreshold: stockLevels.lowStockThreshold,
      forceInStock: stockLevels.forceInStock,
    })
    .from(products)
    .innerJoin(variants, eq(variants.productId, products.id))
    .innerJoin(productColours, eq(productColours.id, variants.colourId))
    .leftJoin(stockLevels, eq(stockLevels.variantId, variants.id))
    .where(eq(products.code, productCode))
    .orderBy(asc(productColours.position), asc(variants.sizePosition));
  const first = rows[0];
  if (!first) return null;
  return {
    name: first.name,
    variants: rows.map((r) => ({
      id: r.id,
      upc: r.upc,
      size: r.size,
      colourCode: r.colourCode,
      orderable: isOrderable(
        sizeStockStatus(r.quantity === null ? null : { quantity: r.quantity, lowStockThreshold: r.lowStockThreshold ?? 0, forceInStock: r.forceInStock ?? false }),
      ),
    })),
  };
}

/** The product's variants, or of one of its colours when `colour` is given. */
async function scopedVariants(db: DbOrTx, productCode: string, colour: string | null): Promise<{ ok: true; product: ProductVariants; scoped: ProductVariant[] } | LookupFailure> {
  const product = await productVariants(db, productCode);
  if (!product) return { ok: false, reason: "unknownProduct" };
  const scoped = colour === null ? product.variants : product.variants.filter((v) => v.colourCode === colour);
  if (scoped.length === 0) return { ok: false, reason: "unknownColour" };
  return { ok: true, product, scoped };
}

async function enrolledVariantIds(db: DbOrTx, userId: number, variantIds: number[]): Promise<Set<number>> {
  if (variantIds.length === 0) return new Set();
  const rows = await db
    .select({ variantId: backInStockSubscriptions.variantId })
    .from(backInStockSubscriptions)
    .where(and(eq(backInStockSubscriptions.userId, userId), inArray(backInStockSubscriptions.variantId, variantIds), isNull(backInStockSubscriptions.notifiedAt)));
  return new Set(rows.map((r) => r.variantId));
}

function signedInUser(ctx: RequestContext): number {
  if (!ctx.user) throw new Error("back-in-stock subscriptions need a signed-in user");
  return ctx.user.id;
}

async function subscribe(db: DbOrTx, ctx: RequestContext, userId: number, variantIds: number[], origin: string): Promise<void> {
  if (variantIds.length === 0) return;
  await db
    .insert(backInStockSubscriptions)
    .values(variantIds.map((variantId) => ({ userId, variantId, siteId: ctx.site.id, language: ctx.language, origin, createdAt: ctx.now })))
    // Already waiting for that variant: the partial unique index keeps one active row.
    .onConflictDoNothing();
}

/**
 * `POST backinstock-notification/add/`: subscribes the signed-in user to every size of the
 * product (or of one colour) that cannot be ordered now. The product is checked before the
 * sign-in, so a visitor is only sent to log in for a request that can succeed.
 */
export async function subscribeToSoldOut(ctx: RequestContext, input: { productCode: string; colour: string | null; origin: string }): Promise<SubscribeResult> {
  const found = await scopedVariants(ctx.db, input.productCode, input.colour);
  if (!found.ok) return found;
  if (!ctx.user) return { ok: false, reason: "signIn" };
  const soldOut = found.scoped.filter((v) => !v.orderable);
  if (soldOut.length === 0) return { ok: false, reason: "nothingSoldOut" };
  await subscribe(ctx.db, ctx, ctx.user.id, soldOut.map((v) => v.id), input.origin);
  return { ok: true, productName: found.product.name, variants: soldOut.length };
}

/**
 * `GET inventory/notification/{productId}`: the sizes a notification makes sense for (those
 * that cannot be ordered now) and any the user still waits for, with the user's choice.
 */
export async function notificationItems(ctx: RequestContext, productCode: string, colour: string | null): Promise<ItemsResult> {
  const userId = signedInUser(ctx);
  const found = await scopedVariants(ctx.db, productCode, colour);
  if (!found.ok) return found;
  const enrolled = await enrolledVariantIds(ctx.db, userId, found.scoped.map((v) => v.id));
  const items = found.scoped
    .filter((v) => !v.orderable || enrolled.has(v.id))
    .map((v) => ({ variantId: v.upc, variantSize: v.size, notificationSubscription: enrolled.has(v.id) }));
  return { ok: true, items };
}

/**
 * `POST inventory/notification/{productId}`: enrols or unenrols the listed variants (others
 * stay as they are). Every variant must belong to the product, or nothing changes. A size
 * that can be ordered now is not enrolled: there is nothing to wait for.
 */
export async function updateSubscriptions(
  ctx: RequestContext,
  productCode: string,
  input: { items: { variantId: string; notificationSubscription: boolean }[]; origin: string },
): Promise<UpdateResult> {
  const userId = signedInUser(ctx);
  const product = await productVariants(ctx.db, productCode);
  if (!product) return { ok: false, reason: "unknownProduct" };
  const byUpc = new Map(product.variants.map((v) => [v.upc, v]));
  const indexes = input.items.flatMap((item, index) => (byUpc.has(item.variantId) ? [] : [index]));
  if (indexes.length) return { ok: false, reason: "unknownVariants", indexes };

  // A variant listed twice: the last choice counts.
  const wanted = new Map(input.items.map((i) => [i.variantId, i.notificationSubscription]));
  const posted = product.variants.filter((v) => wanted.has(v.upc));
  const on = posted.filter((v) => wanted.get(v.upc) && !v.orderable).map((v) => v.id);
  const off = posted.filter((v) => !wanted.get(v.upc)).map((v) => v.id);
  await ctx.db.transaction(async (tx) => {
    if (off.length) {
      await tx
        .delete(backInStockSubscriptions)
        .where(and(eq(backInStockSubscriptions.userId, userId), inArray(backInStockSubscriptions.variantId, off), isNull(backInStockSubscriptions.notifiedAt)));
    }
    await subscribe(tx, ctx, userId, on, input.origin);
  });
  const enrolled = await enrolledVariantIds(ctx.db, userId, posted.map((v) => v.id));
  return { ok: true, items: posted.map((v) => ({ variantId: v.upc, variantSize: v.size, notificationSubscription: enrolled.has(v.id) })) };
}
