import { asc, eq } from "drizzle-orm";
import { isCurrency, type Currency } from "../../../domain/sites.ts";
import { cartVoucherDiscounts, type VoucherKind, type VoucherRefusal } from "../../../domain/vouchers.ts";
import type { RequestContext } from "../../context.ts";
import { cartVouchers, vouchers } from "../../db/schema/index.ts";

/** The columns the voucher rules (`domain/vouchers.ts`) read. */
export const voucherTermColumns = {
  kind: vouchers.kind,
  value: vouchers.value,
  currency: vouchers.currency,
  minOrderMinor: vouchers.minOrderMinor,
  validFrom: vouchers.validFrom,
  validTo: vouchers.validTo,
};

export interface CartVoucherDiscount {
  code: string;
  kind: VoucherKind;
  /** percent: basis points; absolute: minor units of the cart's currency. */
  value: number;
  discountMinor: number;
  /** Why the voucher gives nothing right now (cart below its minimum, expired), else null. */
  refusal: VoucherRefusal | null;
}

export interface CartVoucherDiscounts {
  vouchers: CartVoucherDiscount[];
  totalMinor: number;
}

/**
 * The vouchers held by a cart and what each takes off `goodsMinor` (the cart's goods value:
 * `view.totals.totalMinor` of the priced cart view), in the order they were applied. Totals call this.
 */
export async function cartVoucherDiscount(
  ctx: Pick<RequestContext, "db" | "now">,
  cart: { id: number; currency: Currency },
  goodsMinor: number,
): Promise<CartVoucherDiscounts> {
  const rows = await ctx.db
    .select({ code: vouchers.code, ...voucherTermColumns })
    .from(cartVouchers)
    .innerJoin(vouchers, eq(vouchers.id, cartVouchers.voucherId))
    .where(eq(cartVouchers.cartId, cart.id))
    .orderBy(asc(cartVouchers.appliedAt), asc(cartVouchers.id));
  const terms = rows.map((r) => ({ ...r, currency: isCurrency(r.currency) ? r.currency : null }));
  const result = cartVoucherDiscounts(terms, { now: ctx.now, currency: cart.currency, goodsMinor });
  return {
    vouchers: result.discounts.map((d) => ({
      code: d.voucher.code,
      kind: d.voucher.kind,
      value: d.voucher.value,
      discountMinor: d.discountMinor,
      refusal: d.refusal,
    })),
    totalMinor: result.totalMinor,
  };
}
