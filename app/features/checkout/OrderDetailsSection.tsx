import { useId, type ReactNode } from "react";
import { CHECKOUT_COMMENT_MAX } from "#domain/checkout-comment.ts";
import { useT } from "../../i18n.ts";
import { describedBy, FieldLabel, FieldMessages } from "./checkout-fields.tsx";
import type { SavedText } from "./use-saved-text.ts";
import styles from "./checkout.module.css";

/**
 * Purchase order number (spaces stripped, empty or invalid, optional on the Japan and Mexico
 * sites with their own characters, shopping-flow §5, decision 0042) and comment (at most 249 characters, required for dealers, §5, §9).
 */
export function OrderDetailsSection({
  purchaseNumber,
  comment,
  purchaseNumberShown,
  purchaseNumberRequired,
  purchaseNumberHint,
  commentRequired,
  disabled,
  children,
}: {
  purchaseNumber: SavedText;
  comment: SavedText;
  purchaseNumberShown: boolean;
  purchaseNumberRequired: boolean;
  /** What the site's rule allows (domain/purchase-number.ts), shown under the field. */
  purchaseNumberHint: string;
  commentRequired: boolean;
  disabled: boolean;
  children?: ReactNode;
}) {
  const t = useT();
  const poId = useId();
  const commentId = useId();
  const atLimit = comment.value.length >= CHECKOUT_COMMENT_MAX;
  const commentError = comment.error ?? (atLimit ? t("checkout.comment.maxlength") : null);
  return (
    <section className={styles.section} aria-labelledby="checkout-details-title">
      <h2 id="checkout-details-title" className={styles.sectionTitle}>
        {t("checkoutPage.details.title")}
      </h2>
      {children}
      {purchaseNumberShown ? (
        <div className={styles.field}>
          <FieldLabel htmlFor={poId} text={t("checkoutPage.purchaseNumber.label")} required={purchaseNumberRequired} />
          <input
            id={poId}
            name="purchaseNumber"
            className={styles.input}
            value={purchaseNumber.value}
            onChange={(e) => purchaseNumber.onChange(e.target.value)}
            onBlur={() => void purchaseNumber.commit()}
            aria-invalid={purchaseNumber.error ? true : undefined}
            aria-required={purchaseNumberRequired}
            aria-describedby={describedBy(poId, true, purchaseNumber.error)}
            autoComplete="off"
            disabled={disabled}
          />
          <FieldMessages id={poId} hint={purchaseNumberHint} error={purchaseNumber.error} />
        </div>
      ) : null}
      <div className={styles.field}>
        <FieldLabel htmlFor={commentId} text={t("checkoutPage.comment.label")} required={commentRequired} />
        <textarea
          id={commentId}
          name="comment"
          className={styles.textarea}
          rows={3}
          maxLength={CHECKOUT_COMMENT_MAX}
          value={comment.value}
          onChange={(e) => comment.onChange(e.target.value)}
          onBlur={() => void comment.commit()}
          aria-invalid={comment.error ? true : undefined}
          aria-required={commentRequired}
          aria-describedby={describedBy(commentId, true, commentError)}
          disabled={disabled}
        />
        <FieldMessages id={commentId} hint={t("checkoutPage.comment.counter", { count: comment.value.length, max: CHECKOUT_COMMENT_MAX })} error={commentError} />
      </div>
    </section>
  );
}
