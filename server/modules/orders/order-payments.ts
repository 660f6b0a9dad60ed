import { and, eq } from "drizzle-orm";
import type { Currency } from "../../../domain/sites.ts";
import type { RequestContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { orderPayments } from "../../db/schema/index.ts";
import type { WalletCaptureRefusal } from "../../integrations/wallet/port.ts";
import type { CheckoutState } from "../checkout/checkout-state.ts";
import { debitGiftCard } from "./gift-card-debit.ts";
import type { OrderPaymentRow } from "./order-rows.ts";
import type { CardAuthorization, ProviderPayments } from "./provider-payments.ts";

/** The token object the card form keeps in hidden fields (shopping-flow §3). */
export interface CardTokenFields {
  token: string;
  maskedCardNo: string;
  toBeExpiredAt: string;
  isSecurityCodeSet: boolean;
}

/** How the Complete-order form pays by card: a new card's token (to be saved or not), or a saved card (decision 0029). */
export interface CardPaymentBody {
  card?: CardTokenFields;
  saveCard?: boolean;
  savedCardId?: string;
}

export type PaymentRefusal =
  | { kind: "giftCardBalance" }
  | { kind: "paymentUnavailable"; paymentType: string }
  | { kind: "cardMissing" }
  | { kind: "savedCardUnknown" }
  | { kind: "savedCardExpired" }
  | { kind: "cardDeclined"; code: string; message: string }
  | { kind: "totalChanged" }
  | { kind: "walletTotalChanged"; approvedMinor: number; remainingMinor: number; currency: Currency }
  | { kind: "walletRefused"; reason: WalletCaptureRefusal };

export class PaymentRefused extends Error {
  constructor(readonly refusal: PaymentRefusal) {
    super(refusal.kind);
  }
}

/**
 * The means of payment inside the order's transaction: the gift-card part first (`giftCardMinor`),
 * then `restMinor` by the chosen type, with the card authorized or the wallet captured for
 * exactly that amount before the transaction.
 */
export async function takePayments(tx: DbOrTx, checkout: CheckoutState, amounts: { giftCardMinor: number; restMinor: number }, provider: ProviderPayments): Promise<OrderPaymentRow[]> {
  const rows: OrderPaymentRow[] = [];
  const { giftCardMinor, restMinor } = amounts;
  if (checkout.giftCard && giftCardMinor > 0) {
    const debit = await debitGiftCard(tx, checkout.giftCard.id, giftCardMinor);
    if (!debit.ok) throw new PaymentRefused({ kind: "giftCardBalance" });
    rows.push({ kind: "GIFTCARD", status: "charged", amountMinor: giftCardMinor, providerReference: null, displayReference: null, giftCardId: checkout.giftCard.id });
  }
  if (restMinor === 0 && rows.length > 0) return rows;
  const type = checkout.paymentType ?? "";
  if (type === "ACCOUNT") {
    rows.push({ kind: "ACCOUNT", status: "charged", amountMinor: restMinor, providerReference: null, displayReference: checkout.costCentre?.code ?? null, giftCardId: null });
  } else if (type === "CARD") {
    const card = provider.card;
    if (!card) throw new PaymentRefused({ kind: "cardMissing" });
    // The cart changed between the authorization and the lock: the customer must see the new total.
    if (card.amountMinor !== restMinor) throw new PaymentRefused({ kind: "totalChanged" });
    rows.push({ kind: "CARD", status: "authorized", amountMinor: restMinor, providerReference: card.authorizationId, displayReference: card.maskedCardNo, giftCardId: null });
  } else if (type === "WALLET") {
    const wallet = provider.wallet;
    if (!wallet) throw new PaymentRefused({ kind: "walletRefused", reason: "notApproved" });
    if (wallet.amountMinor !== restMinor) throw new PaymentRefused({ kind: "totalChanged" });
    rows.push({ kind: "WALLET", status: "captured", amountMinor: restMinor, providerReference: wallet.captureId, displayReference: null, giftCardId: null });
  } else {
    throw new PaymentRefused({ kind: "paymentUnavailable", paymentType: type });
  }
  return rows;
}

/**
 * Captures the card payment of an order that committed (decision 0025). A capture the provider
 * refuses leaves the payment authorized (the money stays held) and is logged for the back office.
 */
export async function captureCardPayment(ctx: Pick<RequestContext, "deps" | "db" | "log">, card: Pick<CardAuthorization, "authorizationId" | "amountMinor">): Promise<boolean> {
  const captured = await ctx.deps.cardProvider.capture(card.authorizationId, card.amountMinor);
  if (!captured.ok && captured.reason !== "alreadyCaptured") {
    ctx.log.error({ authorizationId: card.authorizationId, reason: captured.reason }, "card capture after placement refused; the payment stays authorized");
    return false;
  }
  await ctx.db
    .update(orderPayments)
    .set({ status: "captured" })
    .where(and(eq(orderPayments.providerReference, card.authorizationId), eq(orderPayments.status, "authorized")));
  return true;
}
