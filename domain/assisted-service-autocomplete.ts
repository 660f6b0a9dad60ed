/**
 * The agent panel's customer and company autocomplete (service-and-support §3, §5, §7, §9; issue
 * 16; decision 0064): how a typed term is read, how many items come back, and what an item shows.
 * The search itself runs in one SQL statement (server/modules/assisted-service/autocomplete.ts).
 */
import { customerSearchReady, type AgentPanelKind } from "./assisted-service.ts";
import { lastFourOf } from "./saved-cards.ts";

/** At most this many customers (or companies) per answer. */
export const AUTOCOMPLETE_MAX_ITEMS = 10;
/** At most this many cart codes per customer: the active carts, then saved carts, newest first. */
export const AUTOCOMPLETE_MAX_CARTS = 5;
/** A longer term is refused (400): no e-mail or name is that long, and it bounds the work. */
export const AUTOCOMPLETE_TERM_MAX_LENGTH = 100;

/**
 * The term as the search compares it: trimmed and lower-cased, or null when the panel does not
 * search yet (§5: under 3 characters on the retail panel; the B2B panel has no minimum, so "" lists
 * the first customers).
 */
export function autocompleteTerm(raw: string, kind: AgentPanelKind): string | null {
  if (!customerSearchReady(raw, kind)) return null;
  return raw.trim().toLowerCase();
}

/** The item's `card`: the default saved card's last four behind a mask ("************1111"), "" without one. */
export function autocompleteCardText(maskedCardNo: string | null): string {
  if (!maskedCardNo) return "";
  return `${"*".repeat(12)}${lastFourOf(maskedCardNo)}`;
}
