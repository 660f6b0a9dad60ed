import { customType, index, integer, pgEnum, pgTable, serial, text, timestamp, boolean } from "drizzle-orm/pg-core";
import { sites, users } from "./accounts.ts";
import { mailOutbox } from "./security.ts";

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

export const orderListExportStatus = pgEnum("order_list_export_status", ["queued", "running", "done", "failed"]);

/**
 * An order-list export too large to stream (issue 14, decision 0050): the `orders.exportList` job
 * writes the file under DATA_DIR/exports and counts its progress here. The id is random and
 * unguessable; only its owner (user and site) may read it. Removed with its file after a day.
 */
export const orderListExports = pgTable(
  "order_list_exports",
  {
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    siteId: text()
      .notNull()
      .references(() => sites.id),
    format: text().notNull(),
    /** The language the file is written in, and whether its prices are hidden (the user's at request time). */
    language: text().notNull(),
    pricesHidden: boolean().notNull().default(false),
    status: orderListExportStatus().notNull().default("queued"),
    /** The top-level orders to export, resolved and authorized when the export was asked for. */
    orderIds: integer().array().notNull(),
    total: integer().notNull(),
    doneCount: integer().notNull().default(0),
    filePath: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index("order_list_exports_user_idx").on(t.userId), index("order_list_exports_created_idx").on(t.createdAt)],
);

/** Files attached to a queued mail (an exported PDF), kept with the message until it is sent. */
export const mailAttachments = pgTable(
  "mail_attachments",
  {
    id: serial().primaryKey(),
    outboxId: text()
      .notNull()
      .references(() => mailOutbox.id, { onDelete: "cascade" }),
    filename: text().notNull(),
    contentType: text().notNull(),
    content: bytea().notNull(),
  },
  (t) => [index("mail_attachments_outbox_idx").on(t.outboxId)],
);
