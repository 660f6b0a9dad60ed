import { needsApproval } from "../../../domain/approval-rule.ts";
import type { RequestContext } from "../../context.ts";
import { ordererOf } from "../orders/orderer.ts";

/**
 * Whether the signed-in user's order of this total would wait for approval (the cart's totals,
 * `orderApprovalData.approvalRequired`): the same rule placement and the checkout page apply.
 */
export async function approvalRequired(ctx: Pick<RequestContext, "db" | "user">, total: { amountMinor: number; currency: string }): Promise<boolean> {
  const user = ctx.user;
  if (!user || user.kind === "consumer") return false;
  return needsApproval((await ordererOf(ctx.db, user.id)).approvalRule, total);
}
