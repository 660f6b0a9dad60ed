import { describe, expect, it } from "vitest";
import { isCartCode } from "./assisted-service-fields.ts";
import { catalogues } from "./i18n/index.ts";
import {
  AGENT_ALERT_FADE_MS,
  AGENT_HEARTBEAT_MS,
  AGENT_SESSION_RESET_EXTRA_SECONDS,
  AGENT_TYPING_DEBOUNCE_MS,
  agentPanelButtons,
  agentPanelKindOf,
  agentSessionLimitSeconds,
  agentSessionRemaining,
  B2B_AGENT_SESSION_SECONDS,
  CUSTOMER_360_CHART_COLOURS,
  CUSTOMER_360_MODAL,
  CUSTOMER_360_NARROW_BELOW_PX,
  CUSTOMER_360_NARROW_PAGE_SIZE,
  CUSTOMER_360_PAGE_SIZE,
  CUSTOMER_AUTOCOMPLETE_MIN_LENGTH,
  CUSTOMER_LIST_MODAL_WIDTH_PX,
  customer360PageSize,
  customerSearchReady,
  formatCountdown,
  newCartCode,
  type AgentPanelButtons,
  type AgentPanelState,
} from "./assisted-service.ts";

describe("agent panel constants (service-and-support §9)", () => {
  it("are the spec's values", () => {
    expect(B2B_AGENT_SESSION_SECONDS).toBe(7200);
    expect(AGENT_SESSION_RESET_EXTRA_SECONDS).toBe(1);
    expect(CUSTOMER_AUTOCOMPLETE_MIN_LENGTH).toEqual({ retail: 3, b2b: 0 });
    expect(AGENT_TYPING_DEBOUNCE_MS).toBe(750);
    expect(AGENT_ALERT_FADE_MS).toBe(3000);
    expect([CUSTOMER_360_PAGE_SIZE, CUSTOMER_360_NARROW_PAGE_SIZE, CUSTOMER_360_NARROW_BELOW_PX]).toEqual([5, 10, 668]);
    expect(CUSTOMER_360_MODAL).toEqual({ maxWidthPx: 1200, topPx: 40, overlayOpacity: 0.7 });
    expect(CUSTOMER_LIST_MODAL_WIDTH_PX).toBe(900);
    expect(CUSTOMER_360_CHART_COLOURS).toEqual(["#61A9DC", "#5F7084", "#DB6580", "#E89C17"]);
    expect(AGENT_HEARTBEAT_MS).toBe(500);
  });

  it.each([
    [375, 10],
    [667, 10],
    [668, 5],
    [1280, 5],
  ])("Customer 360 shows %d px wide windows %d rows a page", (width, rows) => expect(customer360PageSize(width)).toBe(rows));

  it("the session limit is 7200 s on the B2B panel and the configured value on the retail panel", () => {
    expect(agentSessionLimitSeconds("b2b", 900)).toBe(7200);
    expect(agentSessionLimitSeconds("retail", 900)).toBe(900);
    expect(agentPanelKindOf({ b2b: true })).toBe("b2b");
    expect(agentPanelKindOf({ b2b: false })).toBe("retail");
  });
});

describe("customer search minimum (§5)", () => {
  it.each([
    ["", "retail", false],
    ["ab", "retail", false],
    ["  ab  ", "retail", false],
    ["abc", "retail", true],
    [" abc", "retail", true],
    ["山田太", "retail", true],
    ["山田", "retail", false],
    ["", "b2b", true],
    ["a", "b2b", true],
  ] as const)("%j on the %s panel → %s", (term, kind, ready) => expect(customerSearchReady(term, kind)).toBe(ready));
});

describe("agent panel buttons (§4 'Agent panel')", () => {
  const base: AgentPanelState = { username: "", password: "", customer: "", cartId: "", newAccountEntry: "" };
  const none: AgentPanelButtons = { login: false, startSession: false, bind: false, createAccount: false };

  it.each<[string, Partial<AgentPanelState>, Partial<AgentPanelButtons>]>([
    ["nothing typed: nothing enabled", {}, {}],
    // Login: enabled when both username and password are filled.
    ["login with both fields", { username: "agent@example.com", password: "secret" }, { login: true }],
    ["no login without a password", { username: "agent@example.com" }, {}],
    ["no login without a username", { password: "secret" }, {}],
    ["no login with a username of spaces", { username: "   ", password: "secret" }, {}],
    ["a password of spaces is filled", { username: "agent", password: "   " }, { login: true }],
    // Start session: a customer and a valid or empty cart.
    ["start with a customer and no cart", { customer: "ana@example.com" }, { startSession: true }],
    ["start and bind with a customer and an 8-digit cart", { customer: "ana@example.com", cartId: "12345678" }, { startSession: true, bind: true }],
    ["no start with a 7-digit cart", { customer: "ana@example.com", cartId: "1234567" }, {}],
    ["no start with a 9-digit cart", { customer: "ana@example.com", cartId: "123456789" }, {}],
    ["no start with letters in the cart", { customer: "ana@example.com", cartId: "1234567x" }, {}],
    ["no start and no bind without a customer", { cartId: "12345678" }, {}],
    ["a customer of spaces is no customer", { customer: "  ", cartId: "12345678" }, {}],
    // Create account: the customer was not found, or a valid 'name, email' is typed.
    ["create account when the customer was not found", { newAccountEntry: "zzz", customerFound: false }, { createAccount: true }],
    ["no create account while the customer was found", { newAccountEntry: "ana", customerFound: true }, {}],
    ["no create account before any search", { newAccountEntry: "ana" }, {}],
    ["create account for a valid 'name, email'", { newAccountEntry: "Ana López, ana@example.mx" }, { createAccount: true }],
    ["no create account for an invalid 'name, email'", { newAccountEntry: "Ana, ana@example.mx", customerFound: true }, {}],
  ])("%s", (_, state, expected) => expect(agentPanelButtons({ ...base, ...state })).toEqual({ ...none, ...expected }));
});

describe("agent session countdown (§4, §9)", () => {
  const start = Date.UTC(2026, 2, 1, 9, 0, 0);
  it.each([
    [0, 7200, { seconds: 7200, expired: false }],
    [1, 7200, { seconds: 7200, expired: false }],
    [999, 7200, { seconds: 7200, expired: false }],
    [1000, 7200, { seconds: 7199, expired: false }],
    [7_199_001, 7200, { seconds: 1, expired: false }],
    [7_200_000, 7200, { seconds: 0, expired: true }],
    [9_000_000, 7200, { seconds: 0, expired: true }],
    // A clock reading before the start gives the full limit, not more.
    [-5000, 7200, { seconds: 7200, expired: false }],
    [0, 0, { seconds: 0, expired: true }],
  ])("%d ms after the start with a limit of %d s → %j", (elapsed, limit, expected) => {
    expect(agentSessionRemaining(start, start + elapsed, limit)).toEqual(expected);
  });

  it("takes dates as well as milliseconds", () => {
    expect(agentSessionRemaining(new Date(start), new Date(start + 60_000), 120)).toEqual({ seconds: 60, expired: false });
  });

  it.each([
    [0, "0:00"],
    [5, "0:05"],
    [59, "0:59"],
    [60, "1:00"],
    [545, "9:05"],
    [600, "10:00"],
    [3599, "59:59"],
    [3600, "1:00:00"],
    [3661, "1:01:01"],
    [7200, "2:00:00"],
    [36_000, "10:00:00"],
    [59.9, "0:59"],
    [-3, "0:00"],
    [Number.NaN, "0:00"],
  ])("%d s reads %s", (seconds, text) => expect(formatCountdown(seconds)).toBe(text));
});

describe("new cart codes", () => {
  const fixed = (r: number) => () => r;
  it.each([
    [0, "10000000"],
    [0.5, "55000000"],
    [0.999_999_999_9, "99999999"],
    // A source out of its range still gives 8 digits.
    [1, "99999999"],
    [-0.2, "10000000"],
    [Number.NaN, "10000000"],
  ])("random %d → %s", (r, code) => {
    expect(newCartCode(fixed(r))).toBe(code);
    expect(isCartCode(code)).toBe(true);
  });

  it("draws from the whole range: 8 digits, never a leading 0", () => {
    let seed = 7;
    const lcg = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    const codes = Array.from({ length: 2000 }, () => newCartCode(lcg));
    for (const code of codes) expect(code).toMatch(/^[1-9][0-9]{7}$/);
    expect(new Set(codes.map((c) => c[0])).size).toBe(9);
    expect(new Set(codes).size).toBeGreaterThan(1990);
  });
});

describe("agent panel messages (§8)", () => {
  it("words the spec's quoted messages exactly in English and translates all four", () => {
    expect(catalogues.en["assistedService.noExistingCarts"]).toBe("No Existing Carts");
    expect(catalogues.en["assistedService.selectCustomerFirst"]).toBe("Please select customer first");
    for (const key of ["assistedService.customerNotFound", "assistedService.companyNotFound"] as const) {
      expect(catalogues.en[key]).toMatch(/ID not found$/);
      expect(catalogues.ja[key]).not.toBe(catalogues.en[key]);
      expect(catalogues.es[key]).not.toBe(catalogues.en[key]);
    }
  });
});
