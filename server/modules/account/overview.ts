import { eq } from "drizzle-orm";
import type { RequestContext } from "../../context.ts";
import { unitApprovers } from "../../db/schema/index.ts";

/** What the account overview shows besides the user (decision 0053). */
export interface AccountOverview {
  name: string;
  email: string;
  b2b: boolean;
  /** Approves some unit's orders: the overview links to the orders awaiting approval. */
  approver: boolean;
}

export async function accountOverview(ctx: RequestContext): Promise<AccountOverview> {
  if (!ctx.user) throw Object.assign(new Error("Please sign in to continue."), { statusCode: 401 });
  const user = ctx.user;
  // The units to switch between come with the shell (the root loader), not from a second query here.
  const approvals = ctx.site.b2b ? await ctx.db.select({ unitId: unitApprovers.unitId }).from(unitApprovers).where(eq(unitApprovers.userId, user.id)).limit(1) : [];
  return { name: user.name, email: user.email, b2b: ctx.site.b2b, approver: approvals.length > 0 };
}
