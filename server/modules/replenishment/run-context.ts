import { and, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { localeFor, type Site } from "../../../domain/sites.ts";
import type { AppDeps, RequestContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { userSites, users } from "../../db/schema/index.ts";
import { sessionUserColumns, sessionUserOf } from "../auth/sessions.ts";

/**
 * The context a replenishment run places its order in: the schedule's owner as if signed in on
 * the schedule's site, in STOCK mode, outside trade-show mode, bound to the run's transaction.
 * null when the owner can no longer order there (account disabled or site taken away).
 */
export async function ownerContext(deps: AppDeps, tx: DbOrTx, input: { userId: number; site: Site; now: Date; log: FastifyBaseLogger }): Promise<RequestContext | null> {
  const [row] = await tx
    .select({
      ...sessionUserColumns,
      disabled: users.disabled,
      siteAllowed: sql<boolean>`exists (select 1 from ${userSites} where ${and(eq(userSites.userId, users.id), eq(userSites.siteId, input.site.id))})`,
    })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!row || row.disabled || !row.siteAllowed) return null;
  const user = sessionUserOf(row);
  const language = user.language && input.site.languages.includes(user.language) ? user.language : input.site.defaultLanguage;
  return {
    deps,
    db: tx,
    site: input.site,
    user,
    sessionIdHash: null,
    language,
    currency: input.site.defaultCurrency,
    bookingMode: "STOCK",
    sessionCartId: null,
    tradeShow: false,
    locale: localeFor(language, input.site),
    ip: "127.0.0.1",
    userAgent: "replenishment job",
    now: input.now,
    log: input.log,
  };
}
