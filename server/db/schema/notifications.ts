import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sites, users } from "./accounts.ts";
import { variants } from "./catalog.ts";

/**
 * Back-in-stock subscriptions: a user asked to be mailed when one variant (size of a colour)
 * can be ordered again. Active while `notified_at` is null; a notified row stays as history,
 * and the user may subscribe to the same variant again afterwards.
 */
export const backInStockSubscriptions = pgTable(
  "back_in_stock_subscriptions",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    variantId: integer()
      .notNull()
      .references(() => variants.id, { onDelete: "cascade" }),
    /** Site the user subscribed on: its context path goes into the mailed link. */
    siteId: text()
      .notNull()
      .references(() => sites.id),
    /** Language of the page at subscription time: the mail is written in it. */
    language: text().notNull(),
    /** Origin of the storefront at subscription time (PUBLIC_URL or the request's). */
    origin: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("back_in_stock_active_idx").on(t.userId, t.variantId).where(sql`${t.notifiedAt} is null`),
    index("back_in_stock_variant_active_idx").on(t.variantId).where(sql`${t.notifiedAt} is null`),
  ],
);
