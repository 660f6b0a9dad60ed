import { useState } from "react";
import { Checkbox } from "react-aria-components";
import { sitePath } from "#domain/sites.ts";
import { useT } from "../../i18n.ts";
import { TermsModal } from "./TermsModal.tsx";
import { TERMS_PAGE_PATH } from "./terms-steps.ts";
import styles from "./terms.module.css";

/**
 * The login terms checkbox: ticking it opens the multi-step terms; completing them ticks it,
 * and from then on it is read-only. Without JavaScript it is a plain checkbox and the terms
 * open as a page.
 */
export function TermsAcceptance({ contextPath }: { contextPath: string }) {
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
        <span className={styles.box} aria-hidden="true" />
        {t("login.terms.label")}
      </Checkbox>
      <a
        href={sitePath({ contextPath }, TERMS_PAGE_PATH)}
        target="_blank"
        rel="noopener"
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        {t("login.terms.open")}
      </a>
      <TermsModal isOpen={open} onOpenChange={setOpen} onComplete={() => setAccepted(true)} />
    </div>
  );
}
