import { and, asc, eq, sql } from "drizzle-orm";
import type { RequestContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { userSites, users } from "../../db/schema/index.ts";
import type { CartFailure } from "../cart/cart-line-input.ts";
import { sessionCart } from "../cart/cart-service.ts";
import { saveCheckoutChoice } from "./checkout-store.ts";

/**
 * A sales representative as the checkout offers them (shopping-flow §3 "Sales rep (checkout):
 * uid, name"), in the tree-item shape of `GET /sales-rep` (uid, unitUid, label, subItems) so one
 * answer serves both. The uid is the representative's e-mail address.
 */
export interface SalesRepItem {
  uid: string;
  name: string;
  label: string;
  unitUid: string | null;
  subItems: SalesRepItem[];
}

export type SalesRepFailure = { kind: "signedOut" } | { kind: "notPromo" };

/** Promo and discount users name a sales representative at checkout; nobody else does. */
function promoUser(ctx: RequestContext): SalesRepFailure | null {
  if (!ctx.user) return { kind: "signedOut" };
  return ctx.user.kind === "promo" ? null : { kind: "notPromo" };
}

const repColumns = { uid: users.email, name: users.name };
const activeRepOfSite = (siteId: string) =>
  and(eq(users.kind, "salesrep"), eq(users.disabled, false), sql`exists (select 1 from ${userSites} where ${userSites.userId} = ${users.id} and ${userSites.siteId} = ${siteId})`);

/** The active sales representatives of the site, by name. */
export async function salesRepsFor(ctx: RequestContext): Promise<{ ok: true; value: SalesRepItem[] } | { ok: false; failure: SalesRepFailure }> {
  const refused = promoUser(ctx);
  if (refused) return { ok: false, failure: refused };
  const reps = await ctx.db.select(repColumns).from(users).where(activeRepOfSite(ctx.site.id)).orderBy(asc(users.name), asc(users.email));
  return { ok: true, value: reps.map((r) => ({ uid: r.uid, name: r.name, label: r.name, unitUid: null, subItems: [] })) };
}

/** An active sales representative of the site by uid (e-mail, any case); placement re-checks the chosen one with it. */
export async function findRep(db: DbOrTx, siteId: string, uid: string): Promise<{ uid: string; name: string } | null> {
  const [rep] = await db
    .select(repColumns)
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, uid.trim().toLowerCase()), activeRepOfSite(siteId)))
    .limit(1);
  return rep ?? null;
}

export type ChooseSalesRepResult = { ok: true; value: { uid: string; name: string } } | { ok: false; failure: SalesRepFailure | CartFailure | { kind: "unknownSalesRep" } };

/** Records the promo user's sales representative for the active cart; an unknown uid changes nothing. */
export async function chooseSalesRep(ctx: RequestContext, uid: string): Promise<ChooseSalesRepResult> {
  const refused = promoUser(ctx);
  if (refused) return { ok: false, failure: refused };
  const cart = await sessionCart(ctx);
  if (!cart.ok) return cart;
  const rep = await findRep(ctx.db, ctx.site.id, uid);
  if (!rep) return { ok: false, failure: { kind: "unknownSalesRep" } };
  await saveCheckoutChoice(ctx.db, cart.value.id, { salesRepUid: rep.uid }, ctx.now);
  return { ok: true, value: rep };
}
