import { useEffect, useRef, useState } from "react";
import { useT } from "../../i18n.ts";
import { TermsLink } from "../auth/TermsLink.tsx";
import styles from "./checkout.module.css";

/** How long a press on the box still counts once pending checkout requests have ended. */
const PRESS_KEPT_MS = 5_000;

/**
 * The terms checkbox of the place-order form (service-and-support §2, §4; shopping-flow §4):
 * ticking it opens the multi-step terms; completing them ticks it, and from then on it is
 * read-only (account-and-ordering §4). Disabled while checkout requests are pending.
 */
export function TermsAgreement({ contextPath, accepted, onAccepted, disabled }: { contextPath: string; accepted: boolean; onAccepted: () => void; disabled: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  // A press that blurs a typed field starts its save, which disables the box before the click
  // lands (the click is lost): the press is remembered and the terms open once the saves end.
  const pressedAt = useRef<number | null>(null);
  useEffect(() => {
    const pressed = pressedAt.current;
    if (disabled || accepted || pressed === null) return;
    pressedAt.current = null;
    if (Date.now() - pressed < PRESS_KEPT_MS) setOpen(true);
  }, [disabled, accepted]);
  return (
    <div className={styles.terms}>
      <label
        className={styles.checkboxRow}
        onPointerDown={() => {
          if (!accepted && !disabled) pressedAt.current = Date.now();
        }}
      >
        <input
          type="checkbox"
          name="termsAccepted"
          checked={accepted}
          aria-readonly={accepted || undefined}
          disabled={disabled}
          onChange={() => {
            pressedAt.current = null;
            if (!accepted) setOpen(true);
          }}
        />
        {t("checkoutPage.terms.label")}
      </label>
      <TermsLink contextPath={contextPath} label={t("checkoutPage.terms.open")} open={open} onOpenChange={setOpen} onComplete={onAccepted} />
    </div>
  );
}
