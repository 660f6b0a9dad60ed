import { date, index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import { units } from "./accounts.ts";
import type { LocalizedText } from "./catalog.ts";

/** A prebooking delivery target: a season (SPRING-2027) or a month (JAN-2027). */
export const deliveryTargets = pgTable(
  "delivery_targets",
  {
    id: serial().primaryKey(),
    code: text().notNull(),
    year: smallint().notNull(),
    kind: text().notNull(),
    names: jsonb().$type<LocalizedText>().notNull(),
    shipFrom: date().notNull(),
    shipTo: date().notNull(),
  },
  (t) => [uniqueIndex("delivery_targets_code_year_idx").on(t.code, t.year)],
);

/** When a unit may book lines for a delivery target. */
export const bookingWindows = pgTable(
  "booking_windows",
  {
    id: serial().primaryKey(),
    deliveryTargetId: integer()
      .notNull()
      .references(() => deliveryTargets.id, { onDelete: "cascade" }),
    unitId: integer()
      .notNull()
      .references(() => units.id, { onDelete: "cascade" }),
    opensOn: date().notNull(),
    closesOn: date().notNull(),
  },
  (t) => [index("booking_windows_unit_idx").on(t.unitId, t.deliveryTargetId)],
);
