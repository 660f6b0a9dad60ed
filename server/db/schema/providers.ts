import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, pgEnum, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * State of the local payment provider adapters (decision 0021). These tables belong to the
 * adapters, as a real provider's database belongs to the provider: storefront code reaches
 * them only through the ports in server/integrations. No card number is ever stored.
 */

export const CARD_AUTHORIZATION_STATUSES = ["authorized", "declined", "captured", "voided"] as const;
export const WALLET_PAYMENT_STATUSES = ["created", "approved", "cancelled", "captured", "refunded"] as const;

export const cardAuthorizationStatus = pgEnum("card_authorization_status", CARD_AUTHORIZATION_STATUSES);
export const walletPaymentStatus = pgEnum("wallet_payment_status", WALLET_PAYMENT_STATUSES);

/**
 * A card token handed to the browser. Only the token's SHA-256 is kept, with what the token
 * object shows (masked number) and what authorization needs (expiry, test behaviour).
 */
export const cardTokens = pgTable(
  "card_tokens",
  {
    tokenHash: text().primaryKey(),
    /** First six and last four digits, e.g. 411111******1111. */
    maskedCardNo: text().notNull(),
    /** Card expiry as YYYYMM. */
    cardExpiry: text().notNull(),
    securityCodeSet: boolean().notNull(),
    /** Authorization result code a test card forces (declines); null authorizes. */
    declineCode: text(),
    /** The card type the number names (001 Visa, 002 Mastercard…), kept with a stored card; null: another scheme. */
    cardType: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** Tokens are single-use: set by the authorization that consumed it. */
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index("card_tokens_expires_idx").on(t.expiresAt)],
);

/**
 * A card the provider keeps for a shopper (card on file, decision 0029), created by an
 * authorization that asked to store its token's card. Later payments name it with the shopper's
 * reference instead of a token. One active method per shopper and card (masked number and expiry).
 */
export const cardStoredMethods = pgTable(
  "card_stored_methods",
  {
    id: text().primaryKey(),
    shopperReference: text().notNull(),
    maskedCardNo: text().notNull(),
    /** Card expiry as YYYYMM. */
    cardExpiry: text().notNull(),
    cardType: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    disabledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("card_stored_methods_card_idx").on(t.shopperReference, t.maskedCardNo, t.cardExpiry).where(sql`${t.disabledAt} is null`),
  ],
);

/** One authorization request, kept per idempotency key so a repeated request gets the same answer. */
export const cardAuthorizations = pgTable(
  "card_authorizations",
  {
    id: text().primaryKey(),
    idempotencyKey: text().notNull(),
    /** The token paid with; null when a stored card paid. */
    tokenHash: text(),
    /** The stored card paid with, or the one this authorization stored from its token. */
    storedMethodId: text(),
    amountMinor: bigint({ mode: "number" }).notNull(),
    currency: text().notNull(),
    reference: text().notNull(),
    status: cardAuthorizationStatus().notNull(),
    /** Decline code and message of a declined authorization. */
    resultCode: text(),
    message: text(),
    capturedMinor: bigint({ mode: "number" }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    capturedAt: timestamp({ withTimezone: true }),
    voidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("card_authorizations_idempotency_idx").on(t.idempotencyKey),
    check("card_authorizations_source_check", sql`${t.tokenHash} is not null or ${t.storedMethodId} is not null`),
    check("card_authorizations_amount_check", sql`${t.amountMinor} > 0`),
    check("card_authorizations_captured_check", sql`${t.capturedMinor} is null or (${t.capturedMinor} > 0 and ${t.capturedMinor} <= ${t.amountMinor})`),
  ],
);

/** A wallet payment from creation through the payer's approval to its capture (and a refund of the capture). */
export const walletPayments = pgTable(
  "wallet_payments",
  {
    id: text().primaryKey(),
    amountMinor: bigint({ mode: "number" }).notNull(),
    currency: text().notNull(),
    reference: text().notNull(),
    returnUrl: text().notNull(),
    cancelUrl: text().notNull(),
    status: walletPaymentStatus().notNull().default("created"),
    payerId: text(),
    captureId: text(),
    /** The merchant's idempotency key of the capture: a repeated capture with it answers the same capture. */
    captureKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    approvedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    capturedAt: timestamp({ withTimezone: true }),
    refundedAt: timestamp({ withTimezone: true }),
  },
  (t) => [check("wallet_payments_amount_check", sql`${t.amountMinor} > 0`), uniqueIndex("wallet_payments_capture_idx").on(t.captureId)],
);
