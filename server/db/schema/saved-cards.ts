import { integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";

/**
 * Cards a user saved for later payments (decision 0029). The card itself is at the card provider;
 * the storefront keeps the provider's reference to it and what the provider shows of it. Never a
 * card number or security code. `code` is what pages and calls name a card by (not the row id).
 */
export const savedCards = pgTable(
  "saved_cards",
  {
    id: serial().primaryKey(),
    code: text().notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The provider's stored payment method id (used with the user's shopper reference). */
    providerMethodId: text().notNull(),
    /** First six and last four digits at most, as the provider masks them. */
    maskedCardNo: text().notNull(),
    /** The provider's card type code (001 Visa…); null for another scheme. */
    cardType: text(),
    expiryMonth: smallint().notNull(),
    expiryYear: smallint().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    lastUsedAt: timestamp({ withTimezone: true }),
  },
  // Also the index of a user's cards (user_id leads).
  (t) => [uniqueIndex("saved_cards_method_idx").on(t.userId, t.providerMethodId)],
);
