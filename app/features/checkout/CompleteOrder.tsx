import { useEffect, useRef } from "react";
import { Alert } from "../../components/ui/Alert.tsx";
import { useT } from "../../i18n.ts";
import { CHECKOUT_BLOCKER_MESSAGES, type CheckoutBlocker } from "./checkout-blockers.ts";
import { refusalDetails, type Refusal } from "./refusal.ts";
import styles from "./checkout.module.css";

/** The id of the list of what still blocks the order (other controls point at it when disabled). */
export const blockersListId = (formId: string) => `${formId}-todo`;

/**
 * The Complete-order button: enabled exactly when nothing blocks the order, disabled while the
 * order is being placed. A checkout request in flight (the save of the field just left) does not
 * disable it: a click then places the order once the request has ended (decision 0042); what still blocks it is listed under it, and a refusal shows its message
 * and field errors (focused, so it is read out).
 */
export function CompleteOrder({
  formId,
  blockers,
  placing,
  refusal,
  hydrated,
  onPlace,
}: {
  formId: string;
  blockers: readonly CheckoutBlocker[];
  placing: boolean;
  refusal: Refusal | null;
  hydrated: boolean;
  onPlace: () => void;
}) {
  const t = useT();
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusal) alertRef.current?.focus();
  }, [refusal]);
  // "pending" is shown as the button's own state, not as a thing to do.
  const todo = blockers.filter((b) => b !== "pending");
  const details = refusal ? refusalDetails(refusal) : [];
  return (
    <form
      id={formId}
      className={styles.complete}
      onSubmit={(event) => {
        event.preventDefault();
        // A click while a field is being saved counts: the order waits for the save (decision 0042).
        if (todo.length === 0 && !placing) onPlace();
      }}
    >
      {refusal ? (
        <div ref={alertRef} tabIndex={-1} className={styles.refusal}>
          <Alert tone="error">
            <p className={styles.refusalMessage}>{refusal.message}</p>
            {details.length > 0 ? (
              <ul>
                {details.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            ) : null}
          </Alert>
        </div>
      ) : null}
      <button
        type="submit"
        className={styles.completeButton}
        disabled={!hydrated || placing || todo.length > 0}
        aria-describedby={hydrated && todo.length > 0 ? blockersListId(formId) : undefined}
      >
        {placing ? t("checkoutPage.completing") : t("checkoutPage.complete")}
      </button>
      {hydrated && todo.length > 0 ? (
        <div id={blockersListId(formId)} className={styles.todo}>
          <p>{t("checkoutPage.blockers.title")}</p>
          <ul>
            {todo.map((b) => (
              <li key={b}>{t(CHECKOUT_BLOCKER_MESSAGES[b])}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </form>
  );
}
