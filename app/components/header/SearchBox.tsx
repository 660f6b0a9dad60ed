import { useId, useRef, useState, type FocusEvent, type FormEvent } from "react";
import { SuggestList } from "../../features/search/SuggestList.tsx";
import { useAutosuggest } from "../../features/search/use-autosuggest.ts";
import type { Translator } from "#domain/i18n/index.ts";
import { useT } from "../../i18n.ts";
import { useRootData } from "../../root-data.ts";
import { SearchIcon } from "./icons.tsx";
import { useHydrated } from "./use-hydrated.ts";
import styles from "./search-box.module.css";

export interface SearchBoxProps {
  /** GET target: {ctx}/search (the term goes in `text`). */
  action: string;
  className?: string;
  /** Autosuggest from this many characters (default 2) after this delay in ms (default 200). */
  minChars?: number;
  delayMs?: number;
}

function announcement(t: Translator, count: number | null): string {
  if (count === null) return "";
  if (count === 0) return t("search.suggest.none");
  return count === 1 ? t("search.suggest.countOne") : t("search.suggest.countOther", { count });
}

/**
 * Header search: a real GET form, and once hydrated an ARIA 1.2 combobox with autosuggest
 * (shopping-flow §4, §5, §9). Trimmed text is required: before hydration the browser checks
 * `required` and `pattern`; once hydrated an empty or blank submit is stopped and the message
 * shown under the field.
 */
export function SearchBox({ action, className, minChars, delayMs }: SearchBoxProps) {
  const t = useT();
  const { contextPath } = useRootData().shell.site;
  const id = useId();
  const hydrated = useHydrated();
  const inputRef = useRef<HTMLInputElement>(null);
  const [missing, setMissing] = useState(false);
  const errorId = `${id}-error`;
  const listId = `${id}-list`;
  const suggest = useAutosuggest({ contextPath, listId, inputRef, minChars, delayMs });
  const count = suggest.results ? suggest.options.length : null;

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

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !event.currentTarget.contains(next)) suggest.close();
  };

  const combobox = hydrated
    ? {
        role: "combobox",
        "aria-expanded": suggest.open,
        "aria-controls": listId,
        "aria-autocomplete": "list",
        "aria-activedescendant": suggest.activeId,
      } as const
    : {};

  return (
    <form method="get" action={action} role="search" className={`${styles.search} ${className ?? ""}`} noValidate={hydrated} onSubmit={onSubmit} onBlur={onBlur}>
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
          {...combobox}
          onChange={(event) => {
            setMissing(false);
            suggest.setText(event.currentTarget.value);
          }}
          onKeyDown={suggest.onKeyDown}
          onFocus={suggest.onFocus}
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
      </div>
      {hydrated ? <SuggestList id={listId} open={suggest.open} options={suggest.options} activeIndex={suggest.activeIndex} term={suggest.term} /> : null}
      <div aria-live="polite" aria-atomic="true" className="visually-hidden">
        {announcement(t, count)}
      </div>
    </form>
  );
}
