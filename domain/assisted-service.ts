/**
 * The assisted-service agent panel's rules and constants (service-and-support §4 "Agent panel",
 * §5, §9), shared by the retail panel (consumer site) and the B2B panel (partner sites). The
 * field rules are in assisted-service-fields.ts.
 */
import { AGENT_CART_ID_LENGTH, agentCartIdState, parseNewAccountEntry } from "./assisted-service-fields.ts";

/** The retail panel (consumer site) or the B2B panel (partner sites). */
export type AgentPanelKind = "retail" | "b2b";

export function agentPanelKindOf(site: { b2b: boolean }): AgentPanelKind {
  return site.b2b ? "b2b" : "retail";
}

// §9 constants, in the spec's words.

/** §9 "Agent session timer: … B2B 7200 s". The retail limit comes from configuration ("a page variable"). */
export const B2B_AGENT_SESSION_SECONDS = 7200;
/**
 * §9 "reset adds 1 s", kept as the spec's literal value. In the page the spec describes, a reset
 * restarted the countdown at the limit plus this second, because its first tick took a second off
 * at once: the agent sees the full limit again right after a reset. Here a reset restarts the
 * window at the reset time (agentSessionRemaining), so the page shows the full limit without it.
 * The server, which ends the session, should allow this second beyond the limit as grace: then it
 * never ends a session while the agent's page still shows time left.
 */
export const AGENT_SESSION_RESET_EXTRA_SECONDS = 1;
/** §9 customer autocomplete minimum length: 3 characters on the retail panel, none on the B2B panel. */
export const CUSTOMER_AUTOCOMPLETE_MIN_LENGTH: Readonly<Record<AgentPanelKind, number>> = { retail: 3, b2b: 0 };
/** §9 "Typing debounce 750 ms": the autocomplete asks once typing has paused this long. */
export const AGENT_TYPING_DEBOUNCE_MS = 750;
/** §9 "Alert fade 3000 ms" (§4: cart, customer, credentials and create-new alerts). */
export const AGENT_ALERT_FADE_MS = 3000;
/** §9 Customer 360 table page size: 5 rows … */
export const CUSTOMER_360_PAGE_SIZE = 5;
/** … and 10 when the window is narrower than CUSTOMER_360_NARROW_BELOW_PX. */
export const CUSTOMER_360_NARROW_PAGE_SIZE = 10;
export const CUSTOMER_360_NARROW_BELOW_PX = 668;
/** §2, §9 Customer 360 modal: full width up to 1200 px, 40 px from the top, overlay opacity 0.7. */
export const CUSTOMER_360_MODAL = { maxWidthPx: 1200, topPx: 40, overlayOpacity: 0.7 } as const;
/** §2, §9 customer list modal ('Customers') width. */
export const CUSTOMER_LIST_MODAL_WIDTH_PX = 900;
/** §2, §9 the Customer 360 charts' colours, in this order (legend on the right, animation off). */
export const CUSTOMER_360_CHART_COLOURS = ["#61A9DC", "#5F7084", "#DB6580", "#E89C17"] as const;
/** §9 "Heartbeat interval 500 ms" (the spec does not say more about what beats). */
export const AGENT_HEARTBEAT_MS = 500;

/** Customer 360 table rows per page for a window `windowWidthPx` wide (§9). */
export function customer360PageSize(windowWidthPx: number): number {
  return windowWidthPx < CUSTOMER_360_NARROW_BELOW_PX ? CUSTOMER_360_NARROW_PAGE_SIZE : CUSTOMER_360_PAGE_SIZE;
}

/** The session limit in seconds: B2B's fixed 7200, the retail panel's from configuration. */
export function agentSessionLimitSeconds(kind: AgentPanelKind, retailSeconds: number): number {
  return kind === "b2b" ? B2B_AGENT_SESSION_SECONDS : retailSeconds;
}

/**
 * §5 "Customer search starts at 3 characters (retail); B2B has no minimum": whether the customer
 * autocomplete asks for `term`, counted in characters after trimming (a kanji is one).
 */
export function customerSearchReady(term: string, kind: AgentPanelKind): boolean {
  return [...term.trim()].length >= CUSTOMER_AUTOCOMPLETE_MIN_LENGTH[kind];
}

export interface AgentPanelState {
  username: string;
  password: string;
  /** The customer chosen (their id, the e-mail); "" when none. */
  customer: string;
  /** The cart id field as typed. */
  cartId: string;
  /** False when the last customer search found nobody; true or undefined otherwise. */
  customerFound?: boolean;
  /** The customer field's text, read as a 'name, email' new account entry. */
  newAccountEntry: string;
}

export interface AgentPanelButtons {
  /** Sign-in button enabled. */
  login: boolean;
  /** Start-session button enabled. */
  startSession: boolean;
  /** Bind-cart button shown. */
  bind: boolean;
  /** Create-account button shown. */
  createAccount: boolean;
}

/**
 * Which panel buttons are enabled or shown (§4 "Agent panel"): sign-in when both username and
 * password are filled (a username of spaces is not); start-session with a customer and a valid
 * or empty cart id; bind with a customer and an 8-digit cart id; create-account when the customer
 * was not found or a valid 'name, email' is typed.
 */
export function agentPanelButtons(state: AgentPanelState): AgentPanelButtons {
  const hasCustomer = state.customer.trim() !== "";
  const cart = agentCartIdState(state.cartId);
  return {
    login: state.username.trim() !== "" && state.password !== "",
    startSession: hasCustomer && cart !== "invalid",
    bind: hasCustomer && cart === "valid",
    createAccount: state.customerFound === false || parseNewAccountEntry(state.newAccountEntry).ok,
  };
}

export interface AgentSessionTime {
  /** Whole seconds left, rounded up (the countdown shows the limit at the start), never negative. */
  seconds: number;
  expired: boolean;
}

/**
 * Time left in an agent session started or last reset at `startedOrResetAt`, at `now`, with a limit
 * of `limitSeconds`. A clock that reads before the start gives the full limit, never more.
 */
export function agentSessionRemaining(startedOrResetAt: Date | number, now: Date | number, limitSeconds: number): AgentSessionTime {
  const elapsedMs = Math.max(0, Number(now) - Number(startedOrResetAt));
  const leftMs = limitSeconds * 1000 - elapsedMs;
  return { seconds: Math.max(0, Math.ceil(leftMs / 1000)), expired: leftMs <= 0 };
}

/** The countdown as m:ss under an hour ("9:05", "59:59") and h:mm:ss from an hour ("2:00:00"). */
export function formatCountdown(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const two = (n: number) => String(n).padStart(2, "0");
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

const CART_CODE_FIRST = 10 ** (AGENT_CART_ID_LENGTH - 1);
const CART_CODE_SPAN = 9 * CART_CODE_FIRST;

/**
 * A new cart's code: 8 digits, the first not 0, so the code reads as 8 digits everywhere (also
 * where it is taken for a number). `random` answers in [0, 1) like Math.random; the server passes
 * a cryptographic source and retries when the code is taken (90 million codes).
 */
export function newCartCode(random: () => number): string {
  const raw = random();
  const r = Number.isFinite(raw) ? Math.min(Math.max(raw, 0), 1 - Number.EPSILON) : 0;
  return String(CART_CODE_FIRST + Math.floor(r * CART_CODE_SPAN));
}
