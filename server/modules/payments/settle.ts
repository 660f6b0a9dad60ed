import { and, eq, inArray, lte } from "drizzle-orm";
import { LIVE_INTENT_STATES, releaseOf, type ProviderHolding } from "../../../domain/payment-intent.ts";
import type { DbOrTx } from "../../db/client.ts";
import { orderPayments, paymentIntents, savedCards } from "../../db/schema/index.ts";
import { intentColumns, type PaymentContext, type PaymentIntent } from "./intent-rows.ts";

/** What the provider holds for an intent, asked by the intent's own key (the answer may have been lost). */
async function holdingOf(ctx: PaymentContext, intent: PaymentIntent): Promise<{ holding: ProviderHolding; reference: string | null }> {
  if (intent.provider === "card") {
    const found = await ctx.deps.cardProvider.findAuthorization(intent.providerKey);
    if (!found || found.status === "declined") return { holding: "nothing", reference: null };
    return { holding: found.status, reference: found.authorizationId };
  }
  const payment = intent.walletPaymentId ? await ctx.deps.wallet.payment(intent.walletPaymentId) : null;
  if (payment?.status === "captured" || payment?.status === "refunded") return { holding: payment.status, reference: payment.captureId };
  return { holding: "nothing", reference: null };
}

/** The order whose payments carry this provider reference, if any. */
export async function orderCarrying(db: DbOrTx, reference: string): Promise<number | null> {
  const [row] = await db.select({ orderId: orderPayments.orderId }).from(orderPayments).where(eq(orderPayments.providerReference, reference)).limit(1);
  return row?.orderId ?? null;
}

async function endIntent(ctx: PaymentContext, intentId: number, set: Partial<typeof paymentIntents.$inferInsert>): Promise<void> {
  await ctx.db
    .update(paymentIntents)
    .set({ ...set, updatedAt: ctx.now })
    .where(and(eq(paymentIntents.id, intentId), eq(paymentIntents.state, "releasing")));
}

/** A card the provider stored with a released authorization is forgotten unless the user keeps it as a saved card. */
async function forgetStoredCard(ctx: PaymentContext, intent: PaymentIntent): Promise<void> {
  if (!intent.storedMethodId || !intent.shopperReference) return;
  const [kept] = await ctx.db
    .select({ id: savedCards.id })
    .from(savedCards)
    .where(and(eq(savedCards.userId, intent.userId), eq(savedCards.providerMethodId, intent.storedMethodId)));
  if (!kept) await ctx.deps.cardProvider.disableStoredPaymentMethod(intent.shopperReference, intent.storedMethodId);
}

export type ReleaseOutcome = "released" | "attached" | "notLive" | "stuck";

/**
 * Gives back what the provider holds for an intent no order carries (decision 0039): claims it
 * (`releasing`, committed, so a placement can no longer attach it), asks the provider what it
 * holds under the intent's key, and voids or refunds that. Where an order does carry the money
 * (its transaction committed, the answer was lost), the intent is put on that order instead.
 * Every step may be repeated: voiding a voided authorization and refunding a refunded capture
 * answer ok, and a release a crash interrupted is taken over as it stands.
 */
export async function releaseIntent(ctx: PaymentContext, intentId: number): Promise<ReleaseOutcome> {
  const [intent] = await ctx.db
    .update(paymentIntents)
    .set({ state: "releasing", updatedAt: ctx.now })
    .where(and(eq(paymentIntents.id, intentId), inArray(paymentIntents.state, [...LIVE_INTENT_STATES])))
    .returning(intentColumns);
  if (!intent) return "notLive";
  const { holding, reference } = await holdingOf(ctx, intent);
  const orderId = reference ? await orderCarrying(ctx.db, reference) : null;
  if (orderId !== null) {
    await endIntent(ctx, intent.id, { state: "attached", orderId, providerReference: reference });
    return "attached";
  }
  const release = releaseOf(holding);
  if (release.call === "void" && reference) {
    const voided = await ctx.deps.cardProvider.void(reference);
    if (!voided.ok) return stuck(ctx, intent, voided.message);
  } else if (release.call === "refund" && reference) {
    if (intent.provider === "card") return stuck(ctx, intent, "a captured card payment carried by no order");
    const refunded = await ctx.deps.wallet.refund(reference);
    if (!refunded.ok) return stuck(ctx, intent, refunded.message);
  }
  if (intent.provider === "card" && holding !== "nothing") await forgetStoredCard(ctx, intent);
  await endIntent(ctx, intent.id, { state: release.ends, providerReference: reference ?? intent.providerReference });
  return "released";
}

function stuck(ctx: PaymentContext, intent: PaymentIntent, reason: string): ReleaseOutcome {
  // Left `releasing`: the next recovery run tries again, and the back office sees the log.
  ctx.log.error({ intentId: intent.id, provider: intent.provider, reason }, "payment intent could not be given back at the provider");
  return "stuck";
}

/** Intents recovery looks at: live, and unchanged for at least the grace period. */
export async function staleLiveIntents(db: DbOrTx, olderThan: Date, limit: number): Promise<PaymentIntent[]> {
  return db
    .select(intentColumns)
    .from(paymentIntents)
    .where(and(inArray(paymentIntents.state, [...LIVE_INTENT_STATES]), lte(paymentIntents.updatedAt, olderThan)))
    .orderBy(paymentIntents.updatedAt)
    .limit(limit);
}
