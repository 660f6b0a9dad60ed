import { useId, useState } from "react";
import { APPROVAL_COMMENT_MAX, checkApprovalComment, type ApprovalDecisionValue } from "#domain/approval-comment.ts";
import { Button } from "../../components/ui/Button.tsx";
import { useT } from "../../i18n.ts";
import styles from "./approvals.module.css";

/**
 * The comment modal's inside (service-and-support §4): the comment (to reject: a reason of 1–500
 * characters after trimming, account-and-ordering §5), its counter, Cancel (sends nothing) and
 * the decision button, disabled while the comment is not valid.
 */
export function ApprovalCommentForm({
  decision,
  comment,
  onChange,
  onSend,
  onCancel,
}: {
  decision: ApprovalDecisionValue;
  comment: string;
  onChange: (comment: string) => void;
  onSend: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const id = useId();
  const [touched, setTouched] = useState(false);
  const reject = decision === "REJECT";
  const checked = checkApprovalComment(decision, comment);
  const error = checked.ok || !touched ? null : t(checked.error === "required" ? "approvals.error.required" : "approvals.error.tooLong", { max: APPROVAL_COMMENT_MAX });
  const params = { count: comment.trim().length, max: APPROVAL_COMMENT_MAX };
  return (
    <div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-comment`}>
          {t(reject ? "approvals.reject.reason" : "approvals.approve.comment")}
        </label>
        <textarea
          id={`${id}-comment`}
          className={styles.textarea}
          value={comment}
          rows={5}
          required={reject}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-meta${error ? ` ${id}-error` : ""}`}
          // The modal is opened to write the comment: its field takes the focus.
          autoFocus
          // Said once something was typed (not on blur: the message would move the buttons under a click).
          onChange={(e) => {
            setTouched(true);
            onChange(e.currentTarget.value);
          }}
        />
        <div className={styles.meta} id={`${id}-meta`}>
          {reject ? <p className={styles.hint}>{t("approvals.reason.hint", { max: APPROVAL_COMMENT_MAX })}</p> : null}
          <p className={styles.counter}>{t("approvals.counter", params)}</p>
        </div>
        {error ? (
          <p className={styles.fieldError} id={`${id}-error`}>
            {error}
          </p>
        ) : null}
      </div>
      <div className={styles.modalActions}>
        <Button variant="secondary" onPress={onCancel}>
          {t("approvals.cancel")}
        </Button>
        <Button isDisabled={!checked.ok} onPress={onSend}>
          {t(reject ? "approvals.reject.send" : "approvals.approve.send")}
        </Button>
      </div>
    </div>
  );
}
