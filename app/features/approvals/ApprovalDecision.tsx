import { useEffect, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { APPROVAL_COMMENT_MAX, type ApprovalDecisionValue } from "#domain/approval-comment.ts";
import { useHydrated } from "../../components/header/use-hydrated.ts";
import { Button } from "../../components/ui/Button.tsx";
import { LazyModal as Modal } from "../../components/ui/LazyModal.tsx";
import { useT } from "../../i18n.ts";
import { ApprovalCommentForm } from "./ApprovalCommentForm.tsx";
import styles from "./approvals.module.css";

export interface ApprovalDecisionProps {
  orderCode: string;
  /** `{context}/my-account/order/{code}/approval`. */
  approvalUrl: string;
  csrfToken: string;
  /** Open the reject modal at once (`?openRejectPopup=true`, the history's `openRejectPopupByCode`). */
  openReject: boolean;
}

/**
 * Approve and reject for an order waiting for the signed-in approver (issue 14, service-and-support
 * §4). Approve and Reject each open a comment modal (480 px); its decision button sets the form's
 * `approverSelectedDecision`, closes the modal and submits the form; Cancel submits nothing.
 * Before the script runs (or without it) two plain forms post the same fields.
 */
export function ApprovalDecision({ orderCode, approvalUrl, csrfToken, openReject }: ApprovalDecisionProps) {
  const t = useT();
  const headingId = useId();
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const [modal, setModal] = useState<{ decision: ApprovalDecisionValue; open: boolean }>({ decision: "REJECT", open: false });
  const rejectButton = useRef<HTMLButtonElement>(null);
  // Opened by its link (`openRejectPopup`): from the Reject button, so that closing it puts the focus there, not on the page.
  const openedByLink = useRef(false);
  useEffect(() => {
    if (!hydrated || !openReject || openedByLink.current) return;
    openedByLink.current = true;
    rejectButton.current?.focus();
    setModal({ decision: "REJECT", open: true });
  }, [hydrated, openReject]);
  const [decision, setDecision] = useState<ApprovalDecisionValue | "">("");
  const [comment, setComment] = useState("");

  const openModal = (chosen: ApprovalDecisionValue) => {
    setComment("");
    setModal({ decision: chosen, open: true });
  };
  const send = () => {
    flushSync(() => {
      setDecision(modal.decision);
      setModal((m) => ({ ...m, open: false }));
    });
    form.current?.requestSubmit();
  };

  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h2 id={headingId} className={styles.heading}>
        {t("approvals.heading")}
      </h2>
      <p className={styles.intro}>{t("approvals.intro")}</p>
      {hydrated ? (
        <form ref={form} method="post" action={approvalUrl}>
          <input type="hidden" name="CSRFToken" value={csrfToken} />
          <input type="hidden" name="approverSelectedDecision" value={decision} />
          <input type="hidden" name="comment" value={comment} />
          <div className={styles.actions}>
            <Button onPress={() => openModal("APPROVE")}>{t("approvals.approve")}</Button>
            <Button ref={rejectButton} variant="secondary" onPress={() => openModal("REJECT")}>
              {t("approvals.reject")}
            </Button>
          </div>
        </form>
      ) : (
        <PlainForms approvalUrl={approvalUrl} csrfToken={csrfToken} openReject={openReject} />
      )}
      <Modal
        isOpen={modal.open}
        onOpenChange={(open) => setModal((m) => ({ ...m, open }))}
        title={t(modal.decision === "REJECT" ? "approvals.reject.title" : "approvals.approve.title", { code: orderCode })}
      >
        <ApprovalCommentForm decision={modal.decision} comment={comment} onChange={setComment} onSend={send} onCancel={() => setModal((m) => ({ ...m, open: false }))} />
      </Modal>
    </section>
  );
}

/** Without script: one form per decision, each with its comment; the server checks the reason. */
function PlainForms({ approvalUrl, csrfToken, openReject }: Omit<ApprovalDecisionProps, "orderCode">) {
  const t = useT();
  const id = useId();
  return (
    <div className={styles.plainForms}>
      {(["APPROVE", "REJECT"] as const).map((choice) => {
        const reject = choice === "REJECT";
        return (
          <form key={choice} method="post" action={approvalUrl} className={styles.plainForm}>
            <input type="hidden" name="CSRFToken" value={csrfToken} />
            <input type="hidden" name="approverSelectedDecision" value={choice} />
            <label className={styles.label} htmlFor={`${id}-${choice}`}>
              {t(reject ? "approvals.reject.reason" : "approvals.approve.comment")}
            </label>
            <textarea
              id={`${id}-${choice}`}
              name="comment"
              className={styles.textarea}
              rows={3}
              maxLength={APPROVAL_COMMENT_MAX}
              required={reject}
              autoFocus={reject && openReject}
              aria-describedby={reject ? `${id}-hint` : undefined}
            />
            {reject ? (
              <p className={styles.hint} id={`${id}-hint`}>
                {t("approvals.reason.hint", { max: APPROVAL_COMMENT_MAX })}
              </p>
            ) : null}
            <Button type="submit" variant={reject ? "secondary" : "primary"}>
              {t(reject ? "approvals.reject.send" : "approvals.approve.send")}
            </Button>
          </form>
        );
      })}
    </div>
  );
}
