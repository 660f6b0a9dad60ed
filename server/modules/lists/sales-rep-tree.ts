import { sql } from "drizzle-orm";
import type { RequestContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";

/**
 * A sales representative's customers (account-and-ordering §3 "Sales-rep tree item": uid,
 * unitUid, label, subItems): the units the rep covers with their child units, and in each unit the
 * buyers whose home unit it is. A unit's uid is its unit uid; a customer's uid is their e-mail.
 */
export interface SalesRepTreeItem {
  uid: string;
  unitUid: string;
  label: string;
  /** A customer (a leaf the rep can check) rather than a unit. */
  customer: boolean;
  subItems: SalesRepTreeItem[];
}

type UnitRow = {
  id: number;
  uid: string;
  name: string;
  parent_id: number | null;
};

/** Units the rep covers, with every unit below them, on the request's site (one statement). */
export const coveredUnits = (repUserId: number, siteId: string) => sql`
  with recursive covered as (
    select u.id, u.uid, u.name, null::int as parent_id from units u
    join sales_rep_units r on r.unit_id = u.id and r.rep_user_id = ${repUserId}
    where u.site_id = ${siteId}
    union
    select c.id, c.uid, c.name, c.parent_id from units c join covered p on c.parent_id = p.id
  )
  select id, uid, name, parent_id from covered`;

export async function salesRepTree(ctx: RequestContext): Promise<SalesRepTreeItem[]> {
  const rep = ctx.user;
  if (!rep || rep.kind !== "salesrep") return [];
  const [units, customers] = await Promise.all([
    ctx.db.execute<UnitRow>(coveredUnits(rep.id, ctx.site.id)),
    ctx.db.execute<{ email: string; name: string; unit_id: number }>(sql`
      with covered as (${coveredUnits(rep.id, ctx.site.id)})
      select u.email, u.name, u.unit_id from users u
      join covered c on c.id = u.unit_id
      where not u.disabled and u.kind not in ('salesrep', 'agent', 'consumer')
        and exists (select 1 from user_sites s where s.user_id = u.id and s.site_id = ${ctx.site.id})
      order by u.name, u.email`),
  ]);
  const items = new Map<number, SalesRepTreeItem>();
  for (const u of units.rows) items.set(u.id, { uid: u.uid, unitUid: u.uid, label: u.name, customer: false, subItems: [] });
  for (const c of customers.rows) {
    const unit = items.get(c.unit_id);
    unit?.subItems.push({ uid: c.email, unitUid: unit.unitUid, label: `${c.name} (${c.email})`, customer: true, subItems: [] });
  }
  const roots: SalesRepTreeItem[] = [];
  for (const u of [...units.rows].sort((a, b) => a.name.localeCompare(b.name))) {
    const item = items.get(u.id)!;
    const parent = u.parent_id === null ? undefined : items.get(u.parent_id);
    if (parent) parent.subItems.push(item);
    else roots.push(item);
  }
  return roots;
}

/**
 * The customers among `chosen` the rep may prepare a saved bag for: buyers whose home unit the rep
 * covers, named by e-mail and unit uid (both must match). Others are left out; the caller refuses.
 */
export async function coveredCustomers(
  db: DbOrTx,
  repUserId: number,
  siteId: string,
  chosen: readonly { email: string; unitUid: string }[],
): Promise<{ userId: number; unitId: number; email: string }[]> {
  if (chosen.length === 0) return [];
  const wanted = JSON.stringify(chosen.map((c) => ({ e: c.email.toLowerCase(), u: c.unitUid })));
  const result = await db.execute<{ user_id: number; unit_id: number; email: string }>(sql`
    with covered as (${coveredUnits(repUserId, siteId)})
    select distinct u.id as user_id, u.unit_id, u.email from users u
    join covered c on c.id = u.unit_id
    join jsonb_to_recordset(${wanted}::jsonb) as w(e text, u text) on w.e = lower(u.email) and w.u = c.uid
    where not u.disabled and u.kind not in ('salesrep', 'agent', 'consumer')
      and exists (select 1 from user_sites s where s.user_id = u.id and s.site_id = ${siteId})`);
  return result.rows.map((r) => ({ userId: r.user_id, unitId: r.unit_id, email: r.email }));
}
