import { and, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { ListPage } from "../../../domain/lists.ts";
import { isCurrency, sitePath } from "../../../domain/sites.ts";
import type { RequestContext } from "../../context.ts";
import { carts } from "../../db/schema/index.ts";
import { activeCart, type CartRef } from "../cart/active-cart.ts";
import type { CartFailure } from "../cart/cart-line-input.ts";
import type { CartResult } from "../cart/cart-service.ts";
import { cartCodeParam, parseCartCode } from "../cart/cart-code.ts";

/**
 * The pages whose calls share the cart's endpoints (decision 0056): `{context}/cart/…`,
 * `/quickOrder/…`, `/bag/…` and `/savedBag/{code}/…` answer the same quantity, removal, undo,
 * clear and totals calls, each on its own list.
 */
export const LIST_ROUTE_PREFIXES = ["/cart", "/quickOrder", "/bag", "/savedBag/:listCode"] as const;
export type ListRoutePrefix = (typeof LIST_ROUTE_PREFIXES)[number];

export const PAGE_OF_PREFIX: Record<ListRoutePrefix, ListPage> = {
  "/cart": "cart",
  "/quickOrder": "quickOrder",
  "/bag": "unifiedShoppingBag",
  "/savedBag/:listCode": "savedBag",
};

/** Where a list's page lives: `{context}/quickOrder`, `{context}/savedBag/{code}`. */
export function listPagePath(site: RequestContext["site"], page: ListPage, code?: string | number | null): string {
  if (page === "savedBag") return sitePath(site, `/savedBag/${encodeURIComponent(String(code ?? ""))}`);
  return sitePath(site, page === "unifiedShoppingBag" ? "/bag" : `/${page}`);
}

const NOT_FOUND: CartFailure = { kind: "notFound", message: "This list does not exist." };
/** The quick order, the bag and saved bags are the partner sites' tools; the consumer site has the cart only. */
const PARTNER_ONLY: CartFailure = { kind: "notFound", message: "This page does not exist on this site." };

/**
 * A saved bag of the session's user and unit on this site, not deleted, by its 8-digit code
 * (decision 0061); null otherwise: a malformed, unknown or foreign code reads alike.
 */
export async function ownedSavedBag(ctx: RequestContext, code: string | null | undefined, options: { includeDeleted?: boolean } = {}): Promise<(CartRef & { name: string }) | null> {
  const user = ctx.user;
  const wanted = parseCartCode(code);
  if (!user || wanted === null) return null;
  const [row] = await ctx.db
    .select({ id: carts.id, code: carts.code, mode: carts.mode, currency: carts.currency, version: carts.version, name: sql<string>`coalesce(${carts.name}, '')` })
    .from(carts)
    .where(
      and(
        eq(carts.code, wanted),
        eq(carts.kind, "savedBag"),
        eq(carts.userId, user.id),
        sql`coalesce(${carts.unitId}, 0) = ${user.unitId ?? 0}`,
        eq(carts.siteId, ctx.site.id),
        eq(carts.status, "active"),
        options.includeDeleted ? undefined : isNull(carts.deletedAt),
      ),
    );
  if (!row) return null;
  return { ...row, currency: isCurrency(row.currency) ? row.currency : ctx.site.defaultCurrency };
}

/**
 * The context a list page's call runs in: the request's own for the cart and the bag (the bag is
 * the cart with the list tools), or one carrying the quick order or the saved bag as `ctx.list`.
 * Signed out, on the consumer site, or not the caller's list: refused before anything is read.
 * A quick order not opened yet is refused with `create: false` (reads), else left to the call's
 * first write to open (`ctx.opensQuickOrder`): nothing here writes.
 */
export async function listContext(ctx: RequestContext, page: ListPage, code?: string | null, options: { create?: boolean } = {}): Promise<CartResult<RequestContext>> {
  if (page === "cart") return { ok: true, value: ctx };
  if (!ctx.site.b2b) return { ok: false, failure: PARTNER_ONLY };
  if (!ctx.user) return { ok: false, failure: { kind: "signedOut" } };
  if (page === "unifiedShoppingBag") return { ok: true, value: ctx };
  if (page === "quickOrder") {
    // Never opened here: a quick order not opened yet is opened by the call's first write (decision 0060).
    const found = await activeCart(ctx, "quickOrder", { create: false });
    if (found.ok) return { ok: true, value: { ...ctx, list: found.cart } };
    if (found.reason !== "none") return { ok: false, failure: found.reason === "signedOut" ? { kind: "signedOut" } : { kind: "noCart" } };
    return options.create === false ? { ok: false, failure: NOT_FOUND } : { ok: true, value: { ...ctx, list: null, opensQuickOrder: true } };
  }
  const bag = await ownedSavedBag(ctx, code);
  return bag ? { ok: true, value: { ...ctx, list: bag } } : { ok: false, failure: NOT_FOUND };
}

const ListCodeParam = cartCodeParam.optional();

/**
 * A list route's path parameters: `listCode` only on `/savedBag/:listCode/…`, so the OpenAPI
 * document names no parameter a path does not have. Typed alike for every prefix (the code is
 * optional either way: undefined where the prefix has none).
 */
export function listParams<T extends z.ZodRawShape>(prefix: string, extra: T) {
  const shape = prefix.includes(":listCode") ? { ...extra, listCode: ListCodeParam } : extra;
  return z.object(shape) as z.ZodObject<T & { listCode: typeof ListCodeParam }>;
}
