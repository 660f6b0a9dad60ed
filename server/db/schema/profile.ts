import { integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { teams } from "./catalog.ts";

/** The teams a user marked in the "My favourite teams" dialog (decision 0053); the profile's favourite team is one of them. */
export const userFavoriteTeams = pgTable(
  "user_favorite_teams",
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    teamId: integer()
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.teamId] })],
);
