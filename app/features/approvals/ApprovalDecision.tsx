import { useT } from "../../i18n.ts";

/**
 * Approve and reject for an order waiting for the signed-in approver (issue 14). Placeholder of
 * the foundation: two plain forms posting `approverSelectedDecision` and `comment` to
 * `{context}/my-account/order/{code}/approval`; the approvals work replaces it with the comment
 * modals. `openReject` opens the reject form at once (`openRejectPopupByCode`).
 */
export function ApprovalDecision({ approvalUrl, csrfToken, openReject }: { orderCode: string; approvalUrl: string; csrfToken: string; openReject: boolean }) {
  const t = useT();
  return (
    <section aria-label={t("order.status.PENDING_APPROVAL")} data-open-reject={openReject ? "true" : undefined}>
      {(["APPROVE", "REJECT"] as const).map((decision) => (
        <form key={decision} method="post" action={approvalUrl}>
          <input type="hidden" name="CSRFToken" value={csrfToken} />
          <input type="hidden" name="approverSelectedDecision" value={decision} />
          <textarea name="comment" aria-label={decision} required={decision === "REJECT"} maxLength={500} />
          <button type="submit">{decision}</button>
        </form>
      ))}
    </section>
  );
}
