import { eq } from "drizzle-orm";
import type { RequestContext } from "../../context.ts";
import { unitApprovers } from "../../db/schema/index.ts";
import { companyAccounts } from "../company/service.ts";

/** What the account overview shows besides the user (decision 0053). */
export interface AccountOverview {
  name: string;
  email: string;
  b2b: boolean;
  /** Approves some unit's orders: the overview links to the orders awaiting approval. */
  approver: boolean;
  /** Units the user may switch between (decision 0054); more than one shows "Switch company". */
  unitCount: number;
}

export async function accountOverview(ctx: RequestContext): Promise<AccountOverview> {
  if (!ctx.user) throw Object.assign(new Error("Please sign in to continue."), { statusCode: 401 });
  const user = ctx.user;
  const [approvals, company] = ctx.site.b2b
    ? await Promise.all([ctx.db.select({ unitId: unitApprovers.unitId }).from(unitApprovers).where(eq(unitApprovers.userId, user.id)).limit(1), companyAccounts(ctx)])
    : [[], null];
  return { name: user.name, email: user.email, b2b: ctx.site.b2b, approver: approvals.length > 0, unitCount: company?.accounts.length ?? 0 };
}
