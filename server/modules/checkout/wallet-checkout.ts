import { and, eq } from "drizzle-orm";
import { paymentTypesFor } from "../../../domain/order-charges.ts";
import type { Currency } from "../../../domain/sites.ts";
import type { RequestContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { cartCheckouts } from "../../db/schema/index.ts";
import { sessionCart } from "../cart/cart-service.ts";
import type { CartFailure } from "../cart/cart-line-input.ts";
import { saveCheckoutChoice } from "./checkout-store.ts";
import { readCheckout } from "./checkout-state.ts";
import { checkoutTotals, giftCardPartOf } from "./checkout-totals.ts";

export type WalletStartFailure = CartFailure | { kind: "notWallet" } | { kind: "nothingToPay" };

export type WalletStartResult =
  | { ok: true; paymentId: string; approveUrl: string; amountMinor: number; currency: Currency }
  | { ok: false; failure: WalletStartFailure };

/** Where the provider sends the payer back (absolute URLs: a real provider is another host). */
export interface WalletReturnUrls {
  returnUrl: string;
  cancelUrl: string;
}

/**
 * Starts the wallet payment of the active cart's checkout (decision 0025): creates a payment at
 * the provider for what the order leaves to pay after the gift card, and records it on the
 * checkout (any earlier approval is replaced). The payer is then sent to `approveUrl`.
 */
export async function startWalletPayment(ctx: RequestContext, urls: WalletReturnUrls): Promise<WalletStartResult> {
  const cart = await sessionCart(ctx);
  if (!cart.ok) return cart;
  const checkout = await readCheckout(ctx.db, cart.value.id);
  const allowed = ctx.user ? paymentTypesFor(ctx.site.id, ctx.user.kind).includes("WALLET") : false;
  if (!allowed || checkout.paymentType !== "WALLET") return { ok: false, failure: { kind: "notWallet" } };
  const totals = await checkoutTotals(ctx, cart.value, checkout, "WALLET");
  const amountMinor = totals.totalWithTaxMinor - giftCardPartOf(checkout, totals.totalWithTaxMinor);
  if (amountMinor <= 0) return { ok: false, failure: { kind: "nothingToPay" } };
  const currency = cart.value.currency;
  const created = await ctx.deps.wallet.createPayment({ amountMinor, currency, reference: `cart-${cart.value.id}`, ...urls });
  await saveCheckoutChoice(
    ctx.db,
    cart.value.id,
    { walletPaymentId: created.paymentId, walletPayerId: null, walletStatus: "created", walletAmountMinor: amountMinor },
    ctx.now,
  );
  return { ok: true, paymentId: created.paymentId, approveUrl: created.approveUrl, amountMinor, currency };
}

export type WalletReturnOutcome = "approved" | "cancelled" | "signedOut" | "unknownPayment" | "notApproved";

/**
 * The payer is back from the provider's page. Only the checkout's own payment counts, and only
 * as the provider reports it: approved by this payer for the amount asked (a hand-made return URL
 * changes nothing), or cancelled.
 */
export async function recordWalletReturn(ctx: RequestContext, back: { paymentId: string; payerId: string | null }): Promise<WalletReturnOutcome> {
  const cart = await sessionCart(ctx);
  if (!cart.ok) return cart.failure.kind === "signedOut" ? "signedOut" : "unknownPayment";
  const wallet = (await readCheckout(ctx.db, cart.value.id)).wallet;
  if (!wallet || wallet.paymentId !== back.paymentId) return "unknownPayment";
  const payment = await ctx.deps.wallet.payment(back.paymentId);
  if (!payment) return "unknownPayment";
  const thisPayment = and(eq(cartCheckouts.cartId, cart.value.id), eq(cartCheckouts.walletPaymentId, back.paymentId));
  if (back.payerId === null) {
    // The cancel URL: a payment the payer approved (or that was captured) stays as it is.
    if (payment.status === "approved" || payment.status === "captured") return "notApproved";
    await ctx.db.update(cartCheckouts).set({ walletStatus: "cancelled", walletPayerId: null, updatedAt: ctx.now }).where(thisPayment);
    return "cancelled";
  }
  if (payment.status !== "approved" || payment.payerId !== back.payerId || payment.amountMinor !== wallet.amountMinor || payment.currency !== cart.value.currency) {
    return "notApproved";
  }
  await ctx.db.update(cartCheckouts).set({ walletStatus: "approved", walletPayerId: back.payerId, updatedAt: ctx.now }).where(thisPayment);
  return "approved";
}

/** Forgets a wallet payment the provider will not take any more (refused or refunded capture). */
export async function forgetWalletPayment(db: DbOrTx, cartId: number, paymentId: string, now: Date): Promise<void> {
  await db
    .update(cartCheckouts)
    .set({ walletPaymentId: null, walletPayerId: null, walletStatus: null, walletAmountMinor: null, updatedAt: now })
    .where(and(eq(cartCheckouts.cartId, cartId), eq(cartCheckouts.walletPaymentId, paymentId)));
}
