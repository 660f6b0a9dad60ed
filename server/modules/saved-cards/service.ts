import { and, desc, eq, sql } from "drizzle-orm";
import { CALENDAR_TIME_ZONES, calendarCountryOf, todayIn } from "../../../domain/business-days.ts";
import { cardExpiryText, isCardExpired } from "../../../domain/saved-cards.ts";
import type { RequestContext } from "../../context.ts";
import { savedCards } from "../../db/schema/index.ts";
import type { StoredPaymentMethod } from "../../integrations/card-provider/port.ts";
import { randomCode } from "../auth/tokens.ts";

/** A saved card as the saved-payments popup lists it (decision 0029). */
export interface SavedCardView {
  /** The card's code: what the page sends to pay with it or remove it. */
  id: string;
  maskedCardNo: string;
  /** The provider's card type code (001 Visa…); null for another scheme. */
  cardType: string | null;
  expiryMonth: number;
  expiryYear: number;
  /** "MM/YY". */
  expiry: string;
  /** Expired cards are listed but cannot pay. */
  expired: boolean;
}

export type SavedCardFailure = "signedOut" | "notFound" | "expired";
export type SavedCardResult<T> = { ok: true; value: T } | { ok: false; failure: SavedCardFailure };

/** A saved card ready to pay with: the provider's method and the shopper it belongs to. */
export interface PayableSavedCard {
  code: string;
  providerMethodId: string;
  shopperReference: string;
  maskedCardNo: string;
}

/** The user's reference at the card provider (its shopper/customer id): stable, and nothing personal. */
export function shopperReferenceOf(userId: number): string {
  return `brim-user-${userId}`;
}

const today = (ctx: RequestContext) => todayIn(CALENDAR_TIME_ZONES[calendarCountryOf(ctx.site.id)], ctx.now);

const columns = {
  code: savedCards.code,
  providerMethodId: savedCards.providerMethodId,
  maskedCardNo: savedCards.maskedCardNo,
  cardType: savedCards.cardType,
  expiryMonth: savedCards.expiryMonth,
  expiryYear: savedCards.expiryYear,
};

/** The signed-in user's saved cards, the last used first (then the newest). */
export async function listSavedCards(ctx: RequestContext): Promise<SavedCardResult<SavedCardView[]>> {
  if (!ctx.user) return { ok: false, failure: "signedOut" };
  const rows = await ctx.db
    .select(columns)
    .from(savedCards)
    .where(eq(savedCards.userId, ctx.user.id))
    .orderBy(sql`${savedCards.lastUsedAt} desc nulls last`, desc(savedCards.createdAt), desc(savedCards.id));
  const on = today(ctx);
  return {
    ok: true,
    value: rows.map((r) => ({ id: r.code, maskedCardNo: r.maskedCardNo, cardType: r.cardType, expiryMonth: r.expiryMonth, expiryYear: r.expiryYear, expiry: cardExpiryText(r), expired: isCardExpired(r, on) })),
  };
}

/**
 * Removes one of the user's saved cards, here and at the provider. Another user's card (or a code
 * that does not exist) is not found, and nothing changes.
 */
export async function removeSavedCard(ctx: RequestContext, code: string): Promise<SavedCardResult<{ id: string }>> {
  const user = ctx.user;
  if (!user) return { ok: false, failure: "signedOut" };
  const [removed] = await ctx.db
    .delete(savedCards)
    .where(and(eq(savedCards.code, code), eq(savedCards.userId, user.id)))
    .returning({ providerMethodId: savedCards.providerMethodId });
  if (!removed) return { ok: false, failure: "notFound" };
  const provider = await ctx.deps.cardProvider.disableStoredPaymentMethod(shopperReferenceOf(user.id), removed.providerMethodId);
  if (!provider.ok) ctx.log.warn({ savedCard: code }, "the card provider no longer knew a removed saved card");
  return { ok: true, value: { id: code } };
}

/** One of the user's saved cards to pay with now: not another user's (notFound), not expired. */
export async function payableSavedCard(ctx: RequestContext, code: string): Promise<SavedCardResult<PayableSavedCard>> {
  const user = ctx.user;
  if (!user) return { ok: false, failure: "signedOut" };
  const [row] = await ctx.db
    .select(columns)
    .from(savedCards)
    .where(and(eq(savedCards.code, code), eq(savedCards.userId, user.id)));
  if (!row) return { ok: false, failure: "notFound" };
  if (isCardExpired(row, today(ctx))) return { ok: false, failure: "expired" };
  return { ok: true, value: { code: row.code, providerMethodId: row.providerMethodId, shopperReference: shopperReferenceOf(user.id), maskedCardNo: row.maskedCardNo } };
}

/**
 * After an order committed: keeps the card the provider stored for it ("Save this card"), or
 * marks the saved card it was paid with as used. Storing the same card again keeps one entry.
 */
export async function rememberCardUse(ctx: RequestContext, userId: number, use: { stored: StoredPaymentMethod | null; savedCardCode: string | null }): Promise<void> {
  if (use.stored) {
    const card = use.stored;
    await ctx.db
      .insert(savedCards)
      .values({
        code: randomCode("C"),
        userId,
        providerMethodId: card.storedPaymentMethodId,
        maskedCardNo: card.maskedCardNo,
        cardType: card.cardType,
        expiryMonth: card.expiryMonth,
        expiryYear: card.expiryYear,
        createdAt: ctx.now,
        lastUsedAt: ctx.now,
      })
      .onConflictDoUpdate({ target: [savedCards.userId, savedCards.providerMethodId], set: { lastUsedAt: ctx.now } });
  }
  if (use.savedCardCode) {
    await ctx.db
      .update(savedCards)
      .set({ lastUsedAt: ctx.now })
      .where(and(eq(savedCards.code, use.savedCardCode), eq(savedCards.userId, userId)));
  }
}

/** Whether the user keeps this stored method as a saved card (so it must stay at the provider). */
export async function isKeptMethod(ctx: RequestContext, userId: number, providerMethodId: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: savedCards.id })
    .from(savedCards)
    .where(and(eq(savedCards.userId, userId), eq(savedCards.providerMethodId, providerMethodId)));
  return row !== undefined;
}
