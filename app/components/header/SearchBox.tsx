import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useT } from "../../i18n.ts";
import { SearchIcon } from "./icons.tsx";
import { useHydrated } from "./use-hydrated.ts";
import styles from "./search-box.module.css";

export interface SearchBoxProps {
  /** GET target: {ctx}/search (the term goes in `text`). */
  action: string;
  /**
   * Autosuggest goes here (spec §5: only at or above a minimum count, after a delay): it is
   * rendered under the input, inside the positioned field, and may own the listbox.
   */
  suggestions?: ReactNode;
  className?: string;
}

/**
 * Header search: a real GET form. Trimmed text is required: before hydration the browser
 * checks `required` and `pattern`; once hydrated an empty or blank submit is stopped and the
 * message shown under the field.
 */
export function SearchBox({ action, suggestions, className }: SearchBoxProps) {
  const t = useT();
  const id = useId();
  const hydrated = useHydrated();
  const inputRef = useRef<HTMLInputElement>(null);
  const [missing, setMissing] = useState(false);
  const errorId = `${id}-error`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const input = inputRef.current;
    if (!input) return;
    const text = input.value.trim();
    if (text === "") {
      event.preventDefault();
      setMissing(true);
      input.focus();
      return;
    }
    input.value = text;
  };

  return (
    <form method="get" action={action} role="search" className={`${styles.search} ${className ?? ""}`} noValidate={hydrated} onSubmit={onSubmit}>
      <label htmlFor={id} className="visually-hidden">
        {t("header.search.label")}
      </label>
      <div className={styles.field}>
        <input
          ref={inputRef}
          id={id}
          type="search"
          name="text"
          className={styles.input}
          placeholder={t("header.search.placeholder")}
          autoComplete="off"
          enterKeyHint="search"
          required
          pattern=".*\S.*"
          maxLength={200}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? errorId : undefined}
          onChange={() => setMissing(false)}
        />
        <button type="submit" className={styles.submit}>
          <SearchIcon />
          <span className="visually-hidden">{t("header.search.submit")}</span>
        </button>
        {missing ? (
          <p id={errorId} role="alert" className={styles.error}>
            {t("header.search.required")}
          </p>
        ) : null}
        {suggestions}
      </div>
    </form>
  );
}
