import { index, jsonb, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";
import type { CmsContent } from "../../../domain/cms.ts";
import { sites } from "./accounts.ts";

/** Content components editors can change; a component may be limited to one site. */
export const cmsComponents = pgTable("cms_components", {
  uid: text().primaryKey(),
  siteId: text().references(() => sites.id),
  type: text().$type<CmsContent["type"]>().notNull(),
  content: jsonb().$type<CmsContent>().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Where components appear: a page template ("home-b2c", "home-dealer", …) and position. */
export const cmsSlots = pgTable(
  "cms_slots",
  {
    page: text().notNull(),
    position: smallint().notNull(),
    componentUid: text()
      .notNull()
      .references(() => cmsComponents.uid, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.page, t.position] }), index("cms_slots_component_idx").on(t.componentUid)],
);
