import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { sites, units, users } from "./accounts.ts";

/**
 * Server-side sessions. The cookie carries a 128-bit random id; the table keeps only its
 * SHA-256, so a database read does not hand out live sessions.
 */
export const sessions = pgTable(
  "sessions",
  {
    idHash: text().primaryKey(),
    userId: integer().references(() => users.id, { onDelete: "cascade" }),
    siteId: text()
      .notNull()
      .references(() => sites.id),
    csrfToken: text().notNull(),
    /** The unit chosen with the company switch (decision 0054); null: the user's home unit. Checked against the memberships on every request. */
    unitId: integer().references(() => units.id, { onDelete: "set null" }),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    ip: text(),
    userAgent: text(),
    /**
     * An agent or sales rep acting for the customer in `userId` (issue 16, decision 0063): one
     * row, two identities. Deleting the agent ends the session (it must never become the
     * customer's own session).
     */
    agentUserId: integer().references(() => users.id, { onDelete: "cascade" }),
    /** When the agent session ends on the server (B2B 7,200 s, retail AGENT_SESSION_SECONDS; reset moves it). */
    agentExpiresAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("sessions_user_idx").on(t.userId),
    index("sessions_expires_idx").on(t.expiresAt),
    check("sessions_agent_check", sql`(${t.agentUserId} is null) = (${t.agentExpiresAt} is null) and (${t.agentUserId} is null or ${t.userId} is not null)`),
  ],
);

/** Failed sign-in counters per e-mail and per client address, shared by every process. */
export const loginThrottle = pgTable("login_throttle", {
  key: text().primaryKey(),
  failures: integer().notNull().default(0),
  windowStartedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp({ withTimezone: true }),
});

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    tokenHash: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    siteId: text()
      .notNull()
      .references(() => sites.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index("password_reset_user_idx").on(t.userId)],
);

/** Secrets every process must share (CSRF signing key for visitors without a session). */
export const appSecrets = pgTable("app_secrets", {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: text().primaryKey(),
    template: text().notNull(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    messageId: text(),
    filePath: text(),
  },
  (t) => [index("mail_outbox_to_idx").on(t.toAddress)],
);

/**
 * A consumer registration waiting for its e-mailed link (decision 0037): the account is opened
 * only when the owner of the address follows the link, so the form answers alike whether or not
 * the address already has an account. The table keeps the token's SHA-256, not the token.
 */
export const pendingRegistrations = pgTable(
  "pending_registrations",
  {
    tokenHash: text().primaryKey(),
    siteId: text()
      .notNull()
      .references(() => sites.id),
    email: text().notNull(),
    name: text().notNull(),
    passwordHash: text().notNull(),
    language: text().notNull(),
    currency: text().notNull(),
    termsVersion: integer().notNull(),
    termsAcceptedAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    confirmedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index("pending_registrations_email_idx").on(t.email)],
);
