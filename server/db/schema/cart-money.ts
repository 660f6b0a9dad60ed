import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgEnum, pgTable, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { PRICE_UPDATE_STATUSES } from "../../../domain/cart-prices.ts";
import { VOUCHER_KINDS } from "../../../domain/vouchers.ts";
import { sites, users } from "./accounts.ts";
import { carts } from "./carts.ts";

export const priceRunStatus = pgEnum("price_run_status", PRICE_UPDATE_STATUSES);
export const voucherKind = pgEnum("voucher_kind", VOUCHER_KINDS);

/**
 * One ERP price simulation of a cart as it was at `cartVersion` (decision 0019). A repeated
 * request for the same version joins the run; `attempt` grows when a failed or stalled run is
 * started again, so a late job of an earlier attempt changes nothing.
 */
export const cartPriceRuns = pgTable(
  "cart_price_runs",
  {
    id: serial().primaryKey(),
    cartId: integer()
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    cartVersion: integer().notNull(),
    /** The ERP sold-to party (top unit uid) priced for. */
    soldTo: text().notNull(),
    currency: text().notNull(),
    status: priceRunStatus().notNull().default("IN_PROGRESS"),
    attempt: smallint().notNull().default(1),
    error: text(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex("cart_price_runs_cart_version_idx").on(t.cartId, t.cartVersion)],
);

/**
 * The lines of a run: one material on one delivery target with the quantity of all its sizes
 * (the ERP's order line; the quantity decides the scale). Prices stay null until the run
 * completes, and `yourPriceMinor` stays null when the ERP has no price for the material.
 */
export const cartPriceLines = pgTable(
  "cart_price_lines",
  {
    id: serial().primaryKey(),
    runId: integer()
      .notNull()
      .references(() => cartPriceRuns.id, { onDelete: "cascade" }),
    materialId: bigint({ mode: "number" }).notNull(),
    deliveryTargetCode: text(),
    deliveryYear: smallint(),
    quantity: integer().notNull(),
    yourPriceMinor: bigint({ mode: "number" }),
    entryTotalMinor: bigint({ mode: "number" }),
  },
  (t) => [
    uniqueIndex("cart_price_lines_line_idx").on(t.runId, t.materialId, sql`coalesce(${t.deliveryTargetCode}, '')`, sql`coalesce(${t.deliveryYear}, 0)`),
    check("cart_price_lines_quantity_check", sql`${t.quantity} > 0`),
  ],
);

/**
 * A voucher of one site. `usedCount` counts the carts holding it (applied, or ordered with it);
 * applying is a conditional increment, so it can never pass `usageLimit`.
 */
export const vouchers = pgTable(
  "vouchers",
  {
    id: serial().primaryKey(),
    siteId: text()
      .notNull()
      .references(() => sites.id),
    /** Normalised: trimmed, upper case (domain/vouchers.ts). */
    code: text().notNull(),
    kind: voucherKind().notNull(),
    /** percent: basis points (1000 = 10 %); absolute: minor units of `currency`. */
    value: bigint({ mode: "number" }).notNull(),
    /** Currency of an absolute value and of the minimum order; null only for a percentage without minimum. */
    currency: text(),
    minOrderMinor: bigint({ mode: "number" }).notNull().default(0),
    validFrom: timestamp({ withTimezone: true }).notNull(),
    /** Exclusive end; null = no end. */
    validTo: timestamp({ withTimezone: true }),
    /** How many carts may hold it in all; null = unlimited. */
    usageLimit: integer(),
    /** How many carts of one customer (unit, or user without unit) may hold it; null = unlimited. */
    perCustomerLimit: integer(),
    usedCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("vouchers_site_code_idx").on(t.siteId, t.code),
    check("vouchers_used_check", sql`${t.usedCount} >= 0 and (${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit})`),
    check(
      "vouchers_value_check",
      sql`(${t.kind} = 'percent' and ${t.value} between 1 and 10000) or (${t.kind} = 'absolute' and ${t.value} > 0 and ${t.currency} is not null)`,
    ),
    check("vouchers_min_order_check", sql`${t.minOrderMinor} >= 0 and (${t.minOrderMinor} = 0 or ${t.currency} is not null)`),
  ],
);

/** A voucher applied to a cart; it stays with the cart when the cart is ordered. */
export const cartVouchers = pgTable(
  "cart_vouchers",
  {
    id: serial().primaryKey(),
    cartId: integer()
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    voucherId: integer()
      .notNull()
      .references(() => vouchers.id, { onDelete: "cascade" }),
    appliedBy: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    appliedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("cart_vouchers_cart_voucher_idx").on(t.cartId, t.voucherId), index("cart_vouchers_voucher_idx").on(t.voucherId)],
);
