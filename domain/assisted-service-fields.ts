/**
 * The agent panel's field rules (service-and-support §3 "Agent panel", §5, §9), for the retail
 * and the B2B panel alike: the cart id, the 'name, email' entry that creates an account, and
 * the generic check every panel field goes through before start-session is enabled. The page
 * and the server use these same functions; the server re-checks every posted value.
 */

/** §9 "Cart id length 8": a cart id in the agent panel, and every cart's code, is 8 digits. */
export const AGENT_CART_ID_LENGTH = 8;

/** What a panel field holds: nothing yet (allowed), a usable value, or a value that blocks the buttons. */
export type AgentFieldState = "empty" | "valid" | "invalid";

export interface AgentFieldInput {
  value: string;
  /** The field's placeholder text: a value equal to it counts as nothing typed. */
  placeholder?: string;
  /** The field carries the error class (an alert marked it and has not faded yet). */
  flaggedError?: boolean;
  /** Digits only; true unless the caller switches numeric checking off. */
  numeric?: boolean;
  /** Fewest characters; 0 when not given. */
  minLength?: number;
  /** Most characters; no limit when not given. */
  maxLength?: number;
}

const DIGITS = /^[0-9]+$/;

/**
 * The generic agent field check of §5, in this order: a field flagged with the error class is
 * invalid (whatever it holds); an empty value, or one equal to the placeholder, is "empty" (allowed:
 * the caller rechecks the buttons); unless `numeric` is false, anything but the ASCII digits 0-9
 * is invalid (stricter than a JavaScript `isNaN`, which takes " 12", "1e3", "0x1F" and "-5" as
 * numbers: a panel number is a cart id, digits only); then the length, in characters as a person
 * counts them, must be at least `minLength` and at most `maxLength` when given.
 */
export function agentFieldCheck(input: AgentFieldInput): AgentFieldState {
  const { value, placeholder, flaggedError = false, numeric = true, minLength = 0, maxLength } = input;
  if (flaggedError) return "invalid";
  if (value === "" || (placeholder !== undefined && placeholder !== "" && value === placeholder)) return "empty";
  if (numeric && !DIGITS.test(value)) return "invalid";
  const length = [...value].length;
  if (length < minLength) return "invalid";
  if (maxLength !== undefined && length > maxLength) return "invalid";
  return "valid";
}

/**
 * The agent panel's cart id (§3, §5 "Agent cart id: numeric, exactly 8 characters"): empty is
 * allowed (start a session on the customer's own cart), exactly 8 ASCII digits is valid (leading
 * zeros included), anything else, and so more than 8, is invalid and disables start-session. Not
 * trimmed: " 12345678" is 9 characters. Full-width digits ("１２３４５６７８") are not digits here.
 */
export function agentCartIdState(text: string): AgentFieldState {
  return agentFieldCheck({ value: text, minLength: AGENT_CART_ID_LENGTH, maxLength: AGENT_CART_ID_LENGTH });
}

/** True for a cart code as every cart now carries it: exactly 8 ASCII digits. */
export function isCartCode(text: string): boolean {
  return agentCartIdState(text) === "valid";
}

export type NewAccountProblem = "empty" | "format" | "name" | "email";
export type NewAccountEntry =
  | { ok: true; customerId: string; customerName: string }
  | { ok: false; reason: NewAccountProblem };

/**
 * One word of a new customer's name: Unicode letters (with their combining marks) and hyphens,
 * with at least one letter. Unicode, not only A-Z, because the sites serve Japan and Mexico:
 * "José Núñez", "Ana-María López" and "山田 太郎" are names. Apostrophes, dots and digits are not
 * letters, so "O'Brien" does not pass (the spec allows letters and hyphens only).
 */
const NAME_WORD = String.raw`(?=[\p{M}-]*\p{L})[\p{L}\p{M}-]+`;
/** Exactly two words with one whitespace between them (any single space, also the ideographic U+3000). */
const NAME = new RegExp(String.raw`^${NAME_WORD}\s${NAME_WORD}$`, "u");

/**
 * The browser's e-mail rule: the WHATWG HTML "valid e-mail address" grammar, which
 * `<input type="email">` applies (ASCII only; no dot is required in the domain).
 */
const WHATWG_EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** §5: valid by the browser rule and holding a dot after its first character. */
function isNewAccountEmail(email: string): boolean {
  return WHATWG_EMAIL.test(email) && email.indexOf(".", 1) !== -1;
}

/**
 * The new account entry typed into the customer field (§5): 'name, email', split at a comma and
 * a space into exactly two parts. The name must be exactly two words of letters and hyphens with
 * one whitespace between them (see NAME_WORD: Unicode letters count); the e-mail, trimmed (as the
 * browser trims an e-mail field), must be valid by the browser's e-mail rule and hold a dot after
 * its first character. Only the entry's outer whitespace is trimmed before splitting. Answers the
 * trimmed e-mail as customerId and the name as customerName, or the first part that fails. The
 * server still checks the e-mail against the account rules when it creates the customer.
 */
export function parseNewAccountEntry(text: string): NewAccountEntry {
  const entry = text.trim();
  if (entry === "") return { ok: false, reason: "empty" };
  const parts = entry.split(", ");
  if (parts.length !== 2) return { ok: false, reason: "format" };
  const [name = "", email = ""] = parts;
  if (!NAME.test(name)) return { ok: false, reason: "name" };
  const customerId = email.trim();
  if (!isNewAccountEmail(customerId)) return { ok: false, reason: "email" };
  return { ok: true, customerId, customerName: name };
}
