import { and, eq, sql } from "drizzle-orm";
import type { BookingMode } from "../../../domain/booking-modes.ts";
import type { ListKind } from "../../../domain/lists.ts";
import { isCurrency, type Currency } from "../../../domain/sites.ts";
import type { RequestContext } from "../../context.ts";
import { carts } from "../../db/schema/index.ts";
import { insertCartRow } from "./cart-code.ts";

export interface CartRef {
  id: number;
  /** The public 8-digit code (decision 0061). */
  code: string;
  mode: BookingMode;
  currency: Currency;
  version: number;
}

export type ActiveCartResult = { ok: true; cart: CartRef } | { ok: false; reason: "signedOut" | "noBookingMode" | "none" };

const cartColumns = { id: carts.id, code: carts.code, mode: carts.mode, currency: carts.currency, version: carts.version };

/**
 * The active cart (or quick order, decision 0056) of the session's user, unit, site and booking mode, created on first use.
 * Usually one statement (the cart exists). Race-safe: two requests creating it at once both end
 * with the same row (the partial unique index `carts_one_active_idx` lets one insert through, the
 * other reads it after the insert found the conflict).
 */
export async function activeCart(
  ctx: Pick<RequestContext, "db" | "user" | "bookingMode" | "site" | "now">,
  kind: Extract<ListKind, "cart" | "quickOrder"> = "cart",
  options: { create?: boolean } = {},
): Promise<ActiveCartResult> {
  const user = ctx.user;
  if (!user) return { ok: false, reason: "signedOut" };
  const mode = ctx.bookingMode;
  if (!mode) return { ok: false, reason: "noBookingMode" };
  // Orders are placed in the site's currency; the currency choice only changes what is displayed.
  const currency = ctx.site.defaultCurrency;
  const find = async () =>
    (
      await ctx.db
        .select(cartColumns)
        .from(carts)
        .where(
          and(
            eq(carts.userId, user.id),
            sql`coalesce(${carts.unitId}, 0) = ${user.unitId ?? 0}`,
            eq(carts.siteId, ctx.site.id),
            eq(carts.mode, mode),
            eq(carts.status, "active"),
            eq(carts.kind, kind),
          ),
        )
    )[0];
  if (options.create === false) {
    const found = await find();
    return found ? { ok: true, cart: { ...found, currency: isCurrency(found.currency) ? found.currency : currency } } : { ok: false, reason: "none" };
  }
  // Nothing written: the code was taken (drawn again), or another request made the cart first (found).
  const row = (await find()) ?? (await insertCartRow(ctx.db, { userId: user.id, unitId: user.unitId, siteId: ctx.site.id, mode, kind, currency, createdAt: ctx.now, updatedAt: ctx.now }, find));
  return { ok: true, cart: { ...row, currency: isCurrency(row.currency) ? row.currency : currency } };
}
