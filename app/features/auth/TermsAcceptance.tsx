import { useState } from "react";
import { Checkbox } from "react-aria-components";
import { useT } from "../../i18n.ts";
import { TermsLink } from "./TermsLink.tsx";
import styles from "./terms.module.css";

/**
 * The login terms checkbox: ticking it opens the multi-step terms; completing them ticks it,
 * and from then on it is read-only (`initiallyAccepted`: also when the page comes back after a
 * wrong password). Without JavaScript it is a plain checkbox and the terms open as a page.
 */
export function TermsAcceptance({ contextPath, initiallyAccepted = false }: { contextPath: string; initiallyAccepted?: boolean }) {
  const t = useT();
  const [accepted, setAccepted] = useState(initiallyAccepted);
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
        <span className={styles.box} aria-hidden="true" />
        {t("login.terms.label")}
      </Checkbox>
      <TermsLink contextPath={contextPath} label={t("login.terms.open")} open={open} onOpenChange={setOpen} onComplete={() => setAccepted(true)} />
    </div>
  );
}
