import type { ReactNode } from "react";
import { useT } from "../../i18n.ts";
import styles from "./checkout.module.css";

/** The checkout's form-field pieces: a label with its required or optional note, the hint and the error under a field. */
export function FieldLabel({ htmlFor, text, required }: { htmlFor: string; text: string; required: boolean }) {
  const t = useT();
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {text} <span className={styles.labelNote}>({t(required ? "checkoutPage.required" : "checkoutPage.optional")})</span>
    </label>
  );
}

export function FieldMessages({ id, hint, error }: { id: string; hint?: ReactNode; error: string | null }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </>
  );
}

export const describedBy = (id: string, hint: boolean, error: string | null) => [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;

