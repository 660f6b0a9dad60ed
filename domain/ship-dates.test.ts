import { describe, expect, it } from "vitest";
import {
  cancelDateRange,
  checkShipDates,
  type DateRange,
  defaultShipDates,
  desiredShipDateRange,
  isCancelDateAllowed,
  isDesiredShipDateAllowed,
  isSelectableDay,
  SHIP_DATE_LIMITS,
  type ShipDateRules,
} from "./ship-dates.ts";

/** Monday 2 March 2026, US calendar, a stock cart of a customer who is not a dealer. */
const BASE: ShipDateRules = { today: "2026-03-02", country: "US", kind: "stock", dealer: false, rapidDelivery: false };
const rules = (over: Partial<ShipDateRules> = {}): ShipDateRules => ({ ...BASE, ...over });
const range = (first: string, last: string, dflt = first): DateRange => ({ first, last, default: dflt });

describe("SHIP_DATE_LIMITS quotes shopping-flow §9", () => {
  it("stock: desired first 3 / default 3 business days, last 366 days; cancel 15 / 30 / 60 days", () => {
    expect(SHIP_DATE_LIMITS.stock).toEqual({
      desired: { firstBusinessDays: 3, defaultBusinessDays: 3, lastDays: 366 },
      cancel: { firstDays: 15, defaultDays: 30, lastDays: 60 },
    });
  });
  it("residual: desired 2 / 2 business days, last 60 days; cancel 7 / 30 / 60 days; dealers 28; min cancel days + 1", () => {
    expect(SHIP_DATE_LIMITS.residual).toEqual({
      desired: { firstBusinessDays: 2, defaultBusinessDays: 2, lastDays: 60 },
      cancel: { firstDays: 7, defaultDays: 30, lastDays: 60 },
    });
    expect(SHIP_DATE_LIMITS.dealerBusinessDays).toBe(28);
    expect(SHIP_DATE_LIMITS.minCancelDaysIncrement).toBe(1);
  });
});

describe("desiredShipDateRange", () => {
  it.each<[string, Partial<ShipDateRules>, DateRange | null]>([
    ["stock: +3 business days, last +366 days", {}, range("2026-03-05", "2027-03-03")],
    ["stock from a Thursday: the weekend does not count; day 366 is a Saturday", { today: "2026-03-05" }, range("2026-03-10", "2027-03-05")],
    ["stock: 6 configured months instead of 366 days", { maxMonths: 6 }, range("2026-03-05", "2026-09-02")],
    ["stock: a configured end on a Saturday moves back to Friday", { today: "2026-03-04", maxMonths: 1 }, range("2026-03-09", "2026-04-03")],
    ["stock: the 366th day on a weekend after an observed holiday", { today: "2025-07-03" }, range("2025-07-09", "2026-07-02")],
    ["stock: Christmas week is skipped", { today: "2026-12-22" }, range("2026-12-28", "2027-12-23")],
    ["residual: +2 business days, last +60 days", { kind: "residual" }, range("2026-03-04", "2026-05-01")],
    ["residual: maxMonths does not apply", { kind: "residual", maxMonths: 6 }, range("2026-03-04", "2026-05-01")],
    ["JP stock over Golden Week; day 366 is Shōwa Day", { country: "JP", today: "2026-04-28" }, range("2026-05-07", "2027-04-28")],
    ["MX residual over Benito Juárez day", { country: "MX", kind: "residual", today: "2026-03-12" }, range("2026-03-17", "2026-05-11")],
    ["dealer without booking window: nothing", { dealer: true }, null],
    ["prebooking target (not a dealer): only its ship range", { bookingWindows: [{ from: "2026-05-01", to: "2026-07-31" }] }, range("2026-05-01", "2026-07-31")],
    ["prebooking target whose window is closed: nothing", { bookingWindows: [] }, null],
    ["dealer with an empty window list: nothing", { dealer: true, bookingWindows: [] }, null],
    [
      "dealer stock: 28 business days, then the window's last day",
      { dealer: true, bookingWindows: [{ from: "2026-03-01", to: "2026-12-31" }] },
      range("2026-04-09", "2026-12-31"),
    ],
    [
      "dealer: a later window starts the range; its last business day ends it",
      { dealer: true, bookingWindows: [{ from: "2026-05-01", to: "2026-05-31" }] },
      range("2026-05-01", "2026-05-29"),
    ],
    [
      "dealer: first to last date over several windows",
      { dealer: true, bookingWindows: [{ from: "2026-06-01", to: "2026-06-30" }, { from: "2026-04-01", to: "2026-04-15" }] },
      range("2026-04-09", "2026-06-30"),
    ],
    ["dealer: a window that closes before 28 business days", { dealer: true, bookingWindows: [{ from: "2026-03-01", to: "2026-04-08" }] }, null],
    ["dealer: a window after the last date (366 days)", { dealer: true, bookingWindows: [{ from: "2027-03-04", to: "2027-06-30" }] }, null],
    [
      "dealer residual: 28 business days, last +60 days",
      { dealer: true, kind: "residual", bookingWindows: [{ from: "2026-01-01", to: "2026-12-31" }] },
      range("2026-04-09", "2026-05-01"),
    ],
    ["rapid delivery (JP): range still starts 3 business days out", { country: "JP", rapidDelivery: true }, range("2026-03-05", "2027-03-03")],
    ["rapid delivery: the last day may be a weekend", { country: "JP", rapidDelivery: true, today: "2026-03-06" }, range("2026-03-11", "2027-03-07")],
  ])("%s", (_, over, expected) => {
    expect(desiredShipDateRange(rules(over))).toEqual(expected);
  });

  it.each<[string, Partial<ShipDateRules>, DateRange | null]>([
    ["drops the first day", {}, range("2026-03-06", "2027-03-03")],
    ["drops a Friday: Monday is next", { today: "2026-03-03" }, range("2026-03-09", "2027-03-04")],
    ["a dealer window of one day leaves nothing", { dealer: true, bookingWindows: [{ from: "2026-05-04", to: "2026-05-04" }] }, null],
  ])("shouldRemoveFirst: %s", (_, over, expected) => {
    expect(desiredShipDateRange(rules(over), { shouldRemoveFirst: true })).toEqual(expected);
  });
});

describe("isSelectableDay (the picker's unavailable days)", () => {
  const dealerWindows = { dealer: true, bookingWindows: [{ from: "2026-04-01", to: "2026-04-15" }, { from: "2026-06-01", to: "2026-06-30" }] };
  it.each<[string, string, boolean, Partial<ShipDateRules>]>([
    ["weekday", "2026-03-10", true, {}],
    ["Saturday", "2026-03-14", false, {}],
    ["Sunday", "2026-03-15", false, {}],
    ["US holiday", "2026-05-25", false, {}],
    ["JP holiday on the JP calendar", "2026-05-06", false, { country: "JP" }],
    ["JP holiday on the US calendar", "2026-05-06", true, {}],
    ["rapid delivery: Saturday", "2026-03-14", true, { country: "JP", rapidDelivery: true }],
    ["rapid delivery: holiday", "2026-05-05", true, { country: "JP", rapidDelivery: true }],
    ["dealer inside a window", "2026-04-14", true, dealerWindows],
    ["dealer between windows", "2026-05-05", false, dealerWindows],
    ["dealer on a window's Saturday", "2026-06-06", false, dealerWindows],
    ["rapid dealer on a window's Saturday", "2026-06-06", true, { ...dealerWindows, rapidDelivery: true }],
    ["rapid dealer outside the windows", "2026-05-09", false, { ...dealerWindows, rapidDelivery: true }],
    ["not a date", "2026-02-30", false, {}],
  ])("%s: %s → %s", (_, date, expected, over) => {
    expect(isSelectableDay(rules(over), date)).toBe(expected);
  });
});

describe("isDesiredShipDateAllowed (what the server accepts)", () => {
  it.each<[string, string, boolean, Partial<ShipDateRules>]>([
    ["today", "2026-03-02", false, {}],
    ["2 business days out", "2026-03-04", false, {}],
    ["the first day (3 business days)", "2026-03-05", true, {}],
    ["a weekend in range", "2026-03-07", false, {}],
    ["the last day (+366)", "2027-03-03", true, {}],
    ["one day after the last", "2027-03-04", false, {}],
    ["residual: the first day (2 business days)", "2026-03-04", true, { kind: "residual" }],
    ["residual: day 61", "2026-05-02", false, { kind: "residual" }],
    ["dealer: 27 business days out, inside the window", "2026-04-08", false, { dealer: true, bookingWindows: [{ from: "2026-03-01", to: "2026-12-31" }] }],
    ["dealer: 28 business days out", "2026-04-09", true, { dealer: true, bookingWindows: [{ from: "2026-03-01", to: "2026-12-31" }] }],
    ["dealer: outside the window", "2026-07-01", false, { dealer: true, bookingWindows: [{ from: "2026-03-01", to: "2026-06-30" }] }],
    ["rapid delivery: Sunday in range", "2026-03-08", true, { country: "JP", rapidDelivery: true }],
    ["rapid delivery: Sunday before the first day", "2026-03-08", false, { country: "JP", rapidDelivery: true, today: "2026-03-05" }],
    ["garbage", "soon", false, {}],
  ])("%s: %s → %s", (_, date, expected, over) => {
    expect(isDesiredShipDateAllowed(rules(over), date)).toBe(expected);
  });

  it("refuses the dropped first day when shouldRemoveFirst is asked", () => {
    expect(isDesiredShipDateAllowed(rules(), "2026-03-05", { shouldRemoveFirst: true })).toBe(false);
    expect(isDesiredShipDateAllowed(rules(), "2026-03-06", { shouldRemoveFirst: true })).toBe(true);
  });
});

describe("cancelDateRange", () => {
  it.each<[string, Partial<ShipDateRules>, string, DateRange]>([
    ["stock: 15 / 30 / 60 days", {}, "2026-03-05", range("2026-03-20", "2026-05-04", "2026-04-04")],
    ["residual: 7 / 30 / 60 days", { kind: "residual" }, "2026-03-04", range("2026-03-11", "2026-05-03", "2026-04-03")],
    ["page minimum 20 → first +21", { minCancelDays: 20 }, "2026-03-05", range("2026-03-26", "2026-05-04", "2026-04-04")],
    ["residual page minimum 3 → first +4", { kind: "residual", minCancelDays: 3 }, "2026-03-04", range("2026-03-08", "2026-05-03", "2026-04-03")],
    ["page minimum 0 → first +1", { minCancelDays: 0 }, "2026-03-05", range("2026-03-06", "2026-05-04", "2026-04-04")],
    ["page minimum 40 → default follows the first (+41)", { minCancelDays: 40 }, "2026-03-05", range("2026-04-15", "2026-05-04", "2026-04-15")],
    ["page minimum 70 → the range stretches to +71", { minCancelDays: 70 }, "2026-03-05", range("2026-05-15", "2026-05-15", "2026-05-15")],
    ["cancellation window 45 days caps the last", { cancellationWindowDays: 45 }, "2026-03-05", range("2026-03-20", "2026-04-19", "2026-04-04")],
    ["window 20 days pulls the default down", { cancellationWindowDays: 20 }, "2026-03-05", range("2026-03-20", "2026-03-25", "2026-03-25")],
    ["window 10 days narrows to one day", { cancellationWindowDays: 10 }, "2026-03-05", range("2026-03-15", "2026-03-15", "2026-03-15")],
    ["window wider than 60 changes nothing", { cancellationWindowDays: 90 }, "2026-03-05", range("2026-03-20", "2026-05-04", "2026-04-04")],
    ["page minimum and window together", { minCancelDays: 9, cancellationWindowDays: 25 }, "2026-03-05", range("2026-03-15", "2026-03-30", "2026-03-30")],
  ])("%s", (_, over, desired, expected) => {
    expect(cancelDateRange(rules(over), desired)).toEqual(expected);
  });

  it.each<[string, string, boolean]>([
    ["2026-03-19", "day 14", false],
    ["2026-03-20", "day 15", true],
    ["2026-03-21", "a Saturday: cancel dates are calendar days", true],
    ["2026-05-04", "day 60", true],
    ["2026-05-05", "day 61", false],
    ["later", "not a date", false],
  ])("stock, desired 2026-03-05: %s (%s) → %s", (cancel, _, expected) => {
    expect(isCancelDateAllowed(rules(), "2026-03-05", cancel)).toBe(expected);
  });
});

describe("defaultShipDates (GET /checkout/dates/get)", () => {
  it.each<[string, Partial<ShipDateRules>, { desiredShipDate: string; cancelDate: string; maxCancellationDate: string } | null]>([
    ["stock", {}, { desiredShipDate: "2026-03-05", cancelDate: "2026-04-04", maxCancellationDate: "2026-05-04" }],
    ["residual", { kind: "residual" }, { desiredShipDate: "2026-03-04", cancelDate: "2026-04-03", maxCancellationDate: "2026-05-03" }],
    ["with a cancellation window", { cancellationWindowDays: 20 }, { desiredShipDate: "2026-03-05", cancelDate: "2026-03-25", maxCancellationDate: "2026-03-25" }],
    ["dealer without window", { dealer: true }, null],
  ])("%s", (_, over, expected) => {
    expect(defaultShipDates(rules(over))).toEqual(expected);
  });

  it("shouldRemoveFirst moves the preselected date and its cancellation date", () => {
    expect(defaultShipDates(rules(), { shouldRemoveFirst: true })).toEqual({ desiredShipDate: "2026-03-06", cancelDate: "2026-04-05", maxCancellationDate: "2026-05-05" });
  });
});

describe("checkShipDates", () => {
  it.each<[string, Partial<ShipDateRules>, { desiredShipDate?: string; cancelDate?: string }, string[]]>([
    ["valid pair", {}, { desiredShipDate: "2026-03-05", cancelDate: "2026-04-04" }, []],
    ["both missing", {}, {}, ["desiredShipDate:checkout.shipDate.desired.required", "cancelDate:checkout.shipDate.cancel.required"]],
    ["weekend desired date", {}, { desiredShipDate: "2026-03-07", cancelDate: "2026-04-04" }, ["desiredShipDate:checkout.shipDate.desired.notAllowed"]],
    ["cancel too early", {}, { desiredShipDate: "2026-03-05", cancelDate: "2026-03-10" }, ["cancelDate:checkout.shipDate.cancel.notAllowed"]],
    ["cancel not a date", {}, { desiredShipDate: "2026-03-05", cancelDate: "04/04/2026" }, ["cancelDate:checkout.shipDate.cancel.notAllowed"]],
    ["dealer without window", { dealer: true }, { desiredShipDate: "2026-04-09", cancelDate: "2026-05-09" }, ["desiredShipDate:checkout.shipDate.desired.noDates"]],
  ])("%s", (_, over, input, expected) => {
    const result = checkShipDates(rules(over), input);
    expect(result.ok ? [] : result.errors.map((e) => `${e.field}:${e.messageKey}`)).toEqual(expected);
  });

  it("returns the trimmed dates it accepted", () => {
    expect(checkShipDates(rules(), { desiredShipDate: " 2026-03-05 ", cancelDate: "2026-04-04" })).toEqual({
      ok: true,
      desiredShipDate: "2026-03-05",
      cancelDate: "2026-04-04",
    });
  });
});
