import { and, eq, sql } from "drizzle-orm";
import { isCurrency } from "../../../domain/sites.ts";
import { normaliseVoucherCode, voucherRefusal, type VoucherCodeProblem, type VoucherRefusal } from "../../../domain/vouchers.ts";
import { withDb, type RequestContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { cartVouchers, carts, vouchers } from "../../db/schema/index.ts";
import type { CartRef } from "../cart/active-cart.ts";
import { pricedCartView } from "../cart-prices/goods.ts";
import { voucherTermColumns } from "./discount.ts";

/** Why a voucher was not applied or released; each has a text `voucher.alert.{reason}`. */
export type VoucherFailure = VoucherCodeProblem | VoucherRefusal | "notFound" | "usedUp" | "customerLimit" | "notApplied" | "cartOrdered";

export type VoucherChange = { ok: true; code: string; changed: boolean } | { ok: false; code: string; reason: VoucherFailure };

/** Thrown inside the transaction to roll back the usage increment. */
class VoucherRefused extends Error {
  constructor(readonly reason: VoucherFailure) {
    super(reason);
  }
}

/**
 * The cart row, locked for the rest of the transaction (the same lock every cart change takes
 * first); false when the cart was ordered meanwhile. An ordered cart's vouchers belong to its
 * order: releasing one then would give back a use the order keeps.
 */
async function lockActiveCart(tx: DbOrTx, cartId: number): Promise<boolean> {
  const [row] = await tx.select({ id: carts.id }).from(carts).where(and(eq(carts.id, cartId), eq(carts.status, "active"))).for("update");
  return row !== undefined;
}

async function findVoucher(tx: DbOrTx, siteId: string, code: string) {
  const [voucher] = await tx
    .select({ id: vouchers.id, ...voucherTermColumns, perCustomerLimit: vouchers.perCustomerLimit })
    .from(vouchers)
    .where(and(eq(vouchers.siteId, siteId), eq(vouchers.code, code)));
  return voucher;
}

/**
 * Applies a voucher to the session's active cart. Lock order: the cart row, then the voucher row
 * (through the conditional increment), so every path takes them in the same order.
 *
 * The usage limit holds under concurrency because the increment is one conditional UPDATE
 * (`used_count < usage_limit`): on PostgreSQL the second of two racing transactions waits for
 * the first one's row lock, then re-checks the condition on the committed row and updates
 * nothing. The per-customer count runs after the increment, under that same row lock.
 */
export async function applyVoucher(ctx: RequestContext, cart: CartRef, rawCode: string): Promise<VoucherChange> {
  const normalised = normaliseVoucherCode(rawCode);
  if (!normalised.ok) return { ok: false, code: rawCode.trim(), reason: normalised.problem };
  const code = normalised.code;
  const user = ctx.user;
  if (!user) throw new Error("applyVoucher needs a signed-in user");
  try {
    return await ctx.db.transaction(async (tx) => {
      if (!(await lockActiveCart(tx, cart.id))) return { ok: false, code, reason: "cartOrdered" } as const;
      const voucher = await findVoucher(tx, ctx.site.id, code);
      if (!voucher) return { ok: false, code, reason: "notFound" } as const;
      const [held] = await tx
        .select({ id: cartVouchers.id })
        .from(cartVouchers)
        .where(and(eq(cartVouchers.cartId, cart.id), eq(cartVouchers.voucherId, voucher.id)));
      // Applying twice (a double submit) is not an error and does not use the voucher again.
      if (held) return { ok: true, code, changed: false } as const;

      const { view } = await pricedCartView(withDb(ctx, tx), cart);
      const refusal = voucherRefusal(
        { ...voucher, currency: isCurrency(voucher.currency) ? voucher.currency : null },
        { now: ctx.now, currency: cart.currency, goodsMinor: view.totals.totalMinor },
      );
      if (refusal) return { ok: false, code, reason: refusal } as const;

      const [counted] = await tx
        .update(vouchers)
        .set({ usedCount: sql`${vouchers.usedCount} + 1` })
        .where(and(eq(vouchers.id, voucher.id), sql`(${vouchers.usageLimit} is null or ${vouchers.usedCount} < ${vouchers.usageLimit})`))
        .returning({ id: vouchers.id });
      if (!counted) return { ok: false, code, reason: "usedUp" } as const;

      if (voucher.perCustomerLimit !== null) {
        // The customer is the unit (B2B) or the user (consumers, who have none).
        const held = await tx.execute<{ n: number }>(sql`
          select count(*)::int as n from cart_vouchers cv join carts c on c.id = cv.cart_id
          where cv.voucher_id = ${voucher.id}
            and ${user.unitId === null ? sql`c.unit_id is null and c.user_id = ${user.id}` : sql`c.unit_id = ${user.unitId}`}`);
        if ((held.rows[0]?.n ?? 0) >= voucher.perCustomerLimit) throw new VoucherRefused("customerLimit");
      }
      await tx.insert(cartVouchers).values({ cartId: cart.id, voucherId: voucher.id, appliedBy: user.id, appliedAt: ctx.now });
      await tx.update(carts).set({ updatedAt: ctx.now }).where(eq(carts.id, cart.id));
      return { ok: true, code, changed: true } as const;
    });
  } catch (error) {
    if (error instanceof VoucherRefused) return { ok: false, code, reason: error.reason };
    throw error;
  }
}

/** Takes a voucher off the session's active cart and gives its use back. */
export async function releaseVoucher(ctx: Pick<RequestContext, "db" | "site" | "now">, cart: CartRef, rawCode: string): Promise<VoucherChange> {
  const normalised = normaliseVoucherCode(rawCode);
  if (!normalised.ok) return { ok: false, code: rawCode.trim(), reason: normalised.problem };
  const code = normalised.code;
  return ctx.db.transaction(async (tx) => {
    if (!(await lockActiveCart(tx, cart.id))) return { ok: false, code, reason: "cartOrdered" } as const;
    const voucher = await findVoucher(tx, ctx.site.id, code);
    if (!voucher) return { ok: false, code, reason: "notApplied" } as const;
    const [removed] = await tx
      .delete(cartVouchers)
      .where(and(eq(cartVouchers.cartId, cart.id), eq(cartVouchers.voucherId, voucher.id)))
      .returning({ id: cartVouchers.id });
    if (!removed) return { ok: false, code, reason: "notApplied" } as const;
    await tx.update(vouchers).set({ usedCount: sql`${vouchers.usedCount} - 1` }).where(eq(vouchers.id, voucher.id));
    await tx.update(carts).set({ updatedAt: ctx.now }).where(eq(carts.id, cart.id));
    return { ok: true, code, changed: true } as const;
  });
}
