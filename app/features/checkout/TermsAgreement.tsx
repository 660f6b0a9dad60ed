import { useState } from "react";
import { useT } from "../../i18n.ts";
import { TermsLink } from "../auth/TermsLink.tsx";
import styles from "./checkout.module.css";

/**
 * The terms checkbox of the place-order form (service-and-support §2, §4; shopping-flow §4):
 * ticking it opens the multi-step terms; completing them ticks it, and from then on it is
 * read-only (account-and-ordering §4). Disabled while checkout requests are pending.
 */
export function TermsAgreement({ contextPath, accepted, onAccepted, disabled }: { contextPath: string; accepted: boolean; onAccepted: () => void; disabled: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.terms}>
      <label className={styles.checkboxRow}>
        <input
          type="checkbox"
          name="termsAccepted"
          checked={accepted}
          aria-readonly={accepted || undefined}
          disabled={disabled}
          onChange={() => {
            if (!accepted) setOpen(true);
          }}
        />
        {t("checkoutPage.terms.label")}
      </label>
      <TermsLink contextPath={contextPath} label={t("checkoutPage.terms.open")} open={open} onOpenChange={setOpen} onComplete={onAccepted} />
    </div>
  );
}
