import { useState } from "react";
import { Checkbox } from "react-aria-components";
import { Button } from "../../components/ui/Button.tsx";
import { useT } from "../../i18n.ts";
import { TermsModal } from "./TermsModal.tsx";
import styles from "./terms.module.css";

/**
 * The login terms checkbox: ticking it opens the multi-step terms; completing them ticks it,
 * and from then on it is read-only. Without JavaScript it is a plain checkbox.
 */
export function TermsAcceptance() {
  const t = useT();
  const [accepted, setAccepted] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.termsRow}>
      <Checkbox
        name="termsAccepted"
        value="true"
        isSelected={accepted}
        isReadOnly={accepted}
        onChange={() => {
          if (!accepted) setOpen(true);
        }}
        className={styles.checkbox}
      >
        <span className={styles.box} aria-hidden="true">
          {accepted ? "✓" : ""}
        </span>
        {t("login.terms.label")}
      </Checkbox>
      <Button variant="link" onPress={() => setOpen(true)}>
        {t("login.terms.open")}
      </Button>
      <TermsModal isOpen={open} onOpenChange={setOpen} onComplete={() => setAccepted(true)} />
    </div>
  );
}
