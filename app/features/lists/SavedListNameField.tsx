import { useId } from "react";
import { checkSavedListName, nameCharactersLeft, SAVED_LIST_NAME_MAX, savedListNameMessage } from "#domain/saved-list-name.ts";
import { useT } from "../../i18n.ts";
import styles from "./lists.module.css";

/** The name as typed passes §5's rule: the form's submit follows it. */
export function savedListNameValid(name: string): boolean {
  return checkSavedListName(name).ok;
}

/**
 * The name of a saved bag or saved cart (account-and-ordering §5, §9), the one field every create
 * and rename form uses: the counter of characters left, and the rule checked as the user types,
 * naming the character to take out. The server checks the same rule again.
 */
export function SavedListNameField({ label, value, onChange, problem = null }: { label: string; value: string; onChange: (name: string) => void; problem?: string | null }) {
  const t = useT();
  const id = useId();
  const checked = checkSavedListName(value);
  // An empty field is said by the disabled button and `required`; the other problems in words.
  const typed = checked.ok || checked.problem === "required" ? null : savedListNameMessage(checked.problem, checked.character);
  const error = typed ? t(typed.key, typed.params) : problem;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name="name"
        value={value}
        maxLength={SAVED_LIST_NAME_MAX}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-counter${error ? ` ${id}-error` : ""}`}
        onChange={(e) => onChange(e.target.value)}
      />
      <span id={`${id}-counter`} className={styles.hint}>
        {t("savedListName.counter", { count: nameCharactersLeft(value) })}
      </span>
      {error ? (
        <span id={`${id}-error`} className={styles.fieldError}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
