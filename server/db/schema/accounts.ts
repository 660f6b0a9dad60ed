import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { ACCOUNT_KINDS } from "../../../domain/account-kinds.ts";
import { leagues, teams } from "./catalog.ts";

export const sites = pgTable("sites", {
  id: text().primaryKey(),
  contextPath: text().notNull().unique(),
  name: text().notNull(),
  b2b: boolean().notNull(),
  country: text().notNull(),
  defaultLanguage: text().notNull(),
  defaultCurrency: text().notNull(),
});

export const accountKind = pgEnum("account_kind", ACCOUNT_KINDS);

/** A B2B unit (company account or one of its sub-units); the tree is the sales-rep tree. */
export const units = pgTable(
  "units",
  {
    id: serial().primaryKey(),
    uid: text().notNull().unique(),
    name: text().notNull(),
    siteId: text()
      .notNull()
      .references(() => sites.id),
    parentId: integer().references((): AnyPgColumn => units.id),
    accountKind: accountKind().notNull(),
    creditBlocked: boolean().notNull().default(false),
    orderExportEnabled: boolean().notNull().default(true),
    /** Credit limit in minor units of the site's currency; null = no limit. */
    creditLimitMinor: bigint({ mode: "number" }),
  },
  (t) => [index("units_parent_idx").on(t.parentId), index("units_site_idx").on(t.siteId)],
);

export const users = pgTable(
  "users",
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    name: text().notNull(),
    passwordHash: text().notNull(),
    kind: accountKind().notNull(),
    unitId: integer().references(() => units.id),
    language: text(),
    currency: text(),
    dealerOwner: boolean().notNull().default(false),
    /** False for users who may never see prices: every amount is shown as N/A to them. */
    canSeePrices: boolean().notNull().default(true),
    /** Whether the user may switch prices off (a dealer showing the catalogue to a customer). */
    priceHidingAvailable: boolean().notNull().default(false),
    /** The user's switch: customer prices hidden (only honoured when hiding is available). */
    pricesHidden: boolean().notNull().default(false),
    rapidDelivery: boolean().notNull().default(false),
    termsVersion: integer(),
    termsAcceptedAt: timestamp({ withTimezone: true }),
    disabled: boolean().notNull().default(false),
    passwordChangedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Personal details (decision 0053): `name` stays the display name, made of these two when they are set. */
    firstName: text(),
    lastName: text(),
    /** ISO 3166-1 alpha-2 country of the phone and the region. */
    phoneCountry: text(),
    /** The phone number's national digits, without the mask's separators. */
    phone: text(),
    regionIso: text(),
    favoriteLeagueId: integer().references(() => leagues.id),
    favoriteTeamId: integer().references(() => teams.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
    index("users_unit_idx").on(t.unitId),
    // The agent panel's customer autocomplete (issue 16, decision 0064). In the "C" collation a
    // btree serves `lower(email) collate "C" like 'term%'` as a range and returns it in order, so
    // the e-mail-prefix and name-start tiers stop after 10 rows; the trigram index finds a later
    // word of the name that starts with the term (`lower(name) like '% term%'`).
    index("users_email_prefix_idx").on(sql`lower(${t.email}) collate "C"`),
    index("users_name_prefix_idx").on(sql`lower(${t.name}) collate "C"`),
    index("users_name_trgm_idx").using("gin", sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

/** Which sites a user may sign in to (agents: all four). */
export const userSites = pgTable(
  "user_sites",
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    siteId: text()
      .notNull()
      .references(() => sites.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.siteId] })],
);

/** Top units a sales representative serves; their sub-units come with them. */
export const salesRepUnits = pgTable(
  "sales_rep_units",
  {
    repUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    unitId: integer()
      .notNull()
      .references(() => units.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.repUserId, t.unitId] })],
);

export const costCentres = pgTable("cost_centres", {
  id: serial().primaryKey(),
  unitId: integer()
    .notNull()
    .references(() => units.id, { onDelete: "cascade" }),
  code: text().notNull(),
  name: text().notNull(),
  currency: text().notNull(),
});
