/**
 * Header search and autosuggest (spec shopping-flow §4, §5, §9; issue 3 "Header search and
 * autosuggest").
 *
 * - The search text is trimmed; an empty text blocks the submit.
 * - Suggestions are requested only at or above the configured minimum length (code points of the
 *   trimmed text), after the configured delay (the delay is the caller's timer).
 * - At most 2 requests are outstanding; a response is shown only when it settles while it is the
 *   only outstanding request (so when a newer request is already on its way, the older answer is
 *   dropped and the newer one is awaited).
 */

export const AUTOSUGGEST_MAX_OUTSTANDING = 2;
export const SEARCH_PATH = "/search";

/** Trimmed text, or null when nothing is left. */
export function normalizeSearchText(raw: string | null | undefined): string | null {
  const text = raw?.trim() ?? "";
  return text === "" ? null : text;
}

export function canSubmitSearch(raw: string | null | undefined): boolean {
  return normalizeSearchText(raw) !== null;
}

/** True when the trimmed text has at least `minChars` characters (and at least one). */
export function shouldRequestSuggestions(text: string | null | undefined, minChars: number): boolean {
  const normalized = normalizeSearchText(text);
  if (normalized === null) return false;
  return Array.from(normalized).length >= minChars;
}

/** Search page of a term: `/search?text={term}`; null for an empty term. */
export function searchUrl(term: string): string | null {
  const text = normalizeSearchText(term);
  return text === null ? null : `${SEARCH_PATH}?text=${encodeURIComponent(text)}`;
}

export interface SuggestGateState {
  outstanding: number;
}

export type SuggestGateAction = { type: "send" } | { type: "settle" };

export interface SuggestGateResult {
  state: SuggestGateState;
  /** send: whether the request may go out (false when 2 are outstanding). Always false for settle. */
  sent: boolean;
  /** settle: whether this response may be shown. Always false for send. */
  show: boolean;
}

export const SUGGEST_GATE_INITIAL: SuggestGateState = { outstanding: 0 };

/**
 * Request gate. `send` before firing a request: refused while 2 are outstanding. `settle` when a
 * request ends (success or failure): shows it only when it was the single outstanding request.
 * A stray settle with nothing outstanding changes nothing.
 */
export function suggestGate(state: SuggestGateState, action: SuggestGateAction): SuggestGateResult {
  switch (action.type) {
    case "send":
      if (state.outstanding >= AUTOSUGGEST_MAX_OUTSTANDING) return { state, sent: false, show: false };
      return { state: { outstanding: state.outstanding + 1 }, sent: true, show: false };
    case "settle":
      if (state.outstanding <= 0) return { state, sent: false, show: false };
      return { state: { outstanding: state.outstanding - 1 }, sent: false, show: state.outstanding === 1 };
  }
}
