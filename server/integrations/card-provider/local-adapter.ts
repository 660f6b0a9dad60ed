import { and, eq, gte, lt, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { cardAuthorizations, cardTokens } from "../../db/schema/index.ts";
import { randomToken, sha256 } from "../../modules/auth/tokens.ts";
import { cardTypeOfNumber } from "../../../domain/card-form.ts";
import { checkCardData, maskCardNumber, type CardData } from "./card-validation.ts";
import { disableStoredMethod, isStoredMethodExpired, lockedStoredMethod, storedMethodById, storedMethodOf, storeMethod } from "./local-stored-methods.ts";
import {
  AUTHORIZATION_CODES,
  type AuthorizationCode,
  type AuthorizeRequest,
  type AuthorizeResult,
  type CaptureResult,
  type CardProviderPort,
  type StoredAuthorizeRequest,
  type TokenAuthorizeRequest,
  type TokenizeResponse,
  type VoidResult,
} from "./port.ts";
import { CARD_SUCCESS } from "./result-codes.ts";
import { forcedDeclineCode } from "./test-cards.ts";

export interface LocalCardProviderOptions {
  /** How long a token is accepted after it was issued. */
  tokenTtlMs: number;
  /** The provider's clock (tests move it forward). */
  now?: () => Date;
}

/** The provider side as well: tokenization is what its hosted endpoint does. */
export interface LocalCardProvider extends CardProviderPort {
  tokenize(data: CardData): Promise<TokenizeResponse>;
}

/** Expired tokens are kept a day for support questions, then removed at the next tokenization. */
const EXPIRED_TOKEN_KEEP_MS = 86_400_000;

function refused(code: AuthorizationCode): AuthorizeResult {
  return { ok: false, code, message: AUTHORIZATION_CODES[code] };
}

type StoredAuthorization = Pick<
  typeof cardAuthorizations.$inferSelect,
  "id" | "tokenHash" | "storedMethodId" | "amountMinor" | "currency" | "reference" | "status" | "resultCode"
>;

/** The means a request pays with: a token (its hash), or a stored method. */
type Source = { tokenHash: string; storeForShopper: string | null } | { storedMethodId: string };

/**
 * The answer to a repeated idempotency key: the first request's, when this one asks for the same
 * (same means of payment, amount, currency and reference); else 094.
 */
async function answerOf(tx: DbOrTx, stored: StoredAuthorization, request: AuthorizeRequest, source: Source): Promise<AuthorizeResult> {
  const sameSource = "tokenHash" in source ? stored.tokenHash === source.tokenHash : stored.tokenHash === null && stored.storedMethodId === source.storedMethodId;
  const same = sameSource && stored.amountMinor === request.amountMinor && stored.currency === request.currency && stored.reference === request.reference;
  if (!same) return refused("094");
  if (stored.status === "declined") return refused((stored.resultCode ?? "005") as AuthorizationCode);
  const method = "tokenHash" in source && source.storeForShopper && stored.storedMethodId ? await storedMethodById(tx, stored.storedMethodId) : undefined;
  return { ok: true, authorizationId: stored.id, ...(method ? { storedPaymentMethod: storedMethodOf(method) } : {}) };
}

async function storedAuthorization(db: DbOrTx, idempotencyKey: string): Promise<StoredAuthorization | undefined> {
  const [row] = await db
    .select({
      id: cardAuthorizations.id,
      tokenHash: cardAuthorizations.tokenHash,
      amountMinor: cardAuthorizations.amountMinor,
      currency: cardAuthorizations.currency,
      reference: cardAuthorizations.reference,
      status: cardAuthorizations.status,
      resultCode: cardAuthorizations.resultCode,
      storedMethodId: cardAuthorizations.storedMethodId,
    })
    .from(cardAuthorizations)
    .where(eq(cardAuthorizations.idempotencyKey, idempotencyKey));
  return row;
}

/** Records one authorization (the key is unique: a concurrent twin loses and answers the winner's result). */
async function recordAuthorization(
  tx: DbOrTx,
  request: AuthorizeRequest,
  source: { tokenHash: string | null; storedMethodId: string | null },
  declineCode: AuthorizationCode | null,
  now: Date,
): Promise<string | null> {
  const [inserted] = await tx
    .insert(cardAuthorizations)
    .values({
      id: `auth_${randomToken(12)}`,
      idempotencyKey: request.idempotencyKey,
      ...source,
      amountMinor: request.amountMinor,
      currency: request.currency,
      reference: request.reference,
      status: declineCode ? "declined" : "authorized",
      resultCode: declineCode,
      message: declineCode ? AUTHORIZATION_CODES[declineCode] : null,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: cardAuthorizations.id });
  return inserted?.id ?? null;
}

/**
 * Pays with a single-use token. The token's lock orders concurrent requests; the key is read after
 * it, so a repeated request that waited sees the first one's answer. With `storeForShopper`, a
 * successful authorization also keeps the card for that shopper (decision 0029).
 */
async function authorizeToken(tx: DbOrTx, request: TokenAuthorizeRequest, now: Date): Promise<AuthorizeResult> {
  const tokenHash = sha256(request.token);
  const source = { tokenHash, storeForShopper: request.storeForShopper ?? null };
  const [token] = await tx
    .select({ declineCode: cardTokens.declineCode, expiresAt: cardTokens.expiresAt, usedAt: cardTokens.usedAt, maskedCardNo: cardTokens.maskedCardNo, cardExpiry: cardTokens.cardExpiry, cardType: cardTokens.cardType })
    .from(cardTokens)
    .where(eq(cardTokens.tokenHash, tokenHash))
    .for("update");
  const existing = await storedAuthorization(tx, request.idempotencyKey);
  if (existing) return answerOf(tx, existing, request, source);
  if (!token || token.usedAt || token.expiresAt <= now) return refused("056");
  const declineCode = token.declineCode as AuthorizationCode | null;
  const stored = !declineCode && request.storeForShopper ? await storeMethod(tx, request.storeForShopper, token, now) : null;
  const id = await recordAuthorization(tx, request, { tokenHash, storedMethodId: stored?.id ?? null }, declineCode, now);
  if (!id) {
    const raced = await storedAuthorization(tx, request.idempotencyKey);
    return raced ? answerOf(tx, raced, request, source) : refused("094");
  }
  await tx.update(cardTokens).set({ usedAt: now }).where(eq(cardTokens.tokenHash, tokenHash));
  if (declineCode) return refused(declineCode);
  return { ok: true, authorizationId: id, ...(stored ? { storedPaymentMethod: storedMethodOf(stored) } : {}) };
}

/** Pays with a card on file: only its own shopper may, not once removed or expired (054). */
async function authorizeStored(tx: DbOrTx, request: StoredAuthorizeRequest, now: Date): Promise<AuthorizeResult> {
  const source = { storedMethodId: request.storedPaymentMethodId };
  const method = await lockedStoredMethod(tx, request.storedPaymentMethodId);
  const existing = await storedAuthorization(tx, request.idempotencyKey);
  if (existing) return answerOf(tx, existing, request, source);
  if (!method || method.shopperReference !== request.shopperReference || method.disabledAt) return refused("057");
  if (isStoredMethodExpired(method, now)) return refused("054");
  const id = await recordAuthorization(tx, request, { tokenHash: null, storedMethodId: method.id }, null, now);
  if (!id) {
    const raced = await storedAuthorization(tx, request.idempotencyKey);
    return raced ? answerOf(tx, raced, request, source) : refused("094");
  }
  return { ok: true, authorizationId: id };
}

/**
 * Local hosted card provider: checks card data like the real one (result codes of
 * shopping-flow §8, test cards of decision 0021), issues single-use tokens that expire, and
 * authorizes, captures and voids amounts on them; keeps cards on file for shoppers who ask
 * (decision 0029). It keeps only token hashes, masked numbers, expiries and card types.
 */
export function localCardProvider(db: Db, options: LocalCardProviderOptions): LocalCardProvider {
  const clock = options.now ?? (() => new Date());

  return {
    async tokenize(data) {
      const now = clock();
      const check = checkCardData(data, now);
      if (!check.ok) return { resultCode: check.code };
      const token = randomToken(32);
      const expiresAt = new Date(now.getTime() + options.tokenTtlMs);
      const maskedCardNo = maskCardNumber(check.card.pan);
      await db.delete(cardTokens).where(lt(cardTokens.expiresAt, new Date(now.getTime() - EXPIRED_TOKEN_KEEP_MS)));
      await db.insert(cardTokens).values({
        tokenHash: sha256(token),
        maskedCardNo,
        cardExpiry: check.card.expiry,
        cardType: cardTypeOfNumber(check.card.pan),
        securityCodeSet: check.card.securityCodeSet,
        declineCode: forcedDeclineCode(check.card.pan),
        createdAt: now,
        expiresAt,
      });
      return {
        resultCode: CARD_SUCCESS,
        token: { isSecurityCodeSet: check.card.securityCodeSet, maskedCardNo, toBeExpiredAt: expiresAt.toISOString(), token },
      };
    },

    async authorize(request) {
      if (!Number.isSafeInteger(request.amountMinor) || request.amountMinor <= 0) return refused("013");
      const now = clock();
      return db.transaction((tx) => ("storedPaymentMethodId" in request ? authorizeStored(tx, request, now) : authorizeToken(tx, request, now)));
    },

    async disableStoredPaymentMethod(shopperReference, storedPaymentMethodId) {
      return (await disableStoredMethod(db, shopperReference, storedPaymentMethodId, clock())) ? { ok: true } : { ok: false, reason: "notFound" };
    },

    async capture(authorizationId, amountMinor): Promise<CaptureResult> {
      if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
        return { ok: false, reason: "invalidAmount", message: "The amount must be a positive whole number of minor units." };
      }
      const now = clock();
      const [captured] = await db
        .update(cardAuthorizations)
        .set({ status: "captured", capturedMinor: amountMinor, capturedAt: now })
        .where(
          and(
            eq(cardAuthorizations.id, authorizationId),
            eq(cardAuthorizations.status, "authorized"),
            gte(cardAuthorizations.amountMinor, amountMinor),
          ),
        )
        .returning({ capturedMinor: cardAuthorizations.capturedMinor });
      if (captured) return { ok: true, capturedMinor: amountMinor };
      const [row] = await db
        .select({ status: cardAuthorizations.status, amountMinor: cardAuthorizations.amountMinor })
        .from(cardAuthorizations)
        .where(eq(cardAuthorizations.id, authorizationId));
      if (!row) return { ok: false, reason: "notFound", message: "No such authorization." };
      switch (row.status) {
        case "captured":
          return { ok: false, reason: "alreadyCaptured", message: "The authorization was already captured." };
        case "voided":
          return { ok: false, reason: "voided", message: "The authorization was voided." };
        case "declined":
          return { ok: false, reason: "declined", message: "The authorization was declined." };
        case "authorized":
          return { ok: false, reason: "invalidAmount", message: `At most ${row.amountMinor} minor units were authorized.` };
      }
    },

    async findAuthorization(idempotencyKey) {
      const row = await storedAuthorization(db, idempotencyKey);
      return row ? { authorizationId: row.id, status: row.status, amountMinor: row.amountMinor } : null;
    },

    async void(authorizationId): Promise<VoidResult> {
      const now = clock();
      const [voided] = await db
        .update(cardAuthorizations)
        .set({ status: "voided", voidedAt: sql`coalesce(${cardAuthorizations.voidedAt}, ${now.toISOString()}::timestamptz)` })
        .where(and(eq(cardAuthorizations.id, authorizationId), sql`${cardAuthorizations.status} in ('authorized', 'voided')`))
        .returning({ id: cardAuthorizations.id });
      if (voided) return { ok: true };
      const [row] = await db
        .select({ status: cardAuthorizations.status })
        .from(cardAuthorizations)
        .where(eq(cardAuthorizations.id, authorizationId));
      if (!row) return { ok: false, reason: "notFound", message: "No such authorization." };
      if (row.status === "declined") return { ok: false, reason: "declined", message: "The authorization was declined." };
      return { ok: false, reason: "alreadyCaptured", message: "A captured authorization cannot be voided." };
    },
  };
}
