import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, index, integer, jsonb, pgEnum, pgSequence, pgTable, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { costCentres, sites, units, users } from "./accounts.ts";
import { carts } from "./carts.ts";

export const addressVerification = pgEnum("address_verification", ["verified", "not_verified", "unchecked"]);

/**
 * A delivery address in an address book: a B2B unit's (shared by its buyers) or a consumer's
 * own. `code` is what pages and calls name it by (addressCode / addressId). Disabled addresses
 * stay for past orders but are not offered. "Address not verified" is stored as `not_verified`.
 */
export const addresses = pgTable(
  "addresses",
  {
    id: serial().primaryKey(),
    code: text().notNull().unique(),
    unitId: integer().references(() => units.id, { onDelete: "cascade" }),
    userId: integer().references(() => users.id, { onDelete: "cascade" }),
    firstName: text().notNull(),
    lastName: text().notNull(),
    companyName: text(),
    countryIso: text().notNull(),
    line1: text().notNull(),
    line2: text(),
    townCity: text().notNull(),
    regionIso: text(),
    postcode: text().notNull(),
    phone: text(),
    phoneCountry: text(),
    isDefault: boolean().notNull().default(false),
    enabled: boolean().notNull().default(true),
    verification: addressVerification().notNull().default("unchecked"),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("addresses_unit_idx").on(t.unitId),
    index("addresses_user_idx").on(t.userId),
    check("addresses_owner_check", sql`(${t.unitId} is null) <> (${t.userId} is null)`),
    // One default per address book.
    uniqueIndex("addresses_default_unit_idx").on(t.unitId).where(sql`${t.isDefault} and ${t.unitId} is not null`),
    uniqueIndex("addresses_default_user_idx").on(t.userId).where(sql`${t.isDefault} and ${t.userId} is not null`),
  ],
);

/** A requested ship date: per delivery target in PREBOOKING, one for the whole cart otherwise. */
export interface RequestedShipDate {
  deliveryTarget: string | null;
  deliveryYear: number | null;
  desiredShipDate: string;
  cancelDate: string;
}

/**
 * What the shopper has chosen at checkout for one cart, 1:1 with the cart and kept apart from it
 * so the hot cart row stays small. Every field is re-checked when the order is placed.
 */
export const cartCheckouts = pgTable("cart_checkouts", {
  cartId: integer()
    .primaryKey()
    .references(() => carts.id, { onDelete: "cascade" }),
  deliveryAddressId: integer().references(() => addresses.id),
  paymentType: text(),
  purchaseNumber: text(),
  comment: text(),
  costCentreId: integer().references(() => costCentres.id),
  salesRepUid: text(),
  requestedShipDates: jsonb().$type<RequestedShipDate[]>().notNull().default([]),
  /** Trade-show delivery form (destination, contact, sales rep id) when the session is in trade-show mode. */
  tradeShowDelivery: jsonb().$type<Record<string, string>>(),
  /** A gift card applied to the order: its id and the amount to take from it (minor units). */
  giftCardId: integer().references(() => giftCards.id),
  giftCardAmountMinor: bigint({ mode: "number" }),
  /**
   * Wallet payment (decision 0025): created for `walletAmountMinor` (what is left after the gift
   * card) when the shopper starts, `approved` with the payer id on the provider's return, or
   * `cancelled`; captured when the order is placed.
   */
  walletPaymentId: text(),
  walletPayerId: text(),
  walletStatus: text().$type<"created" | "approved" | "cancelled">(),
  walletAmountMinor: bigint({ mode: "number" }),
  /** The delivery method chosen (domain/delivery-methods.ts; decision 0029); none: the default. */
  deliveryMethodCode: text(),
  /**
   * When the shopper completed the terms for this checkout (decision 0024): the box stays ticked
   * when they come back (from the wallet provider too). Placing the order still needs
   * `termsAccepted` in its request.
   */
  termsAcceptedAt: timestamp({ withTimezone: true }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Gift cards. The PIN is stored hashed; wrong PINs count up and lock the card for a while.
 * The balance never goes below zero (check), and debits take the row lock.
 */
export const giftCards = pgTable(
  "gift_cards",
  {
    id: serial().primaryKey(),
    number: text().notNull().unique(),
    pinHash: text().notNull(),
    currency: text().notNull(),
    balanceMinor: bigint({ mode: "number" }).notNull(),
    failedAttempts: smallint().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("gift_cards_balance_check", sql`${t.balanceMinor} >= 0`)],
);

export const replenishmentRecurrence = pgEnum("replenishment_recurrence", ["DAILY", "WEEKLY", "MONTHLY"]);

/** Schedule codes (RP + 8 digits): not the row id, like order codes. */
export const replenishmentCodeSequence = pgSequence("replenishment_code_seq", { startWith: 50000001 });

/** A recurring order: the cart's lines and checkout choices, placed again by a job on each date (decision 0027). */
export const replenishmentSchedules = pgTable(
  "replenishment_schedules",
  {
    id: serial().primaryKey(),
    code: text().notNull().unique(),
    siteId: text()
      .notNull()
      .references(() => sites.id),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    unitId: integer().references(() => units.id, { onDelete: "cascade" }),
    recurrence: replenishmentRecurrence().notNull(),
    nDays: smallint(),
    nWeeks: smallint(),
    weekdays: jsonb().$type<number[]>(),
    nthDayOfMonth: smallint(),
    startDate: date().notNull(),
    nextRunOn: date(),
    active: boolean().notNull().default(true),
    /** The lines and checkout choices to order each time (snapshot of the first order). */
    template: jsonb().$type<ReplenishmentTemplate>().notNull(),
    /** The last date the job ran the schedule, the order it placed then, or why it could not. */
    lastRunOn: date(),
    lastOrderId: integer(),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("replenishment_due_idx").on(t.nextRunOn).where(sql`${t.active}`)],
);

export interface ReplenishmentTemplate {
  mode: string;
  currency: string;
  lines: { variantId: number; quantity: number }[];
  deliveryAddressId: number | null;
  paymentType: string;
  purchaseNumber: string | null;
  comment: string | null;
  costCentreId: number | null;
  /** How each run's ship dates are chosen: the default desired and cancel dates of its own day. */
  shipDates?: "default";
}
