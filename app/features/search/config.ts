/**
 * Header autosuggest settings (shopping-flow §5, §9): suggestions are requested from this many
 * characters of trimmed text, this long after the last keystroke.
 */
export const AUTOSUGGEST_MIN_CHARS = 2;
export const AUTOSUGGEST_DELAY_MS = 200;
