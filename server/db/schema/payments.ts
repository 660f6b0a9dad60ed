import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { PAYMENT_INTENT_PROVIDERS, PAYMENT_INTENT_STATES } from "../../../domain/payment-intent.ts";
import { orders } from "./orders.ts";

export const paymentIntentState = pgEnum("payment_intent_state", PAYMENT_INTENT_STATES);
export const paymentIntentProvider = pgEnum("payment_intent_provider", PAYMENT_INTENT_PROVIDERS);

/**
 * Every operation the storefront asks of a payment provider, written and committed before the
 * call (decision 0039): recovery finds money a provider holds for no order and gives it back.
 * One live intent per cart: a second placement of the cart meets the first one's.
 */
export const paymentIntents = pgTable(
  "payment_intents",
  {
    id: serial().primaryKey(),
    userId: integer().notNull(),
    cartId: integer().notNull(),
    /** The placement's Idempotency-Key. */
    placementKey: text().notNull(),
    provider: paymentIntentProvider().notNull(),
    /** The idempotency key sent to the provider: the same key gets the same operation back. */
    providerKey: text().notNull(),
    amountMinor: bigint({ mode: "number" }).notNull(),
    currency: text().notNull(),
    state: paymentIntentState().notNull().default("pending"),
    /** The wallet payment captured (known before the call). */
    walletPaymentId: text(),
    /** The authorization or capture id, once the provider answered. */
    providerReference: text(),
    /** A card the provider stored for the shopper with this authorization: forgotten when released. */
    storedMethodId: text(),
    shopperReference: text(),
    orderId: integer().references(() => orders.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("payment_intents_provider_key_idx").on(t.provider, t.providerKey),
    uniqueIndex("payment_intents_one_live_per_cart_idx")
      .on(t.cartId)
      .where(sql`${t.state} in ('pending', 'authorized', 'captured', 'releasing')`),
    index("payment_intents_live_idx")
      .on(t.updatedAt)
      .where(sql`${t.state} in ('pending', 'authorized', 'captured', 'releasing')`),
    check("payment_intents_amount_check", sql`${t.amountMinor} > 0`),
  ],
);
