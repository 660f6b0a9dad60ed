import { data, redirect } from "react-router";
import { APPROVAL_OUTCOME_PARAM, isApprovalOutcome, type ApprovalOutcome } from "#domain/approval-outcome.ts";
import type { OrderStatus } from "#domain/order-status.ts";
import { sitePath } from "#domain/sites.ts";
import type { LoaderArgs } from "../../load-context.ts";

export interface ApprovalPanelView {
  code: string;
  status: OrderStatus;
  /** Render ApprovalDecision (the user approves for the order's unit and the order waits). */
  decision: { approvalUrl: string; openReject: boolean } | null;
  /** The outcome of the approver's form post (`?decision=…`). */
  outcome: ApprovalOutcome | null;
}

/**
 * The approval part of `{context}/my-account/order/{code}` (decision 0052): the order page's
 * loader adds it to its own view. Signed out: to sign in; an order the user cannot reach: 404.
 */
export async function loadApprovalPanel({ request, params, context }: LoaderArgs): Promise<ApprovalPanelView> {
  const { ctx } = context;
  const url = new URL(request.url);
  if (!ctx.user) throw redirect(`${sitePath(ctx.site, "/login")}?redirect=${encodeURIComponent(url.pathname)}`);
  const panel = await context.services.approvals.approvalPanel(ctx, params.code ?? "");
  if (!panel) throw data(null, { status: 404 });
  const outcome = url.searchParams.get(APPROVAL_OUTCOME_PARAM);
  return {
    code: panel.code,
    status: panel.status,
    decision: panel.canDecide ? { approvalUrl: sitePath(ctx.site, `/my-account/order/${panel.code}/approval`), openReject: url.searchParams.get("openRejectPopup") === "true" } : null,
    outcome: isApprovalOutcome(outcome) ? outcome : null,
  };
}
