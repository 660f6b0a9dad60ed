import { index, integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { units, users } from "./accounts.ts";

/**
 * The other units a user may act for (the company switch, issue 14, decision 0054). The home unit
 * (`users.unit_id`) is always a member and needs no row here; a session's chosen unit
 * (`sessions.unit_id`) counts only while the user is a member of it.
 */
export const userUnits = pgTable(
  "user_units",
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    unitId: integer()
      .notNull()
      .references(() => units.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.unitId] }), index("user_units_unit_idx").on(t.unitId)],
);
