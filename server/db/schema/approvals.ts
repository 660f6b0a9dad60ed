import { bigint, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { units, users } from "./accounts.ts";

/**
 * When a unit's orders need approval (issue 14): orders whose total is above the threshold, in
 * minor units of `currency`; a null threshold means every order. A unit without a rule orders freely.
 */
export const unitApprovalRules = pgTable("unit_approval_rules", {
  unitId: integer()
    .primaryKey()
    .references(() => units.id, { onDelete: "cascade" }),
  thresholdMinor: bigint({ mode: "number" }),
  currency: text().notNull(),
});

/** Who may approve or reject a unit's orders. */
export const unitApprovers = pgTable(
  "unit_approvers",
  {
    unitId: integer()
      .notNull()
      .references(() => units.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.unitId, t.userId] }), index("unit_approvers_user_idx").on(t.userId)],
);
