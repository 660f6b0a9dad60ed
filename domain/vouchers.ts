/**
 * Voucher rules (shopping-flow §5 "voucher code trimmed and non-empty"; decision 0019), shared by
 * the cart page, which checks the code before posting, and the server, which decides.
 *
 * - A code is trimmed, upper-cased (NFKC, so full-width input from a Japanese keyboard matches)
 *   and must be 1–32 letters, digits, "-" or "_".
 * - A voucher is valid from `validFrom` (inclusive) to `validTo` (exclusive; null = open-ended).
 * - The minimum order value is compared with the cart's goods value before discounts, in the
 *   voucher's currency.
 * - A percentage is stored in basis points (1000 = 10 %); the discount is rounded half up to a
 *   whole minor unit (so yen stay whole). An absolute discount is minor units of its currency.
 *   A discount never exceeds what is left of the goods value.
 */
import type { Currency } from "./sites.ts";

export const VOUCHER_CODE_MAX_LENGTH = 32;
const CODE_PATTERN = /^[A-Z0-9_-]+$/;

export const VOUCHER_KINDS = ["percent", "absolute"] as const;
export type VoucherKind = (typeof VOUCHER_KINDS)[number];

export type VoucherCodeProblem = "empty" | "tooLong" | "badCharacters";

export type NormalisedVoucherCode = { ok: true; code: string } | { ok: false; problem: VoucherCodeProblem };

export function normaliseVoucherCode(raw: string): NormalisedVoucherCode {
  const code = raw.normalize("NFKC").trim().toUpperCase();
  if (code === "") return { ok: false, problem: "empty" };
  if (code.length > VOUCHER_CODE_MAX_LENGTH) return { ok: false, problem: "tooLong" };
  if (!CODE_PATTERN.test(code)) return { ok: false, problem: "badCharacters" };
  return { ok: true, code };
}

/** A voucher as the rules see it (the server reads it from `vouchers`). */
export interface VoucherTerms {
  kind: VoucherKind;
  /** percent: basis points (1000 = 10 %); absolute: minor units of `currency`. */
  value: number;
  /** Currency of an absolute value and of the minimum order; null for a percentage without minimum. */
  currency: Currency | null;
  minOrderMinor: number;
  validFrom: Date;
  /** Exclusive end; null = no end. */
  validTo: Date | null;
}

/** Why a voucher cannot take effect on a cart (usage limits are checked atomically by the server). */
export type VoucherRefusal = "notYetValid" | "expired" | "wrongCurrency" | "belowMinimum";

export function voucherRefusal(terms: VoucherTerms, cart: { now: Date; currency: Currency; goodsMinor: number }): VoucherRefusal | null {
  if (cart.now.getTime() < terms.validFrom.getTime()) return "notYetValid";
  if (terms.validTo && cart.now.getTime() >= terms.validTo.getTime()) return "expired";
  if (terms.currency !== null && terms.currency !== cart.currency) return "wrongCurrency";
  if (cart.goodsMinor < terms.minOrderMinor) return "belowMinimum";
  return null;
}

/** The discount of one voucher on `goodsMinor` (≥ 0), rounded half up to a whole minor unit. */
export function voucherDiscountMinor(terms: Pick<VoucherTerms, "kind" | "value">, goodsMinor: number): number {
  if (goodsMinor <= 0) return 0;
  const raw = terms.kind === "percent" ? Math.floor((goodsMinor * terms.value + 5_000) / 10_000) : terms.value;
  return Math.max(0, Math.min(raw, goodsMinor));
}

/**
 * The discount of every voucher on a cart, in the order they were applied: each is computed on
 * the goods value (vouchers do not compound) and the sum is capped at the goods value. A voucher
 * whose terms no longer hold (expired, cart now below its minimum) gives 0 and says why.
 */
export function cartVoucherDiscounts<T extends VoucherTerms>(
  vouchers: readonly T[],
  cart: { now: Date; currency: Currency; goodsMinor: number },
): { discounts: { voucher: T; discountMinor: number; refusal: VoucherRefusal | null }[]; totalMinor: number } {
  let left = Math.max(0, cart.goodsMinor);
  const discounts = vouchers.map((voucher) => {
    const refusal = voucherRefusal(voucher, cart);
    const discountMinor = refusal ? 0 : Math.min(voucherDiscountMinor(voucher, cart.goodsMinor), left);
    left -= discountMinor;
    return { voucher, discountMinor, refusal };
  });
  return { discounts, totalMinor: Math.max(0, cart.goodsMinor) - left };
}

/** A percentage voucher's value in basis points, written the locale's way ("10%" in English, "10 %" in Spanish). */
export function formatVoucherPercent(basisPoints: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 }).format(basisPoints / 10_000);
}
