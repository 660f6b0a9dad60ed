import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { copyLatestPriceRun, pricedListTotalSql } from "../cart-prices/list-totals.ts";
import { translate } from "../../../domain/i18n/index.ts";
import { checkSavedListName, savedListNameMessage } from "../../../domain/saved-list-name.ts";
import type { BookingMode } from "../../../domain/booking-modes.ts";
import type { RequestContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { carts } from "../../db/schema/index.ts";
import type { CartFailure } from "../cart/cart-line-input.ts";
import { type CartResult, changeLines, sessionCart } from "../cart/cart-service.ts";
import { lockCart } from "../cart/cart-store.ts";
import { holdProducts } from "./held-products.ts";
import { listSize } from "./list-service.ts";
import { unitDeliveryTargets } from "../cart/booking-windows.ts";
import { ownedSavedBag } from "./page-list.ts";
import { insertCartRow } from "../cart/cart-code.ts";
import type { PasteReport } from "./paste.ts";

/** A saved bag as the list shows it (account-and-ordering §3 "Saved bag list item"). */
export interface SavedBagListItem {
  code: string;
  title: string;
  mode: BookingMode;
  productsQuantity: number;
  totalQuantity: number;
  /** List prices × quantities in the site's currency (minor units); the bag's page prices it for the customer. */
  totalPrice: number;
  currency: string;
  savedDate: string;
  /** The sales rep who prepared it, when it was not the owner. */
  preparedBy: string | null;
}

function nameFailure(ctx: RequestContext, raw: string): CartFailure | string {
  const checked = checkSavedListName(raw);
  if (checked.ok) return checked.name;
  const name = savedListNameMessage(checked.problem, checked.character);
  const message = translate(ctx.language, name.key, name.params);
  return { kind: "invalid", message, errors: [{ field: "name", message }] };
}

/** The saved bags of the user and unit on this site, newest first, with their counts (one statement). */
export async function savedBagList(ctx: RequestContext): Promise<CartResult<SavedBagListItem[]>> {
  const user = ctx.user;
  if (!user) return { ok: false, failure: { kind: "signedOut" } };
  const currency = ctx.site.defaultCurrency;
  const result = await ctx.db.execute<{ code: string; name: string; mode: BookingMode; saved_at: string; products: number; units: number; price: number; prepared_by: string | null }>(sql`
    select c.code, c.name, c.mode, c.saved_at, rep.name as prepared_by,
      (select count(*) from (select product_id from cart_entries where cart_id = c.id and not deleted
                             union select product_id from list_products where cart_id = c.id and not removed) p)::int as products,
      coalesce((select sum(quantity) from cart_entries where cart_id = c.id and not deleted), 0)::int as units,
      ${pricedListTotalSql(ctx, currency)}::bigint as price
    from carts c left join users rep on rep.id = c.created_by_user_id and rep.id <> c.user_id
    where c.kind = 'savedBag' and c.user_id = ${user.id} and coalesce(c.unit_id, 0) = ${user.unitId ?? 0}
      and c.site_id = ${ctx.site.id} and c.status = 'active' and c.deleted_at is null
    order by c.saved_at desc, c.id desc`);
  return {
    ok: true,
    value: result.rows.map((r) => ({
      code: r.code,
      title: r.name,
      mode: r.mode,
      productsQuantity: r.products,
      totalQuantity: r.units,
      totalPrice: Number(r.price),
      currency,
      savedDate: new Date(r.saved_at).toISOString(),
      preparedBy: r.prepared_by,
    })),
  };
}

async function insertBag(db: DbOrTx, owner: { userId: number; unitId: number | null; siteId: string; mode: BookingMode; currency: string }, name: string, createdBy: number, now: Date): Promise<{ id: number; code: string }> {
  return insertCartRow(db, { ...owner, kind: "savedBag", name, savedAt: now, createdAt: now, updatedAt: now, createdByUserId: createdBy });
}

/**
 * "Save as saved bag" from the bag (decision 0056): a new saved bag holding the bag's lines and
 * products, named by the owner; the bag stays as it is.
 */
export async function createSavedBagFromBag(ctx: RequestContext, rawName: string): Promise<CartResult<{ code: string; name: string }>> {
  const name = nameFailure(ctx, rawName);
  if (typeof name !== "string") return { ok: false, failure: name };
  const user = ctx.user;
  if (!user) return { ok: false, failure: { kind: "signedOut" } };
  const bag = await sessionCart(ctx);
  if (!bag.ok) return bag;
  const source = bag.value;
  if ((await listSize(ctx.db, source.id)) === 0) {
    const message = translate(ctx.language, "lists.savedBag.empty");
    return { ok: false, failure: { kind: "invalid", message, errors: [{ field: "name", message }] } };
  }
  const code = await ctx.db.transaction(async (tx) => {
    const { id, code: made } = await insertBag(tx, { userId: user.id, unitId: user.unitId, siteId: ctx.site.id, mode: source.mode, currency: source.currency }, name, user.id, ctx.now);
    const at = ctx.now.toISOString();
    await tx.execute(sql`
      insert into cart_entries (cart_id, entry_number, product_id, variant_id, quantity, delivery_target_code, delivery_year, season_collection, deleted, created_at, updated_at)
      select ${id}, entry_number, product_id, variant_id, quantity, delivery_target_code, delivery_year, season_collection, false, ${at}::timestamptz, ${at}::timestamptz
      from cart_entries where cart_id = ${source.id} and not deleted and quantity > 0`);
    await tx.execute(sql`
      insert into list_products (cart_id, product_id, removed, added_at)
      select ${id}, product_id, false, added_at from list_products where cart_id = ${source.id} and not removed`);
    await copyLatestPriceRun(tx, source.id, id);
    return made;
  });
  return { ok: true, value: { code, name } };
}

/**
 * A sales rep's saved bag for customers (account-and-ordering §5, §6): each chosen customer gets
 * their own copy of the rep's list, owned by them in their unit, so its prices are their unit's
 * when they open it. In PREBOOKING the lines go to the first open delivery target of each
 * customer's unit. The rep is recorded as who prepared it.
 */
export async function createSavedBagsForCustomers(
  ctx: RequestContext,
  input: { name: string; mode: BookingMode; customers: readonly { userId: number; unitId: number }[]; plan: PasteReport },
): Promise<CartResult<{ codes: string[] }>> {
  const name = nameFailure(ctx, input.name);
  if (typeof name !== "string") return { ok: false, failure: name };
  const rep = ctx.user;
  if (!rep) return { ok: false, failure: { kind: "signedOut" } };
  const max = ctx.deps.config.lists.maxLines;
  const size = input.plan.lines.length + input.plan.held.length;
  if (size > max) return { ok: false, failure: { kind: "refused", message: translate(ctx.language, "lists.error.tooManyLines", { max, total: size }), errors: [] } };
  const lines = JSON.stringify(input.plan.lines.map((l, n) => ({ upc: l.upc, q: l.quantity, n })));
  const held = [...input.plan.held];
  const codes = await ctx.db.transaction(async (tx) => {
    const made: string[] = [];
    for (const customer of input.customers) {
      const open = input.mode === "PREBOOKING" ? (await unitDeliveryTargets(tx, customer.unitId, ctx.now)).find((t) => t.open) : undefined;
      const { id, code } = await insertBag(tx, { userId: customer.userId, unitId: customer.unitId, siteId: ctx.site.id, mode: input.mode, currency: ctx.site.defaultCurrency }, name, rep.id, ctx.now);
      const at = ctx.now.toISOString();
      await tx.execute(sql`
        insert into cart_entries (cart_id, entry_number, product_id, variant_id, quantity, delivery_target_code, delivery_year, deleted, created_at, updated_at)
        select ${id}, x.n, v.product_id, v.id, x.q, ${open?.code ?? null}, ${open?.year ?? null}, false, ${at}::timestamptz, ${at}::timestamptz
        from jsonb_to_recordset(${lines}::jsonb) as x(upc text, q int, n int) join variants v on v.upc = x.upc`);
      if (held.length > 0) {
        await tx.execute(sql`
          insert into list_products (cart_id, product_id, removed, added_at)
          select ${id}, p.id, false, ${at}::timestamptz from products p where p.code = any(${sql.param(held)}::text[])
          on conflict do nothing`);
      }
      made.push(code);
    }
    return made;
  });
  return { ok: true, value: { codes } };
}

export async function renameSavedBag(ctx: RequestContext, code: string | null, rawName: string): Promise<CartResult<{ name: string }>> {
  const bag = await ownedSavedBag(ctx, code);
  if (!bag) return { ok: false, failure: { kind: "notFound", message: "This list does not exist." } };
  const name = nameFailure(ctx, rawName);
  if (typeof name !== "string") {
    // The spec's rename error (saved_bag_name_change_error) with the reason.
    const reason = "message" in name ? name.message : "";
    const message = translate(ctx.language, "lists.savedBag.nameChangeError", { reason });
    return { ok: false, failure: { kind: "invalid", message, errors: [{ field: "name", message }] } };
  }
  await ctx.db.update(carts).set({ name, updatedAt: ctx.now }).where(eq(carts.id, bag.id));
  return { ok: true, value: { name } };
}

/** Deletes a saved bag (kept for Undo until purged) or brings a deleted one back. */
export async function deleteOrRestoreSavedBag(ctx: RequestContext, code: string | null, action: "delete" | "undo"): Promise<CartResult<{ code: string }>> {
  const bag = await ownedSavedBag(ctx, code, { includeDeleted: true });
  if (!bag) return { ok: false, failure: { kind: "notFound", message: "This list does not exist." } };
  const rows = await ctx.db
    .update(carts)
    .set({ deletedAt: action === "delete" ? ctx.now : null, updatedAt: ctx.now })
    .where(and(eq(carts.id, bag.id), action === "delete" ? isNull(carts.deletedAt) : isNotNull(carts.deletedAt)))
    .returning({ id: carts.id });
  if (rows.length === 0) return { ok: false, failure: { kind: "notFound", message: "This list does not exist." } };
  return { ok: true, value: { code: bag.code } };
}

/**
 * "Add to saved bag" from the bag (account-and-ordering §2 "Add-products-to-saved-bag modal"):
 * the chosen products' lines of the bag, and the products themselves, go into each chosen saved
 * bag of the user (added to what each holds, under the cart's rules). Another user's code is
 * refused as unknown before anything is written.
 */
export async function addProductsToSavedBags(ctx: RequestContext, input: { savedBagCodes: readonly (string | null)[]; productCodes: readonly string[] }): Promise<CartResult<{ added: number }>> {
  const bags = await Promise.all(input.savedBagCodes.map((code) => ownedSavedBag(ctx, code)));
  if (bags.some((b) => b === null)) return { ok: false, failure: { kind: "notFound", message: "This list does not exist." } };
  const source = await sessionCart(ctx);
  if (!source.ok) return source;
  const lines = await ctx.db.execute<{ upc: string; quantity: number; delivery_target_code: string | null; delivery_year: number | null }>(sql`
    select v.upc, e.quantity, e.delivery_target_code, e.delivery_year
    from cart_entries e join variants v on v.id = e.variant_id join products p on p.id = e.product_id
    where e.cart_id = ${source.value.id} and not e.deleted and e.quantity > 0 and p.code = any(${sql.param([...input.productCodes])}::text[])`);
  const products = await ctx.db.execute<{ id: number }>(sql`select id from products where code = any(${sql.param([...input.productCodes])}::text[])`);
  if (products.rows.length === 0) return { ok: false, failure: { kind: "invalid", message: translate(ctx.language, "lists.error.noIds"), errors: [] } };
  for (const bag of bags) {
    if (!bag) continue;
    const listCtx = { ...ctx, list: bag };
    const sameMode = bag.mode === source.value.mode;
    if (sameMode && lines.rows.length > 0) {
      const input = lines.rows.map((r) => ({
        upc: r.upc,
        quantity: r.quantity,
        target: r.delivery_target_code !== null && r.delivery_year !== null ? { code: r.delivery_target_code, year: r.delivery_year } : null,
        seasonCollection: null,
      }));
      const changed = await changeLines(listCtx, input, { add: true });
      if (!changed.ok) return changed;
    }
    await ctx.db.transaction(async (tx) => {
      await lockCart(tx, bag.id, ctx.now);
      await holdProducts(tx, bag.id, products.rows.map((p) => p.id), ctx.now);
    });
  }
  return { ok: true, value: { added: products.rows.length } };
}
