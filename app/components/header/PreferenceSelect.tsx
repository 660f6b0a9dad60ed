import { useId, useRef, useState, type ChangeEvent } from "react";
import type { PreferenceOption } from "./preferences.ts";
import { useHydrated } from "./use-hydrated.ts";
import styles from "./preference-select.module.css";

export interface PreferenceSelectProps {
  /** POST target, e.g. {ctx}/my-account/update-profile/updateLanguage. */
  action: string;
  csrfToken: string;
  label: string;
  submitLabel: string;
  options: readonly PreferenceOption[];
  value: string;
  /** "bar": compact, on the navy utility bar; "menu": full width in the mobile menu. */
  variant: "bar" | "menu";
}

/**
 * Language or currency choice. Without JavaScript it is a plain form with a submit button;
 * once hydrated, choosing with the pointer posts the code by fetch and reloads the page, and
 * the button is no longer shown. Arrow keys only move through the options (WCAG 3.2.2): a
 * keyboard change shows the button, which applies it. If the fetch fails the form is
 * submitted the classic way.
 */
export function PreferenceSelect({ action, csrfToken, label, submitLabel, options, value, variant }: PreferenceSelectProps) {
  const id = useId();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const [pending, setPending] = useState(false);
  const [keyboardChange, setKeyboardChange] = useState(false);
  const lastInputWasKey = useRef(false);

  const onChange = async (event: ChangeEvent<HTMLSelectElement>) => {
    const code = event.currentTarget.value;
    if (lastInputWasKey.current) {
      setKeyboardChange(code !== value);
      return;
    }
    if (code === value || pending) return;
    setPending(true);
    try {
      const res = await fetch(action, {
        method: "POST",
        credentials: "same-origin",
        headers: {
          CSRFToken: csrfToken,
          Accept: "application/json",
          "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8",
        },
        body: new URLSearchParams({ code }).toString(),
      });
      if (!res.ok) throw new Error(`preference update answered ${res.status}`);
      window.location.reload();
    } catch {
      formRef.current?.submit();
    }
  };

  return (
    <form
      ref={formRef}
      method="post"
      action={action}
      className={`${styles.form} ${variant === "menu" ? styles.menu : styles.bar}`}
      aria-busy={pending || undefined}
    >
      <input type="hidden" name="CSRFToken" value={csrfToken} />
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        name="code"
        className={styles.select}
        defaultValue={value}
        onChange={(event) => void onChange(event)}
        onKeyDown={() => {
          lastInputWasKey.current = true;
        }}
        onPointerDown={() => {
          lastInputWasKey.current = false;
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
      {hydrated && !keyboardChange ? null : (
        <button type="submit" className={styles.submit}>
          {submitLabel}
        </button>
      )}
    </form>
  );
}
