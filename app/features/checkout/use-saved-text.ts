import { useCallback, useEffect, useRef, useState } from "react";
import type { MessageKey } from "#domain/i18n/index.ts";
import { useT } from "../../i18n.ts";
import type { CheckoutAnswer } from "./checkout-api.ts";

export type TextCheck = { ok: true; value: string } | { ok: false; messageKey: MessageKey };

export interface SavedTextOptions {
  initial: string;
  check: (raw: string) => TextCheck;
  save: (value: string) => Promise<CheckoutAnswer<unknown>>;
  track: <T>(request: Promise<T>) => Promise<T>;
  /** Show the value as stored once checked (the purchase number without its spaces). */
  normalize?: boolean;
}

export interface SavedText {
  value: string;
  onChange: (value: string) => void;
  /** Checks and saves at once (leaving the field). */
  commit: () => Promise<boolean>;
  /** The rule's or the server's message, once the field was left or saved. */
  error: string | null;
  /** What the Complete-order rule needs: the value passes the rule and the server did not refuse it. */
  valid: boolean;
}

/** Typing pauses this long before the value is saved. */
export const SAVE_DELAY_MS = 500;

/**
 * A checkout text (purchase number, comment) that is checked with the rule of domain/ and saved
 * a moment after typing stops, when the field is left, and before the order is placed.
 */
export function useSavedText({ initial, check, save, track, normalize = false }: SavedTextOptions): SavedText {
  const t = useT();
  const [value, setValue] = useState(initial);
  const [shownError, setShownError] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const current = useRef(initial);
  /** The value the server holds (the page starts with it). */
  const saved = useRef(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const commit = useCallback(async (): Promise<boolean> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const checked = check(current.current);
    if (!checked.ok) {
      setShownError(t(checked.messageKey));
      return false;
    }
    if (normalize && checked.value !== current.current) {
      current.current = checked.value;
      setValue(checked.value);
    }
    if (checked.value === saved.current) {
      setShownError(null);
      setRefused(false);
      return true;
    }
    const answer = await track(save(checked.value));
    if (answer.ok) saved.current = checked.value;
    setRefused(!answer.ok);
    setShownError(answer.ok ? null : (answer.errors[0]?.message ?? answer.message ?? t("checkoutPage.saveFailed")));
    return answer.ok;
  }, [check, normalize, save, t, track]);

  const onChange = useCallback(
    (next: string) => {
      current.current = next;
      setValue(next);
      setRefused(false);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void commit(), SAVE_DELAY_MS);
    },
    [commit],
  );

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return { value, onChange, commit, error: shownError, valid: check(value).ok && !refused };
}
