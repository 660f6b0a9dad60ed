import { sql } from "drizzle-orm";
import { boolean, check, foreignKey, index, integer, pgEnum, pgTable, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { BOOKING_MODES } from "../../../domain/booking-modes.ts";
import { sites, units, users } from "./accounts.ts";
import { sessions } from "./security.ts";
import { deliveryTargets } from "./booking.ts";
import { products, variants } from "./catalog.ts";

export const bookingMode = pgEnum("booking_mode", BOOKING_MODES);
export const cartStatus = pgEnum("cart_status", ["active", "ordered"]);

/**
 * A customer's cart: one active cart per user, unit, site and booking mode, kept across
 * sign-ins and devices. `version` grows with every change to the cart or its entries, so two
 * tabs editing one cart cannot overwrite each other (optimistic locking). A visitor's cart on the
 * consumer site (decision 0041) belongs to an anonymous session instead of a user: one per
 * session, gone with the session (purged) or when merged into the customer's cart at sign-in.
 */
export const carts = pgTable(
  "carts",
  {
    id: serial().primaryKey(),
    /** The customer; null for a visitor's cart, which has `guestSessionHash` instead. */
    userId: integer().references(() => users.id, { onDelete: "cascade" }),
    /** A visitor's cart: the anonymous session it belongs to (decision 0041). */
    guestSessionHash: text().references(() => sessions.idHash, { onDelete: "cascade" }),
    /** The customer unit ordering; null for consumers, who have none. */
    unitId: integer().references(() => units.id, { onDelete: "cascade" }),
    siteId: text()
      .notNull()
      .references(() => sites.id),
    mode: bookingMode().notNull(),
    currency: text().notNull(),
    status: cartStatus().notNull().default("active"),
    version: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    orderedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // coalesce: consumers have no unit, and NULLs would never collide in a unique index.
    uniqueIndex("carts_one_active_idx")
      .on(t.userId, sql`coalesce(${t.unitId}, 0)`, t.siteId, t.mode)
      .where(sql`${t.status} = 'active'`),
    index("carts_unit_idx").on(t.unitId),
    // One cart per anonymous session (a visitor cannot open more).
    uniqueIndex("carts_one_guest_idx").on(t.guestSessionHash),
    check("carts_owner_check", sql`(${t.userId} is null) <> (${t.guestSessionHash} is null)`),
  ],
);

/**
 * A cart line: one variant (size) of a product, in PREBOOKING also per delivery target and year
 * (a variant may be booked for several months). Removing a line only marks it deleted, so it
 * can be undone; adding the same line again revives it. Entry numbers are stable per cart.
 */
export const cartEntries = pgTable(
  "cart_entries",
  {
    id: serial().primaryKey(),
    cartId: integer()
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    entryNumber: integer().notNull(),
    /** The base product, kept beside the variant: grids, filters and undo work per product. */
    productId: integer()
      .notNull()
      .references(() => products.id),
    variantId: integer()
      .notNull()
      .references(() => variants.id),
    quantity: integer().notNull(),
    /** PREBOOKING only: the delivery target (season or month) and its year. */
    deliveryTargetCode: text(),
    deliveryYear: smallint(),
    /** PREBOOKING only: the season collection the product is booked from. */
    seasonCollection: text(),
    deleted: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("cart_entries_number_idx").on(t.cartId, t.entryNumber),
    uniqueIndex("cart_entries_line_idx").on(t.cartId, t.variantId, sql`coalesce(${t.deliveryTargetCode}, '')`, sql`coalesce(${t.deliveryYear}, 0)`),
    index("cart_entries_cart_product_idx").on(t.cartId, t.productId),
    foreignKey({
      name: "cart_entries_delivery_target_fk",
      columns: [t.deliveryTargetCode, t.deliveryYear],
      foreignColumns: [deliveryTargets.code, deliveryTargets.year],
    }),
    check("cart_entries_quantity_check", sql`${t.quantity} >= 0`),
    check("cart_entries_target_check", sql`(${t.deliveryTargetCode} is null) = (${t.deliveryYear} is null)`),
  ],
);
