import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import { sitePath } from "#domain/sites.ts";
import { AUTOSUGGEST_DELAY_MS, AUTOSUGGEST_MIN_CHARS } from "./config.ts";
import { suggestOptions } from "./options.ts";
import { SuggestController } from "./suggest-controller.ts";
import type { AutocompleteResponse, SuggestOption } from "./types.ts";

export interface AutosuggestSettings {
  contextPath: string;
  listId: string;
  inputRef: RefObject<HTMLInputElement | null>;
  minChars?: number;
  delayMs?: number;
}

export interface Autosuggest {
  text: string;
  /** The term the shown results answer. */
  term: string;
  results: AutocompleteResponse | null;
  options: SuggestOption[];
  open: boolean;
  activeIndex: number;
  activeId: string | undefined;
  setText: (text: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onFocus: () => void;
  close: () => void;
}

/** Goes to the login page and back here afterwards (as AuthStatusWatcher does). */
function toLogin(contextPath: string): void {
  const back = window.location.pathname + window.location.search;
  window.location.assign(`${sitePath({ contextPath }, "/login")}?redirect=${encodeURIComponent(back)}`);
}

/** State and keyboard of the header search combobox (ARIA 1.2 combobox with a listbox). */
export function useAutosuggest({ contextPath, listId, inputRef, minChars = AUTOSUGGEST_MIN_CHARS, delayMs = AUTOSUGGEST_DELAY_MS }: AutosuggestSettings): Autosuggest {
  const [text, setTextState] = useState("");
  const [answer, setAnswer] = useState<{ term: string; results: AutocompleteResponse } | null>(null);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const controller = useRef<SuggestController | null>(null);

  useEffect(() => {
    const c = new SuggestController({
      endpoint: sitePath({ contextPath }, "/search/autocomplete"),
      minChars,
      delayMs,
      onResults: (results, term) => {
        setAnswer(results ? { term, results } : null);
        setActiveIndex(-1);
        setOpen(results !== null && document.activeElement === inputRef.current);
      },
      onUnauthorized: () => toLogin(contextPath),
    });
    controller.current = c;
    return () => c.dispose();
  }, [contextPath, minChars, delayMs, inputRef]);

  const results = answer?.results ?? null;
  const options = useMemo(() => suggestOptions(results, contextPath, listId), [results, contextPath, listId]);
  const shown = open && options.length > 0;
  const activeId = shown && activeIndex >= 0 ? options[activeIndex]?.id : undefined;

  const setText = (value: string) => {
    setTextState(value);
    setActiveIndex(-1);
    controller.current?.input(value);
  };
  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const count = options.length;
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        if (count === 0) return;
        event.preventDefault();
        const down = event.key === "ArrowDown";
        if (!shown) {
          setOpen(true);
          setActiveIndex(down ? 0 : count - 1);
        } else if (down) {
          setActiveIndex((i) => (i + 1) % count);
        } else {
          setActiveIndex((i) => (i <= 0 ? count - 1 : i - 1));
        }
        return;
      }
      case "Enter": {
        const option = shown && activeIndex >= 0 ? options[activeIndex] : undefined;
        if (!option) return; // the form submits the text
        event.preventDefault();
        window.location.assign(option.href);
        return;
      }
      case "Tab":
        close();
        return;
      case "Escape":
        if (shown) {
          event.preventDefault();
          close();
        } else if (event.currentTarget.value !== "") {
          event.preventDefault();
          event.currentTarget.value = "";
          setText("");
        }
        return;
    }
  };

  const onFocus = () => {
    if (options.length > 0) setOpen(true);
  };

  return { text, term: answer?.term ?? "", results, options, open: shown, activeIndex: shown ? activeIndex : -1, activeId, setText, onKeyDown, onFocus, close };
}
