import { and, eq } from "drizzle-orm";
import { type Currency, isCurrency } from "../../../domain/sites.ts";
import type { RequestContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { carts } from "../../db/schema/index.ts";
import { createSession } from "../auth/sessions.ts";
import { insertCartRow } from "./cart-code.ts";
import type { CartRef } from "./active-cart.ts";

/**
 * A visitor's basket on the consumer site (decision 0041): a cart that belongs to an anonymous
 * session instead of a user, one per session (`carts_one_guest_idx`), in STOCK mode (what the
 * consumer site sells). Partner sites never have one: they stay sign-in only.
 */

/** The mode of every visitor's basket: the consumer site sells from stock. */
export const GUEST_CART_MODE = "STOCK" as const;

/** Whether the request's visitor shops with a basket of their own: the consumer site, nobody signed in. */
export function isGuestShopper(ctx: Pick<RequestContext, "user" | "site">): boolean {
  return ctx.user === null && !ctx.site.b2b;
}

const cartColumns = { id: carts.id, code: carts.code, mode: carts.mode, currency: carts.currency, version: carts.version };

/** The basket of an anonymous session, if it has one. */
export async function findGuestCart(db: DbOrTx, sessionIdHash: string, siteCurrency: Currency): Promise<CartRef | null> {
  const [row] = await db
    .select(cartColumns)
    .from(carts)
    .where(and(eq(carts.guestSessionHash, sessionIdHash), eq(carts.status, "active")));
  return row ? { ...row, currency: isCurrency(row.currency) ? row.currency : siteCurrency } : null;
}

/**
 * The visitor's basket: found, or (with `create`, only when adding) created. Two requests creating
 * it at once end with the same row (the unique index lets one insert through).
 */
export async function guestCart(ctx: Pick<RequestContext, "db" | "site" | "now" | "sessionIdHash">, create: boolean): Promise<CartRef | null> {
  const hash = ctx.sessionIdHash;
  if (!hash) return null;
  const currency = ctx.site.defaultCurrency;
  const found = await findGuestCart(ctx.db, hash, currency);
  if (found || !create) return found;
  // Nothing written: the code was taken (drawn again), or another request of the session made the basket first (found).
  const row = await insertCartRow(
    ctx.db,
    { userId: null, guestSessionHash: hash, unitId: null, siteId: ctx.site.id, mode: GUEST_CART_MODE, currency, createdAt: ctx.now, updatedAt: ctx.now },
    async () => (await findGuestCart(ctx.db, hash, currency)) ?? undefined,
  );
  return { ...row, currency: isCurrency(row.currency) ? row.currency : currency };
}

/**
 * Opens the anonymous session that will hold a visitor's first basket. It keeps the visitor's
 * current CSRF token (derived from the `brim_anon` cookie), so the pages already open go on
 * working, and lives `GUEST_CART_IDLE_DAYS` / `GUEST_CART_MAX_DAYS` (config).
 */
export async function openGuestSession(
  ctx: Pick<RequestContext, "site" | "ip" | "userAgent" | "now" | "deps">,
  db: DbOrTx,
  csrfToken: string,
): Promise<{ rawId: string; idHash: string }> {
  const session = await createSession(db, {
    siteId: ctx.site.id,
    userId: null,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
    now: ctx.now,
    timeouts: ctx.deps.config.session,
    csrfToken,
  });
  return { rawId: session.rawId, idHash: session.idHash };
}
