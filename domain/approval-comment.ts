import { oneOf } from "./one-of.ts";
/**
 * The approver's decision and its comment (service-and-support §3, account-and-ordering §5 and
 * §9): a reject reason is 1 to 500 characters after trimming; an approve comment is optional,
 * at most 500. Length counts UTF-16 code units, as the textarea's maxlength does, so the form's
 * counter and the server agree.
 */
export const APPROVAL_DECISIONS = ["APPROVE", "REJECT"] as const;
export type ApprovalDecisionValue = (typeof APPROVAL_DECISIONS)[number];

export const APPROVAL_COMMENT_MAX = 500;

export type ApprovalCommentError = "required" | "tooLong";

export function isApprovalDecision(value: unknown): value is ApprovalDecisionValue {
  return oneOf(APPROVAL_DECISIONS, value) !== null;
}

/** The comment to store (trimmed; null when an approval carries none), or why it cannot be sent. */
export function checkApprovalComment(decision: ApprovalDecisionValue, raw: string): { ok: true; comment: string | null } | { ok: false; error: ApprovalCommentError } {
  const comment = raw.trim();
  if (comment.length > APPROVAL_COMMENT_MAX) return { ok: false, error: "tooLong" };
  if (comment === "") return decision === "REJECT" ? { ok: false, error: "required" } : { ok: true, comment: null };
  return { ok: true, comment };
}
