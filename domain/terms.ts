/**
 * Pure view state of the multi-step terms modal (spec shopping-flow §4): prev and next; the
 * first step disables prev; the last step turns next into complete; on wide screens next and
 * complete stay disabled until the current step's terms text is scrolled to the end.
 */
import { MOBILE_LAYOUT_MAX_WIDTH } from "./mobile-menu.ts";

/**
 * Version of the terms of use in force (decision 0046). Publishing new terms raises it (or the
 * TERMS_VERSION setting); every user who accepted an older version is asked again at sign-in.
 */
export const CURRENT_TERMS_VERSION = 1;

/**
 * Where a user stands with the terms in force: `accepted` (this version or a later one) signs in
 * without the checkbox; `first` (never accepted) and `updated` (an older version) must tick it.
 */
export type TermsStanding = "accepted" | "first" | "updated";

export function termsStanding(acceptedVersion: number | null, currentVersion: number): TermsStanding {
  if (acceptedVersion === null) return "first";
  return acceptedVersion >= currentVersion ? "accepted" : "updated";
}

/** Scroll positions within this many px of the bottom count as the end (zoom rounding). */
export const SCROLL_END_TOLERANCE_PX = 2;

export interface TermsModalState {
  /** Zero-based index of the step shown. */
  step: number;
  stepCount: number;
  /** Whether the current step's text has been scrolled to the end. */
  scrolledToEnd: boolean;
  wideScreen: boolean;
}

export interface TermsModalView {
  prevDisabled: boolean;
  primaryAction: "next" | "complete";
  primaryDisabled: boolean;
}

/** Wide screens (width above 1023) must scroll each step's text to the end. */
export function isTermsWideScreen(windowWidth: number): boolean {
  return windowWidth > MOBILE_LAYOUT_MAX_WIDTH;
}

export function termsModalView(state: TermsModalState): TermsModalView {
  return {
    prevDisabled: state.step <= 0,
    primaryAction: state.step >= state.stepCount - 1 ? "complete" : "next",
    primaryDisabled: state.wideScreen && !state.scrolledToEnd,
  };
}

/** True when an element's content is scrolled to (within 2 px of) its end, or does not scroll. */
export function isScrolledToEnd(scrollTop: number, clientHeight: number, scrollHeight: number): boolean {
  return scrollHeight - scrollTop - clientHeight <= SCROLL_END_TOLERANCE_PX;
}
