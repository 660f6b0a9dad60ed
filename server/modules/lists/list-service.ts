import { sql } from "drizzle-orm";
import { translate } from "../../../domain/i18n/index.ts";
import type { ListPage } from "../../../domain/lists.ts";
import type { RequestContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import type { CartRef } from "../cart/active-cart.ts";
import { CartRefusal, type CartResult, cartToWrite, refusalToResult, shopperCart } from "../cart/cart-service.ts";
import { lockCart } from "../cart/cart-store.ts";
import { hideProductsLines, holdProducts, listProductIds, productsByIds, releaseHeld } from "./held-products.ts";

/** The answer of the quick order's and the bag's add and remove calls (account-and-ordering §3). */
export interface ListChangeAnswer {
  message: string;
  addedProductCodes: string[];
  quickOrderCounter: number;
  /** Named products the list already held ("product already in bag"). */
  alreadyInList: string[];
  /** Ids that name no product. */
  unknownIds: string[];
}

/**
 * The list a call reads: the quick order or saved bag of the context, else the session's cart
 * (the bag). Reads make their context with `create: false`, so they never meet a quick order not
 * opened yet; were one to, it is refused as not found rather than opened (decision 0060).
 */
export async function openList(ctx: RequestContext): Promise<CartResult<CartRef>> {
  return shopperCart(ctx, { create: !ctx.opensQuickOrder });
}

/**
 * The list a call takes from or is about to write to: as `openList`, but null for a quick order
 * not opened yet (decision 0060), which holds nothing. Only a write opens it (`cartToWrite`, or
 * `changeLines`), inside the write's transaction.
 */
export async function listIfOpened(ctx: RequestContext): Promise<CartResult<CartRef | null>> {
  if (ctx.opensQuickOrder) return { ok: true, value: null };
  return openList(ctx);
}

/** Lines a list holds: visible lines, and products held without any (one statement). */
export async function listSize(db: DbOrTx, cartId: number): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    select (select count(*) from cart_entries where cart_id = ${cartId} and not deleted)::int
         + (select count(*) from list_products lp where lp.cart_id = ${cartId} and not lp.removed
              and not exists (select 1 from cart_entries ce where ce.cart_id = lp.cart_id and ce.product_id = lp.product_id and not ce.deleted))::int as n`);
  return result.rows[0]?.n ?? 0;
}

export function listName(ctx: Pick<RequestContext, "language">, page: ListPage): string {
  return translate(ctx.language, `lists.name.${page}`);
}

/** Refuses a change that would take the list above its configured number of lines. */
export async function refuseAboveLimit(ctx: RequestContext, tx: DbOrTx, cartId: number, adding: number): Promise<void> {
  const max = ctx.deps.config.lists.maxLines;
  const size = await listSize(tx, cartId);
  if (size + adding > max) {
    const message = translate(ctx.language, "lists.error.tooManyLines", { max, total: size + adding });
    throw new CartRefusal({ kind: "refused", message, errors: [{ field: "materialIds", message }] });
  }
}

/**
 * Adds products by material id or product code to the quick order or the bag, without
 * quantities (decision 0056): the page shows their size grids at zero. A constant number of
 * statements whatever the number of ids. Nothing added (all unknown or already there) is refused
 * with the message the page shows ("product already in bag").
 */
export async function addMaterials(ctx: RequestContext, page: ListPage, ids: readonly string[]): Promise<CartResult<ListChangeAnswer>> {
  const found = await productsByIds(ctx.db, ids);
  const unknownIds = ids.filter((id) => !found.some((p) => p.code === id || String(p.materialId) === id));
  const name = listName(ctx, page);
  try {
    return await ctx.db.transaction(async (tx) => {
      // Opened here, if it must be: a refusal below rolls the opening back with the rest.
      const list = await cartToWrite(ctx, tx);
      await lockCart(tx, list.id, ctx.now);
      const before = new Set(await listProductIds(tx, list.id));
      const fresh = found.filter((p) => !before.has(p.id));
      await refuseAboveLimit(ctx, tx, list.id, fresh.length);
      const added = new Set(await holdProducts(tx, list.id, fresh.map((p) => p.id), ctx.now));
      const addedProductCodes = found.filter((p) => added.has(p.id)).map((p) => p.code);
      const alreadyInList = found.filter((p) => before.has(p.id)).map((p) => p.code);
      const answer: ListChangeAnswer = {
        message: changeMessage(ctx, name, { added: addedProductCodes.length, alreadyInList, unknownIds }),
        addedProductCodes,
        quickOrderCounter: before.size + added.size,
        alreadyInList,
        unknownIds,
      };
      if (addedProductCodes.length === 0) throw new CartRefusal({ kind: "invalid", message: answer.message, errors: [{ field: "materialIds", message: answer.message }] });
      return { ok: true as const, value: answer };
    });
  } catch (error) {
    return refusalToResult(error);
  }
}

/** Takes products off the list: their hold and all their lines (the toggle's "remove"). */
export async function removeMaterials(ctx: RequestContext, page: ListPage, ids: readonly string[]): Promise<CartResult<ListChangeAnswer>> {
  const opened = await listIfOpened(ctx);
  if (!opened.ok) return opened;
  const list = opened.value;
  // A quick order not opened yet holds nothing to remove.
  if (!list) return { ok: false, failure: { kind: "notFound", message: translate(ctx.language, "lists.error.notInList", { list: listName(ctx, page), count: 0 }) } };
  const found = await productsByIds(ctx.db, ids);
  const unknownIds = ids.filter((id) => !found.some((p) => p.code === id || String(p.materialId) === id));
  const productIds = found.map((p) => p.id);
  const { removed, counter } = await ctx.db.transaction(async (tx) => {
    await lockCart(tx, list.id, ctx.now);
    const before = new Set(await listProductIds(tx, list.id));
    await hideProductsLines(tx, list.id, productIds, ctx.now);
    await releaseHeld(tx, list.id, productIds);
    const gone = found.filter((p) => before.has(p.id));
    return { removed: gone, counter: before.size - gone.length };
  });
  const message = translate(ctx.language, removed.length > 0 ? "lists.removed" : "lists.error.notInList", { list: listName(ctx, page), count: removed.length });
  if (removed.length === 0) return { ok: false, failure: { kind: "notFound", message } };
  return { ok: true, value: { message, addedProductCodes: [], quickOrderCounter: counter, alreadyInList: [], unknownIds } };
}

/** How many products the list shows (`getActualProductsQuantity`, the quick-order counter). */
export async function listCounter(ctx: RequestContext): Promise<CartResult<number>> {
  const opened = await listIfOpened(ctx);
  if (!opened.ok) return opened;
  return { ok: true, value: opened.value ? (await listProductIds(ctx.db, opened.value.id)).length : 0 };
}

function changeMessage(ctx: RequestContext, list: string, change: { added: number; alreadyInList: string[]; unknownIds: string[] }): string {
  const parts: string[] = [];
  if (change.added > 0) parts.push(translate(ctx.language, "lists.added", { count: change.added, list }));
  if (change.alreadyInList.length > 0) parts.push(translate(ctx.language, "lists.error.alreadyInList", { list, codes: change.alreadyInList.join(", ") }));
  if (change.unknownIds.length > 0) parts.push(translate(ctx.language, "lists.error.unknownIds", { ids: change.unknownIds.join(", ") }));
  return parts.join(" ");
}
