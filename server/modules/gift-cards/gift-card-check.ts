import { and, eq, sql } from "drizzle-orm";
import type { RequestContext } from "../../context.ts";
import { giftCards, sessions } from "../../db/schema/index.ts";
import { isGiftCardNumber } from "../../../domain/gift-cards.ts";
import { burnPasswordCheck, verifyPassword } from "../auth/password.ts";
import { takeAttempt } from "../auth/throttle.ts";
import { sha256 } from "../auth/tokens.ts";

/** Wrong PINs in a row that lock a card, and for how long. */
export const GIFT_CARD_MAX_WRONG_PINS = 5;
export const GIFT_CARD_LOCK_MS = 30 * 60_000;
/** Checks one session may make per window (unknown cards and wrong PINs alike). */
export const GIFT_CARD_SESSION_CHECKS = 10;
export const GIFT_CARD_SESSION_WINDOW_MS = 10 * 60_000;
/** Checks of one card number per window, from any session or address (decision 0032). */
export const GIFT_CARD_NUMBER_CHECKS = 10;
export const GIFT_CARD_NUMBER_WINDOW_MS = 60 * 60_000;
const PIN = /^\d{4,8}$/;

export interface CheckedGiftCard {
  id: number;
  number: string;
  currency: string;
  balanceMinor: number;
}

/**
 * `invalid` is the one answer for an unknown card, a wrong PIN and a locked card, so the reply
 * never tells which cards exist. `malformed` is input the form should not have sent.
 */
export type GiftCardCheck = { ok: true; card: CheckedGiftCard } | { ok: false; reason: "malformed" | "invalid" | "tooManyChecks" | "signedOut" };

/** Counts a check against the session's window; false when the session has used its checks up. */
async function countSessionCheck(ctx: RequestContext): Promise<boolean> {
  if (!ctx.sessionIdHash) return false;
  const now = ctx.now.getTime();
  const [row] = await ctx.db
    .update(sessions)
    .set({
      data: sql`jsonb_set(${sessions.data}, '{giftCardChecks}', case
        when coalesce((${sessions.data} -> 'giftCardChecks' ->> 'since')::bigint, 0) > ${now - GIFT_CARD_SESSION_WINDOW_MS}
        then jsonb_build_object('since', (${sessions.data} -> 'giftCardChecks' ->> 'since')::bigint, 'count', (${sessions.data} -> 'giftCardChecks' ->> 'count')::int + 1)
        else jsonb_build_object('since', ${now}::bigint, 'count', 1) end)`,
    })
    .where(eq(sessions.idHash, ctx.sessionIdHash))
    .returning({ count: sql<number>`(${sessions.data} -> 'giftCardChecks' ->> 'count')::int` });
  return (row?.count ?? Infinity) <= GIFT_CARD_SESSION_CHECKS;
}

/**
 * Checks a gift card's number and PIN (hashed with argon2id like passwords). A number without its
 * check digit is malformed and counts nothing. Each check counts against the session and the card
 * number (GIFT_CARD_NUMBER_CHECKS an hour, whoever asks). Wrong PINs count up
 * on the card and lock it for a while after GIFT_CARD_MAX_WRONG_PINS; a right PIN resets the count.
 * Unknown numbers still pay for a hash check, so timing does not tell them apart.
 */
export async function checkGiftCard(ctx: RequestContext, input: { number: string; pin: string }): Promise<GiftCardCheck> {
  if (!ctx.user) return { ok: false, reason: "signedOut" };
  const number = input.number.replace(/[\s-]/g, "");
  const pin = input.pin.trim();
  if (!isGiftCardNumber(number) || !PIN.test(pin)) return { ok: false, reason: "malformed" };
  if (!(await countSessionCheck(ctx))) return { ok: false, reason: "tooManyChecks" };
  // Per number, known or not (the answer must not tell which exist); the key holds no card number.
  const numberKey = `giftcard:${sha256(number)}`;
  if (!(await takeAttempt(ctx.db, numberKey, GIFT_CARD_NUMBER_CHECKS, GIFT_CARD_NUMBER_WINDOW_MS, ctx.now))) {
    return { ok: false, reason: "tooManyChecks" };
  }
  const [card] = await ctx.db
    .select({ id: giftCards.id, number: giftCards.number, pinHash: giftCards.pinHash, currency: giftCards.currency, balanceMinor: giftCards.balanceMinor, lockedUntil: giftCards.lockedUntil })
    .from(giftCards)
    .where(eq(giftCards.number, number));
  if (!card) {
    await burnPasswordCheck(pin);
    return { ok: false, reason: "invalid" };
  }
  const locked = card.lockedUntil !== null && card.lockedUntil > ctx.now;
  const right = await verifyPassword(card.pinHash, pin);
  if (locked) return { ok: false, reason: "invalid" };
  if (!right) {
    await ctx.db
      .update(giftCards)
      .set({
        failedAttempts: sql`case when ${giftCards.failedAttempts} + 1 >= ${GIFT_CARD_MAX_WRONG_PINS} then 0 else ${giftCards.failedAttempts} + 1 end`,
        lockedUntil: sql`case when ${giftCards.failedAttempts} + 1 >= ${GIFT_CARD_MAX_WRONG_PINS} then ${new Date(ctx.now.getTime() + GIFT_CARD_LOCK_MS)} else ${giftCards.lockedUntil} end`,
      })
      .where(eq(giftCards.id, card.id));
    return { ok: false, reason: "invalid" };
  }
  await ctx.db.update(giftCards).set({ failedAttempts: 0 }).where(and(eq(giftCards.id, card.id), sql`${giftCards.failedAttempts} > 0`));
  return { ok: true, card: { id: card.id, number: card.number, currency: card.currency, balanceMinor: card.balanceMinor } };
}
