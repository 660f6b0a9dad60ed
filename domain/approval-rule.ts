/**
 * When an order needs approval (issue 14, decision 0052): its unit has a rule and someone other
 * than the orderer approves for it. The rule's threshold is in minor units of its currency: an
 * order whose total is above it waits for approval; a null threshold means every order. A total
 * in another currency cannot be compared, so it waits too (the safe side).
 */
export interface ApprovalRule {
  thresholdMinor: number | null;
  currency: string;
}

export function needsApproval(rule: ApprovalRule | null, total: { amountMinor: number; currency: string }): boolean {
  if (rule === null) return false;
  if (rule.thresholdMinor === null) return true;
  if (rule.currency !== total.currency) return true;
  return total.amountMinor > rule.thresholdMinor;
}
