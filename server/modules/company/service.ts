import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import { storedUnitChoice } from "../../../domain/company-switch.ts";
import type { RequestContext } from "../../context.ts";
import { sessions, units, userUnits, users } from "../../db/schema/index.ts";

/** A unit the user may act for (account-and-ordering §3 "Company account"). */
export interface CompanyAccount {
  uid: string;
  name: string;
}

export interface CompanyAccounts {
  accounts: CompanyAccount[];
  /** The uid of the unit the session acts for; null for users without one. */
  currentUnitId: string | null;
}

export type SwitchFailure = { kind: "signedOut" } | { kind: "notMember" };
export type SwitchResult = { ok: true; value: CompanyAccounts } | { ok: false; failure: SwitchFailure };

/**
 * The units of this site the user belongs to: the home unit and the memberships (decision 0054),
 * by name. One statement; a user without a unit and without memberships has none.
 */
async function memberUnits(ctx: RequestContext, userId: number): Promise<{ id: number; uid: string; name: string }[]> {
  const home = ctx.db.select({ unitId: users.unitId }).from(users).where(eq(users.id, userId));
  const others = ctx.db.select({ unitId: userUnits.unitId }).from(userUnits).where(eq(userUnits.userId, userId));
  return ctx.db
    .select({ id: units.id, uid: units.uid, name: units.name })
    .from(units)
    .where(and(eq(units.siteId, ctx.site.id), or(inArray(units.id, home), inArray(units.id, others))))
    .orderBy(asc(units.name), asc(units.id));
}

const view = (rows: { id: number; uid: string; name: string }[], currentId: number | null): CompanyAccounts => ({
  accounts: rows.map((r) => ({ uid: r.uid, name: r.name })),
  currentUnitId: rows.find((r) => r.id === currentId)?.uid ?? null,
});

/** `GET {context}/customer/unit/accounts`: the units the user may switch between, and the session's. */
export async function companyAccounts(ctx: RequestContext): Promise<CompanyAccounts | null> {
  if (!ctx.user) return null;
  return view(await memberUnits(ctx, ctx.user.id), ctx.user.unitId);
}

/**
 * `POST {context}/customer/unit/update`: the session acts for another unit the user belongs to
 * from the next request on (prices, carts, address book and orders follow `ctx.user.unitId`). A
 * unit of another site, another user's or an unknown uid is refused alike and changes nothing.
 */
export async function switchCompany(ctx: RequestContext, input: { unitUid: string }): Promise<SwitchResult> {
  const user = ctx.user;
  if (!user || !ctx.sessionIdHash) return { ok: false, failure: { kind: "signedOut" } };
  const rows = await memberUnits(ctx, user.id);
  const chosen = rows.find((r) => r.uid === input.unitUid);
  if (!chosen) return { ok: false, failure: { kind: "notMember" } };
  const [home] = await ctx.db.select({ unitId: users.unitId }).from(users).where(eq(users.id, user.id));
  // The carts remembered for the old unit are not this unit's (decision 0018's shortcut).
  await ctx.db
    .update(sessions)
    .set({ unitId: storedUnitChoice(home?.unitId ?? null, chosen.id), data: sql`${sessions.data} - 'carts'` })
    .where(eq(sessions.idHash, ctx.sessionIdHash));
  return { ok: true, value: view(rows, chosen.id) };
}
