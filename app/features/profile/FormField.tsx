import type { ReactNode } from "react";
import styles from "./profile.module.css";

export interface FieldIds {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/** The ids a control needs: its own, whether it is invalid, and the hint and error that describe it. */
export function fieldIds(id: string, error: string | null | undefined, hint: boolean): FieldIds {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return { id, "aria-invalid": error ? true : undefined, "aria-describedby": described || undefined };
}

/** A label, the control, an optional hint and the error under it (account-and-ordering §5). */
export function FormField({ id, label, required, hint, error, children }: { id: string; label: string; required?: boolean; hint?: string | null; error?: string | null; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
