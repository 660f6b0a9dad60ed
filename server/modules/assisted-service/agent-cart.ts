import { and, eq, sql } from "drizzle-orm";
import { bookingModesFor, type BookingMode } from "../../../domain/booking-modes.ts";
import { translate } from "../../../domain/i18n/index.ts";
import type { RequestContext, SessionUser } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { carts, cartEntries, users } from "../../db/schema/index.ts";
import { sessionUserColumns, sessionUserOf, type SessionData } from "../auth/sessions.ts";

/**
 * The carts an agent session works on (decision 0063): the cart a session starts on (the
 * customer's own cart of a code) and bind cart (a visitor's basket of this site, or the
 * customer's own saved cart, becomes the customer's active cart). Never another customer's cart:
 * a code that is not one of these answers like an unknown code.
 */

/** The customer as their own session would carry them (home unit, prices, language). */
export async function customerSessionUser(db: DbOrTx, customerId: number): Promise<SessionUser | null> {
  const [row] = await db.select(sessionUserColumns).from(users).where(eq(users.id, customerId));
  return row ? sessionUserOf(row) : null;
}

export interface AgentCart {
  id: number;
  code: string;
  mode: BookingMode;
  /** Where it comes from: already the customer's active cart, one of their saved carts, or a visitor's basket. */
  source: "active" | "savedCart" | "guest";
}

/**
 * The cart of `code` the customer may be given on this site: their active cart or a saved cart
 * of their home unit (not deleted, not uploading), or, when `guests` is set, a visitor's basket of
 * this site; always of a booking mode the customer has. Null for anything else.
 */
export async function findAgentCart(db: DbOrTx, ctx: Pick<RequestContext, "site">, customer: SessionUser, code: string, guests: boolean): Promise<AgentCart | null> {
  const modes = bookingModesFor(customer.kind);
  if (modes.length === 0) return null;
  const owned = sql`${carts.userId} = ${customer.id} and coalesce(${carts.unitId}, 0) = ${customer.unitId ?? 0}
    and (${carts.kind} = 'cart' or (${carts.kind} = 'savedCart' and ${carts.deletedAt} is null and ${carts.importStatus} is distinct from 'uploading'))`;
  const guest = guests ? sql` or (${carts.userId} is null and ${carts.guestSessionHash} is not null and ${carts.kind} = 'cart')` : sql``;
  const [row] = await db
    .select({ id: carts.id, code: carts.code, mode: carts.mode, kind: carts.kind, userId: carts.userId })
    .from(carts)
    .where(
      and(
        eq(carts.code, code),
        eq(carts.siteId, ctx.site.id),
        eq(carts.status, "active"),
        sql`${carts.mode} in (${sql.join(modes.map((m) => sql`${m}`), sql`, `)})`,
        sql`(${owned}${guest})`,
      ),
    );
  if (!row) return null;
  const source = row.userId === null ? "guest" : row.kind === "cart" ? "active" : "savedCart";
  return { id: row.id, code: row.code, mode: row.mode, source };
}

/**
 * Makes `cart` the customer's active cart of its booking mode, in the caller's transaction. The
 * active cart it replaces is kept as a saved cart named by its code ("Cart 12345678"); one
 * without lines is kept deleted, so the daily purge removes it. Answers the kept cart's code.
 */
export async function makeActiveCart(tx: DbOrTx, ctx: Pick<RequestContext, "site" | "now" | "language">, customer: SessionUser, cart: AgentCart): Promise<{ keptAsSaved: string | null }> {
  if (cart.source === "active") return { keptAsSaved: null };
  const [current] = await tx
    .select({ id: carts.id, code: carts.code })
    .from(carts)
    .where(
      and(
        eq(carts.userId, customer.id),
        sql`coalesce(${carts.unitId}, 0) = ${customer.unitId ?? 0}`,
        eq(carts.siteId, ctx.site.id),
        eq(carts.mode, cart.mode),
        eq(carts.status, "active"),
        eq(carts.kind, "cart"),
      ),
    )
    .for("update");
  if (current) {
    const live = await tx.select({ id: cartEntries.id }).from(cartEntries).where(and(eq(cartEntries.cartId, current.id), eq(cartEntries.deleted, false), sql`${cartEntries.quantity} > 0`)).limit(1);
    await tx
      .update(carts)
      .set({ kind: "savedCart", name: translate(ctx.language, "header.miniCart.cartCode", { code: current.code }), savedAt: ctx.now, deletedAt: live.length > 0 ? null : ctx.now, updatedAt: ctx.now, version: sql`${carts.version} + 1` })
      .where(eq(carts.id, current.id));
  }
  await tx
    .update(carts)
    .set({ kind: "cart", userId: customer.id, guestSessionHash: null, unitId: customer.unitId, name: null, description: null, savedAt: null, updatedAt: ctx.now, version: sql`${carts.version} + 1` })
    .where(eq(carts.id, cart.id));
  return { keptAsSaved: current?.code ?? null };
}

/** The session data that makes `cart` the session's cart (decision 0018's remembered cart). */
export function sessionDataFor(cart: AgentCart | null): SessionData {
  return cart ? { bookingMode: cart.mode, carts: { [cart.mode]: cart.id } } : {};
}
