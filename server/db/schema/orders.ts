import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, jsonb, pgEnum, pgSequence, pgTable, serial, smallint, text, timestamp, uniqueIndex, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { AddressIdentityFields } from "../../../domain/address-identity.ts";
import { ORDER_STATUSES } from "../../../domain/order-status.ts";
import { ORDER_UPDATE_STATUSES } from "../../../domain/order-update.ts";
import { sites, units, users } from "./accounts.ts";
import { bookingMode, carts } from "./carts.ts";
import { products, variants } from "./catalog.ts";
import { giftCards, replenishmentSchedules } from "./checkout.ts";
import { vouchers } from "./cart-money.ts";

export const orderStatus = pgEnum("order_status", ORDER_STATUSES);
/** Where a prebooking order's quantity change stands (decision 0051); null: no change under way. */
export const orderUpdateStatus = pgEnum("order_update_status", ORDER_UPDATE_STATUSES);

/** Order codes (formatOrderCode): not the row id, so codes do not reveal how rows are stored. */
export const orderCodeSequence = pgSequence("order_code_seq", { startWith: 10000001 });

/** The address an order ships to, copied at placement (the address book may change later). */
export interface OrderAddress extends AddressIdentityFields {
  code: string | null;
}

/**
 * A placed order. In PREBOOKING the cart becomes a summary order (parent) with one sub-order per
 * delivery target; otherwise one order. `code` is what customers see (BR + 8 digits).
 */
export const orders = pgTable(
  "orders",
  {
    id: serial().primaryKey(),
    code: text().notNull().unique(),
    parentId: integer().references((): AnyPgColumn => orders.id, { onDelete: "cascade" }),
    siteId: text()
      .notNull()
      .references(() => sites.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    unitId: integer().references(() => units.id),
    /** The agent or sales rep who placed it on the customer's behalf. */
    placedById: integer().references(() => users.id),
    cartId: integer().references(() => carts.id, { onDelete: "set null" }),
    mode: bookingMode().notNull(),
    currency: text().notNull(),
    status: orderStatus().notNull(),
    deliveryAddress: jsonb().$type<OrderAddress>(),
    billingAddress: jsonb().$type<OrderAddress>(),
    tradeShowDelivery: jsonb().$type<Record<string, string>>(),
    paymentType: text().notNull(),
    purchaseNumber: text(),
    comment: text(),
    costCentreCode: text(),
    salesRepUid: text(),
    deliveryTargetCode: text(),
    deliveryYear: smallint(),
    desiredShipDate: date(),
    cancelDate: date(),
    subtotalMinor: bigint({ mode: "number" }).notNull(),
    discountMinor: bigint({ mode: "number" }).notNull().default(0),
    paymentCostMinor: bigint({ mode: "number" }).notNull().default(0),
    /** How it ships and what that cost (decision 0029); on the summary order in PREBOOKING. */
    deliveryMethodCode: text(),
    deliveryCostMinor: bigint({ mode: "number" }).notNull().default(0),
    taxMinor: bigint({ mode: "number" }).notNull().default(0),
    totalMinor: bigint({ mode: "number" }).notNull(),
    totalQuantity: integer().notNull(),
    replenishmentScheduleId: integer().references(() => replenishmentSchedules.id, { onDelete: "set null" }),
    /** The ERP's number once it took the order, and its message when it refused it. */
    erpOrderNumber: text(),
    erpMessage: text(),
    approvalComment: text(),
    /** A quantity change of a prebooking order (decision 0051): applied, sent to the ERP, or the ERP's answer. */
    updateStatus: orderUpdateStatus(),
    /** Counts the changes sent to the ERP: the job of an earlier one finds another number and does nothing. */
    updateSeq: integer().notNull().default(0),
    decidedById: integer().references(() => users.id),
    decidedAt: timestamp({ withTimezone: true }),
    placedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index("orders_user_idx").on(t.userId, t.placedAt),
    index("orders_unit_idx").on(t.unitId, t.placedAt),
    index("orders_parent_idx").on(t.parentId),
    check("orders_total_check", sql`${t.totalMinor} >= 0`),
  ],
);

export const orderEntries = pgTable(
  "order_entries",
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    entryNumber: integer().notNull(),
    productId: integer()
      .notNull()
      .references(() => products.id),
    variantId: integer()
      .notNull()
      .references(() => variants.id),
    quantity: integer().notNull(),
    unitPriceMinor: bigint({ mode: "number" }),
    totalMinor: bigint({ mode: "number" }),
    deliveryTargetCode: text(),
    deliveryYear: smallint(),
    /** The quantity an applied change asks for, until the ERP answers (decision 0051). */
    pendingQuantity: integer(),
    /** What the buyer asked for when the ERP confirmed another quantity (QUANTITY_CHANGED). */
    erpRequestedQuantity: integer(),
  },
  (t) => [
    uniqueIndex("order_entries_number_idx").on(t.orderId, t.entryNumber),
    // The order history's search by material id or UPC: the orders holding a variant (decision 0049).
    index("order_entries_variant_idx").on(t.variantId),
    check("order_entries_quantity_check", sql`${t.quantity} > 0`),
  ],
);

/**
 * An order's status history: one row per transition of the state machine (placement included),
 * with who caused it (and the agent acting for them) and the comment that came with it.
 */
export const orderEvents = pgTable(
  "order_events",
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: orderStatus().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
    actorUserId: integer().references(() => users.id),
    agentUserId: integer().references(() => users.id),
    comment: text(),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.at)],
);

export const paymentKind = pgEnum("payment_kind", ["CARD", "WALLET", "ACCOUNT", "GIFTCARD"]);
export const paymentStatus = pgEnum("payment_status", ["authorized", "captured", "voided", "charged"]);

/** How an order is paid: one row per means (a gift card part plus a card or wallet rest). */
export const orderPayments = pgTable(
  "order_payments",
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: paymentKind().notNull(),
    status: paymentStatus().notNull(),
    amountMinor: bigint({ mode: "number" }).notNull(),
    currency: text().notNull(),
    /** The provider's authorization or capture id, the wallet payment id. */
    providerReference: text(),
    /** What may be shown: the masked card number, the gift card's last digits. Never a full number. */
    displayReference: text(),
    giftCardId: integer().references(() => giftCards.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("order_payments_order_idx").on(t.orderId),
    // Recovery and a released payment ask whether an order carries a provider reference.
    index("order_payments_provider_reference_idx").on(t.providerReference),
    check("order_payments_amount_check", sql`${t.amountMinor} >= 0`)],
);

export const orderVouchers = pgTable(
  "order_vouchers",
  {
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    voucherId: integer()
      .notNull()
      .references(() => vouchers.id),
    discountMinor: bigint({ mode: "number" }).notNull(),
  },
  (t) => [uniqueIndex("order_vouchers_idx").on(t.orderId, t.voucherId)],
);

/**
 * One per (user, Idempotency-Key): the first placement stores its request hash and order; a
 * repeat with the same body answers that order, with another body it is refused.
 */
export const orderIdempotencyKeys = pgTable(
  "order_idempotency_keys",
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text().notNull(),
    requestHash: text().notNull(),
    orderId: integer().references(() => orders.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("order_idempotency_idx").on(t.userId, t.key)],
);
