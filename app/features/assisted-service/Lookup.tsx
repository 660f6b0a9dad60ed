import { useEffect, useId, useRef, useState } from "react";
import { AGENT_TYPING_DEBOUNCE_MS } from "#domain/assisted-service.ts";
import type { ListCall } from "../lists/list-api.ts";
import styles from "./agent-panel.module.css";

export interface LookupOption {
  /** What the field takes when the option is chosen (the customer's e-mail, the company's uid). */
  value: string;
  label: string;
  detail: string;
}

/**
 * A field that suggests as the agent types (service-and-support §5, §9: a minimum per panel, 750 ms
 * after the last key): an ARIA combobox with its listbox, arrows to move, Enter to choose, Escape
 * to close. Without script it is a plain text field of the panel's form.
 */
export function Lookup({
  name,
  label,
  value,
  onChange,
  ready,
  search,
  onSearched,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  ready: (term: string) => boolean;
  search: (term: string) => Promise<ListCall<LookupOption[]>>;
  /** Told whether a finished search found anyone (the create-account button follows it). */
  onSearched?: (found: boolean) => void;
}) {
  const id = useId();
  const [options, setOptions] = useState<LookupOption[]>([]);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const typed = useRef(false);
  useEffect(() => {
    if (!typed.current || !ready(value)) {
      setOptions([]);
      return;
    }
    let current = true;
    const timer = window.setTimeout(() => {
      void search(value).then((answer) => {
        if (!current) return;
        const found = answer.kind === "ok" ? answer.body : [];
        setOptions(found);
        setActive(-1);
        setOpen(found.length > 0);
        onSearched?.(found.length > 0);
      });
    }, AGENT_TYPING_DEBOUNCE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
    // `search`, `ready` and `onSearched` change with every render of the panel; the term decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  const choose = (option: LookupOption) => {
    typed.current = false;
    onChange(option.value);
    setOpen(false);
  };
  const listId = `${id}-list`;
  const shown = open && options.length > 0;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        value={value}
        autoComplete="off"
        role="combobox"
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown && active >= 0 ? `${id}-option-${active}` : undefined}
        onChange={(e) => {
          typed.current = true;
          onChange(e.target.value);
        }}
        onKeyDown={(e) => {
          if (!shown) return;
          if (e.key === "ArrowDown" || e.key === "ArrowUp") {
            e.preventDefault();
            const step = e.key === "ArrowDown" ? 1 : -1;
            setActive((a) => (a + step + options.length) % options.length);
          } else if (e.key === "Enter" && active >= 0) {
            e.preventDefault();
            const option = options[active];
            if (option) choose(option);
          } else if (e.key === "Escape") {
            setOpen(false);
          }
        }}
        onBlur={() => setOpen(false)}
      />
      <ul id={listId} role="listbox" aria-label={label} className={styles.options} hidden={!shown}>
        {options.map((option, i) => (
          <li
            key={option.value}
            id={`${id}-option-${i}`}
            role="option"
            aria-selected={i === active}
            className={styles.option}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(option)}
          >
            <span>{option.label}</span>
            {option.detail ? <span className={styles.optionDetail}>{option.detail}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
