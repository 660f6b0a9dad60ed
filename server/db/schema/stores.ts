import { doublePrecision, index, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import { sites } from "./accounts.ts";

/** Opening hours per weekday (0 = Sunday): "09:00-18:00", or null when closed. */
export type OpeningHours = Record<"0" | "1" | "2" | "3" | "4" | "5" | "6", string | null>;

export const stores = pgTable(
  "stores",
  {
    id: serial().primaryKey(),
    code: text().notNull().unique(),
    siteId: text()
      .notNull()
      .references(() => sites.id),
    name: text().notNull(),
    line1: text().notNull(),
    line2: text(),
    town: text().notNull(),
    region: text(),
    postcode: text().notNull(),
    country: text().notNull(),
    phone: text(),
    // Coordinates are measurements, not money: floating point is the right type here.
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    openingHours: jsonb().$type<OpeningHours>().notNull(),
    features: text().array().notNull().default([]),
  },
  (t) => [index("stores_site_idx").on(t.siteId)],
);
