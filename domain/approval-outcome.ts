import { oneOf } from "./one-of.ts";
import type { ApprovalsMessageKey } from "./i18n/areas/approvals.en.ts";

/**
 * What the order detail page says after an approver's form post (decision 0052): the decision's
 * redirect carries it as `?decision=…`; the page shows the matching message.
 */
export const APPROVAL_OUTCOMES = ["approved", "rejected", "alreadyDecided", "creditBlocked", "windowClosed", "reasonRequired", "commentTooLong"] as const;
export type ApprovalOutcome = (typeof APPROVAL_OUTCOMES)[number];

export const APPROVAL_OUTCOME_PARAM = "decision";

export function isApprovalOutcome(value: unknown): value is ApprovalOutcome {
  return oneOf(APPROVAL_OUTCOMES, value) !== null;
}

/** The message of each outcome (parameters `code` and `max`), and whether it is good news. */
export const APPROVAL_OUTCOME_MESSAGES: Readonly<Record<ApprovalOutcome, { key: ApprovalsMessageKey; tone: "success" | "error" }>> = {
  approved: { key: "approvals.result.approved", tone: "success" },
  rejected: { key: "approvals.result.rejected", tone: "success" },
  alreadyDecided: { key: "approvals.result.alreadyDecided", tone: "error" },
  creditBlocked: { key: "approvals.result.creditBlocked", tone: "error" },
  windowClosed: { key: "approvals.result.windowClosedLines", tone: "error" },
  reasonRequired: { key: "approvals.result.reasonRequired", tone: "error" },
  commentTooLong: { key: "approvals.result.commentTooLong", tone: "error" },
};
