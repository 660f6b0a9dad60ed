import { APPROVAL_COMMENT_MAX } from "#domain/approval-comment.ts";
import { APPROVAL_OUTCOME_MESSAGES, type ApprovalOutcome } from "#domain/approval-outcome.ts";
import { Alert } from "../../components/ui/Alert.tsx";
import { useT } from "../../i18n.ts";

/**
 * What an approver's form post came to (`?decision=…` on the order page, decision 0052). The
 * order page renders it above the order; it reads the outcome from the URL with isApprovalOutcome.
 */
export function ApprovalOutcomeMessage({ outcome, orderCode }: { outcome: ApprovalOutcome; orderCode: string }) {
  const t = useT();
  const { key, tone } = APPROVAL_OUTCOME_MESSAGES[outcome];
  return <Alert tone={tone}>{t(key, { code: orderCode, max: APPROVAL_COMMENT_MAX })}</Alert>;
}
