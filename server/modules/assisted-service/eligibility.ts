import { sql, type SQL } from "drizzle-orm";
import type { SessionUser } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { coveredUnits } from "../lists/sales-rep-tree.ts";

/** Who acts for customers (decision 0063): a service agent, or a sales rep within their tree. */
export interface Actor {
  userId: number;
  kind: "agent" | "salesrep";
}

/** The signed-in user as an actor, when they are one. */
export function actorOf(user: Pick<SessionUser, "id" | "kind"> | null): Actor | null {
  if (!user || (user.kind !== "agent" && user.kind !== "salesrep")) return null;
  return { userId: user.id, kind: user.kind };
}

/**
 * The customers `actor` may act for on `siteId`, as a condition over `users` aliased `u`: the one
 * rule the autocomplete, start session, bind cart and create customer all use. An agent: any
 * enabled customer account of the site. A sales rep: the buyers whose home unit is one the rep
 * covers, with its child units (the tree of `GET /sales-rep`). Never agents or reps themselves.
 */
export function eligibleCustomerCondition(actor: Actor, siteId: string): SQL {
  const customerOfSite = sql`not u.disabled and u.kind not in ('agent', 'salesrep')
    and exists (select 1 from user_sites s where s.user_id = u.id and s.site_id = ${siteId})`;
  if (actor.kind === "agent") return customerOfSite;
  return sql`${customerOfSite} and u.kind <> 'consumer'
    and u.unit_id in (select covered.id from (${coveredUnits(actor.userId, siteId)}) covered)`;
}

/**
 * The units (companies) `actor` may act in on `siteId`, as a condition over `units` aliased `n`:
 * an agent, every unit of the site; a sales rep, the units they cover with their child units (the
 * same tree as eligibleCustomerCondition, so a rep's company list and customer list agree).
 */
export function eligibleUnitCondition(actor: Actor, siteId: string): SQL {
  if (actor.kind === "agent") return sql`n.site_id = ${siteId}`;
  return sql`n.site_id = ${siteId} and n.id in (select covered.id from (${coveredUnits(actor.userId, siteId)}) covered)`;
}

export interface EligibleCustomer {
  id: number;
  email: string;
  name: string;
  unitId: number | null;
}

/** The customer with this e-mail whom `actor` may act for on the site, or null (unknown and out of reach answer alike). */
export async function findEligibleCustomer(db: DbOrTx, actor: Actor, siteId: string, email: string): Promise<EligibleCustomer | null> {
  const result = await db.execute<{ id: number; email: string; name: string; unit_id: number | null }>(sql`
    select u.id, u.email, u.name, u.unit_id from users u
    where lower(u.email) = ${email.trim().toLowerCase()} and ${eligibleCustomerCondition(actor, siteId)}
    limit 1`);
  const row = result.rows[0];
  return row ? { id: row.id, email: row.email, name: row.name, unitId: row.unit_id } : null;
}
