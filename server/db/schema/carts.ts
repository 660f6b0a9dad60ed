import { sql } from "drizzle-orm";
import { boolean, check, foreignKey, index, integer, jsonb, pgEnum, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { LIST_KINDS } from "../../../domain/lists.ts";
import { BOOKING_MODES } from "../../../domain/booking-modes.ts";
import { sites, units, users } from "./accounts.ts";
import { sessions } from "./security.ts";
import { deliveryTargets } from "./booking.ts";
import { products, variants } from "./catalog.ts";

export const bookingMode = pgEnum("booking_mode", BOOKING_MODES);
export const cartStatus = pgEnum("cart_status", ["active", "ordered"]);
/** What a cart row is (decision 0056): the cart, the quick order, a saved bag or a saved cart. */
export const cartKind = pgEnum("cart_kind", LIST_KINDS);
/** A saved cart made from an uploaded CSV file: uploading until its job has written it. */
export const listImportStatus = pgEnum("list_import_status", ["uploading", "finished", "failed"]);

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
    /**
     * The cart's public code (issue 16, decision 0061): 8 digits, drawn at random when the row is
     * made. URLs, JSON and the mini cart show it; foreign keys stay on `id`.
     */
    code: text().notNull().unique(),
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
    /** Decision 0056: the one cart and the one quick order per owner and mode; any number of saved bags and saved carts. */
    kind: cartKind().notNull().default("cart"),
    /** Saved bags and saved carts: the name the owner gave, a description, and when it was saved. */
    name: text(),
    description: text(),
    savedAt: timestamp({ withTimezone: true }),
    /** A deleted saved bag or saved cart, kept so that Undo can bring it back until it is purged. */
    deletedAt: timestamp({ withTimezone: true }),
    /** Who made the list when it was not the owner: a sales rep preparing a saved bag for a customer. */
    createdByUserId: integer().references(() => users.id, { onDelete: "set null" }),
    /** A saved cart imported from a CSV file: its job's state and per-line report. */
    importStatus: listImportStatus(),
    importReport: jsonb(),
    version: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    orderedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // coalesce: consumers have no unit, and NULLs would never collide in a unique index.
    uniqueIndex("carts_one_active_idx")
      .on(t.userId, sql`coalesce(${t.unitId}, 0)`, t.siteId, t.mode, t.kind)
      .where(sql`${t.status} = 'active' and ${t.kind} in ('cart', 'quickOrder')`),
    index("carts_saved_lists_idx").on(t.userId, t.siteId, t.kind).where(sql`${t.kind} in ('savedBag', 'savedCart')`),
    check("carts_saved_name_check", sql`${t.kind} not in ('savedBag', 'savedCart') or ${t.name} is not null`),
    index("carts_unit_idx").on(t.unitId),
    // One cart per anonymous session (a visitor cannot open more).
    uniqueIndex("carts_one_guest_idx").on(t.guestSessionHash),
    check("carts_owner_check", sql`(${t.userId} is null) <> (${t.guestSessionHash} is null)`),
    // Decision 0061: 8 ASCII digits (isCartCode in domain/assisted-service-fields.ts).
    check("carts_code_check", sql`${t.code} ~ '^[0-9]{8}$'`),
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

/**
 * Products a list holds without quantities yet (decision 0056): the quick-order toggle and the
 * add-by-material-id box put a product here, and the page shows its whole size grid at zero.
 * `removed` hides it (the page's Remove) so that Undo can bring it back.
 */
export const listProducts = pgTable(
  "list_products",
  {
    cartId: integer()
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productId: integer()
      .notNull()
      .references(() => products.id),
    removed: boolean().notNull().default(false),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.productId] })],
);

/**
 * The state of a list before an import or a pasted list changed it (one per list, the latest):
 * "Undo import" puts it back while the list's version is still the one the import left.
 */
export const listSnapshots = pgTable("list_snapshots", {
  cartId: integer()
    .primaryKey()
    .references(() => carts.id, { onDelete: "cascade" }),
  /** The list's version right after the import: Undo applies only while nothing changed since. */
  version: integer().notNull(),
  entries: jsonb().notNull(),
  products: jsonb().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
