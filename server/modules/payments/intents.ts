import { and, eq, inArray } from "drizzle-orm";
import { isLiveIntent, LIVE_INTENT_STATES, liveIntentStep, type PaymentIntentProvider, type PaymentIntentState } from "../../../domain/payment-intent.ts";
import type { Currency } from "../../../domain/sites.ts";
import type { DbOrTx } from "../../db/client.ts";
import { carts, paymentIntents } from "../../db/schema/index.ts";
import { intentColumns, type PaymentContext, type PaymentIntent } from "./intent-rows.ts";
import { releaseIntent } from "./settle.ts";

export interface IntentRequest {
  userId: number;
  cartId: number;
  placementKey: string;
  provider: PaymentIntentProvider;
  providerKey: string;
  amountMinor: number;
  currency: Currency;
  walletPaymentId?: string;
}

/**
 * Why an intent could not be opened: the cart was ordered (by the request whose intent this one
 * waited for), another window is still paying for it, or this very attempt already ended (its
 * money was given back, so the provider will not take it again under the same key).
 */
export type IntentRefusal = { kind: "cartOrdered" } | { kind: "cartBusy" } | { kind: "attemptSpent"; state: PaymentIntentState };

export type OpenedIntent = { ok: true; intent: PaymentIntent } | { ok: false; refusal: IntentRefusal };

/** How long a placement waits for another request's live intent of its cart to end (at most the grace period). */
const WAIT_FOR_OTHER_MS = 15_000;
const POLL_MS = 50;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function cartIsActive(db: DbOrTx, cartId: number): Promise<boolean> {
  const [row] = await db.select({ status: carts.status }).from(carts).where(eq(carts.id, cartId));
  return row?.status === "active";
}

async function intentByKey(db: DbOrTx, provider: PaymentIntentProvider, providerKey: string): Promise<PaymentIntent | undefined> {
  const [row] = await db
    .select(intentColumns)
    .from(paymentIntents)
    .where(and(eq(paymentIntents.provider, provider), eq(paymentIntents.providerKey, providerKey)));
  return row;
}

async function liveIntentOfCart(db: DbOrTx, cartId: number): Promise<PaymentIntent | undefined> {
  const [row] = await db
    .select(intentColumns)
    .from(paymentIntents)
    .where(and(eq(paymentIntents.cartId, cartId), inArray(paymentIntents.state, [...LIVE_INTENT_STATES])));
  return row;
}

async function waitUntilEnded(db: DbOrTx, intentId: number, deadline: number): Promise<boolean> {
  while (Date.now() < deadline) {
    const [row] = await db.select({ state: paymentIntents.state }).from(paymentIntents).where(eq(paymentIntents.id, intentId));
    if (!row || !isLiveIntent(row.state)) return true;
    await sleep(POLL_MS);
  }
  return false;
}

/**
 * Writes the intent of one provider operation down, committed, before the provider is called
 * (decision 0039). The same attempt again (a double submit with the same key) gets its intent
 * back; the provider then answers the same operation. Another attempt on a cart with a live
 * intent waits for the request that owns it while it may still run, and gives it back first when
 * a crash left it (older than the grace period), so a retry never takes the money twice.
 */
export async function openIntent(ctx: PaymentContext, request: IntentRequest): Promise<OpenedIntent> {
  const deadline = Date.now() + Math.min(WAIT_FOR_OTHER_MS, ctx.deps.config.providers.paymentGraceMs);
  for (;;) {
    if (!(await cartIsActive(ctx.db, request.cartId))) return { ok: false, refusal: { kind: "cartOrdered" } };
    const [inserted] = await ctx.db
      .insert(paymentIntents)
      .values({ ...request, walletPaymentId: request.walletPaymentId ?? null, createdAt: ctx.now, updatedAt: ctx.now })
      .onConflictDoNothing()
      .returning(intentColumns);
    if (inserted) return { ok: true, intent: inserted };
    const same = await intentByKey(ctx.db, request.provider, request.providerKey);
    if (same && same.state === "attached") return { ok: false, refusal: { kind: "cartOrdered" } };
    if (same && !isLiveIntent(same.state)) return { ok: false, refusal: { kind: "attemptSpent", state: same.state } };
    const live = same ?? (await liveIntentOfCart(ctx.db, request.cartId));
    if (!live) continue;
    const grace = ctx.deps.config.providers.paymentGraceMs;
    const ageMs = ctx.now.getTime() - live.updatedAt.getTime();
    // A release under way is waited for; one a crash left half done is taken over.
    const step = live.state === "releasing" ? (ageMs >= grace ? "releaseFirst" : "wait") : liveIntentStep({ providerKey: live.providerKey, ageMs }, request, grace);
    if (step === "reuse") return { ok: true, intent: live };
    if (step === "releaseFirst") {
      await releaseIntent(ctx, live.id);
      continue;
    }
    if (!(await waitUntilEnded(ctx.db, live.id, deadline))) return { ok: false, refusal: { kind: "cartBusy" } };
  }
}

/**
 * Notes what the provider took: `recorded` (also when a double submit's twin recorded it, or its
 * order already carries it). `released`: the intent is being given back by someone else, who
 * found the money under the intent's key. `orphaned`: recovery gave the intent up as having taken
 * nothing (the request outlived the grace period): the caller must give the money back itself.
 */
export async function recordTaken(
  ctx: PaymentContext,
  intentId: number,
  taken: { state: "authorized" | "captured"; providerReference: string; storedMethodId?: string | null; shopperReference?: string | null },
): Promise<"recorded" | "released" | "orphaned"> {
  const updated = await ctx.db
    .update(paymentIntents)
    .set({ ...taken, updatedAt: ctx.now })
    .where(and(eq(paymentIntents.id, intentId), eq(paymentIntents.state, "pending")))
    .returning({ id: paymentIntents.id });
  if (updated.length > 0) return "recorded";
  const [row] = await ctx.db
    .select({ state: paymentIntents.state, providerReference: paymentIntents.providerReference })
    .from(paymentIntents)
    .where(eq(paymentIntents.id, intentId));
  if (!row || row.state === "failed") return "orphaned";
  const sameMoney = row.providerReference === taken.providerReference;
  return sameMoney && (row.state === taken.state || row.state === "attached") ? "recorded" : "released";
}

/** The provider refused: nothing was taken. */
export async function recordRefused(ctx: PaymentContext, intentId: number): Promise<void> {
  await ctx.db
    .update(paymentIntents)
    .set({ state: "failed", updatedAt: ctx.now })
    .where(and(eq(paymentIntents.id, intentId), eq(paymentIntents.state, "pending")));
}

/**
 * Puts the intent on its order, inside the order's transaction: the order and the money it
 * carries commit together. False when recovery is giving the money back meanwhile.
 */
export async function attachIntent(tx: DbOrTx, intentId: number, orderId: number, now: Date): Promise<boolean> {
  const updated = await tx
    .update(paymentIntents)
    .set({ state: "attached", orderId, updatedAt: now })
    .where(and(eq(paymentIntents.id, intentId), inArray(paymentIntents.state, ["authorized", "captured"])))
    .returning({ id: paymentIntents.id });
  return updated.length > 0;
}
