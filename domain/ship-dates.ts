/**
 * Desired ship date and cancellation date (shopping-flow §5, §6, §9; decision 0020). The date
 * picker and the server call the same functions: the picker takes `first`/`last` as its bounds
 * and `isSelectableDay` for its unavailable days, the server refuses whatever
 * `isDesiredShipDateAllowed` / `isCancelDateAllowed` refuse.
 *
 * - "stock": STOCK and PREBOOKING carts (one pair per delivery target). "residual": GCP carts
 *   (decisions 0020, 0042).
 * - Desired dates are counted in business days of the site's country from today and must be
 *   business days, except for Japanese rapid-delivery customers (any day). Dealers start 28
 *   business days out and may only pick days inside their booking windows.
 * - Cancellation dates are calendar days after the desired date; any day may be picked.
 */
import {
  addBusinessDays,
  addCalendarDays,
  addMonths,
  type CalendarCountry,
  isBusinessDay,
  isIsoDate,
  type IsoDate,
} from "./business-days.ts";
import type { CheckoutMessageKey } from "./i18n/areas/checkout.en.ts";

export type ShipDateKind = "stock" | "residual";

export interface ShipDateRules {
  today: IsoDate;
  country: CalendarCountry;
  kind: ShipDateKind;
  dealer: boolean;
  /** Japanese rapid-delivery customer: any day selectable (weekends and holidays too). */
  rapidDelivery: boolean;
  /** Configured months instead of 366 days for the last stock desired date. */
  maxMonths?: number | null;
  /**
   * Desired dates only inside these (inclusive) ranges: a dealer's booking windows, or the ship range
   * of a PREBOOKING delivery target. A dealer without any has no date at all.
   */
  bookingWindows?: readonly { from: IsoDate; to: IsoDate }[];
  /**
   * A dealer not held to booking windows: the custom programme (GCP), which is not booked into a
   * delivery target (decision 0042). The dealer's 28 business days still apply.
   */
  outsideBookingWindows?: boolean;
  /** From the page; the first cancel date is then desired + minCancelDays + 1 days. */
  minCancelDays?: number | null;
  /** The order's cancellation window: no cancel date later than desired + this many days. */
  cancellationWindowDays?: number | null;
}

/**
 * The configured ship-date settings (server configuration, decision 0020): the same values reach
 * the server's checks and the page's picker through the rules.
 */
export type ShipDateSettings = Required<Pick<ShipDateRules, "maxMonths" | "minCancelDays" | "cancellationWindowDays">>;

export interface DateRange {
  first: IsoDate;
  last: IsoDate;
  default: IsoDate;
}

export interface DesiredDateOptions {
  /** Drop the first selectable day (GET /checkout/dates/get?shouldRemoveFirst=true). */
  shouldRemoveFirst?: boolean;
}

/** Every number of shopping-flow §9 about ship dates. */
export const SHIP_DATE_LIMITS = {
  stock: {
    desired: { firstBusinessDays: 3, defaultBusinessDays: 3, lastDays: 366 },
    cancel: { firstDays: 15, defaultDays: 30, lastDays: 60 },
  },
  residual: {
    desired: { firstBusinessDays: 2, defaultBusinessDays: 2, lastDays: 60 },
    cancel: { firstDays: 7, defaultDays: 30, lastDays: 60 },
  },
  /** Dealers: first and default desired date, instead of 3 (stock) or 2 (residual). */
  dealerBusinessDays: 28,
  /** The page's minimum cancel days are increased by this. */
  minCancelDaysIncrement: 1,
} as const;

function isInBookingWindow(rules: ShipDateRules, date: IsoDate): boolean {
  return (rules.bookingWindows ?? []).some((w) => w.from <= date && date <= w.to);
}

/**
 * Whether the desired-date picker offers this day at all (its "unavailable dates" are the
 * others). The range bounds are not checked here: they are the picker's min and max.
 */
export function isSelectableDay(rules: ShipDateRules, date: IsoDate): boolean {
  if (!isIsoDate(date)) return false;
  if (!rules.rapidDelivery && !isBusinessDay(date, rules.country)) return false;
  // Windows bound anyone they are given for (a PREBOOKING target's ship range); a dealer without any has no date.
  if (rules.bookingWindows !== undefined) return isInBookingWindow(rules, date);
  return !rules.dealer || rules.outsideBookingWindows === true;
}

/** The latest desired date before weekdays and windows: 366 days (or maxMonths) for stock, 60 for residual. */
function lastDesiredBound(rules: ShipDateRules): IsoDate {
  const months = rules.maxMonths;
  if (rules.kind === "stock" && months != null && Number.isInteger(months) && months > 0) {
    return addMonths(rules.today, months);
  }
  return addCalendarDays(rules.today, SHIP_DATE_LIMITS[rules.kind].desired.lastDays);
}

function firstSelectableFrom(rules: ShipDateRules, from: IsoDate, to: IsoDate): IsoDate | null {
  for (let day = from; day <= to; day = addCalendarDays(day, 1)) {
    if (isSelectableDay(rules, day)) return day;
  }
  return null;
}

function lastSelectableUntil(rules: ShipDateRules, from: IsoDate, to: IsoDate): IsoDate | null {
  for (let day = to; day >= from; day = addCalendarDays(day, -1)) {
    if (isSelectableDay(rules, day)) return day;
  }
  return null;
}

function desiredOffsets(rules: ShipDateRules): { first: number; default: number } {
  if (rules.dealer) return { first: SHIP_DATE_LIMITS.dealerBusinessDays, default: SHIP_DATE_LIMITS.dealerBusinessDays };
  const limits = SHIP_DATE_LIMITS[rules.kind].desired;
  return { first: limits.firstBusinessDays, default: limits.defaultBusinessDays };
}

/**
 * The desired ship dates the customer may choose: first and last selectable day and the one
 * preselected. null when no day can be chosen (a dealer without an open booking window in range).
 */
export function desiredShipDateRange(rules: ShipDateRules, opts: DesiredDateOptions = {}): DateRange | null {
  const offsets = desiredOffsets(rules);
  const bound = lastDesiredBound(rules);
  let first = firstSelectableFrom(rules, addBusinessDays(rules.today, offsets.first, rules.country), bound);
  if (first !== null && opts.shouldRemoveFirst) first = firstSelectableFrom(rules, addCalendarDays(first, 1), bound);
  if (first === null) return null;
  const last = lastSelectableUntil(rules, first, bound) ?? first;
  const wanted = addBusinessDays(rules.today, offsets.default, rules.country);
  const preselected = wanted > first ? (firstSelectableFrom(rules, wanted, last) ?? first) : first;
  return { first, last, default: preselected };
}

export function isDesiredShipDateAllowed(rules: ShipDateRules, date: IsoDate, opts: DesiredDateOptions = {}): boolean {
  if (!isSelectableDay(rules, date)) return false;
  const range = desiredShipDateRange(rules, opts);
  return range !== null && range.first <= date && date <= range.last;
}

/**
 * Cancellation dates for a desired date: stock 15 / 30 / 60 days after it (first / default /
 * last), residual 7 / 30 / 60. A minimum from the page makes the first desired + min + 1 (and
 * stretches the last when needed); the order's cancellation window then caps the last, pulling
 * first and default down with it, so the range is never empty.
 */
export function cancelDateRange(rules: ShipDateRules, desired: IsoDate): DateRange {
  const limits = SHIP_DATE_LIMITS[rules.kind].cancel;
  const min = rules.minCancelDays;
  let first: number = min != null && Number.isInteger(min) && min >= 0 ? min + SHIP_DATE_LIMITS.minCancelDaysIncrement : limits.firstDays;
  let last = Math.max(limits.lastDays, first);
  const window = rules.cancellationWindowDays;
  if (window != null && Number.isInteger(window)) last = Math.min(last, Math.max(window, 0));
  first = Math.min(first, last);
  const preselected = Math.min(Math.max(limits.defaultDays, first), last);
  return {
    first: addCalendarDays(desired, first),
    last: addCalendarDays(desired, last),
    default: addCalendarDays(desired, preselected),
  };
}

export function isCancelDateAllowed(rules: ShipDateRules, desired: IsoDate, cancel: IsoDate): boolean {
  if (!isIsoDate(desired) || !isIsoDate(cancel)) return false;
  const range = cancelDateRange(rules, desired);
  return range.first <= cancel && cancel <= range.last;
}

/**
 * What GET /checkout/dates/get answers: the preselected desired date, its preselected
 * cancellation date (the default, 30 days after it) and the latest one allowed.
 */
export function defaultShipDates(
  rules: ShipDateRules,
  opts: DesiredDateOptions = {},
): { desiredShipDate: IsoDate; cancelDate: IsoDate; maxCancellationDate: IsoDate } | null {
  const range = desiredShipDateRange(rules, opts);
  if (range === null) return null;
  const cancel = cancelDateRange(rules, range.default);
  return { desiredShipDate: range.default, cancelDate: cancel.default, maxCancellationDate: cancel.last };
}

export type ShipDateProblem =
  | { field: "desiredShipDate"; error: "required" | "notAllowed" | "noDates"; messageKey: CheckoutMessageKey }
  | { field: "cancelDate"; error: "required" | "notAllowed"; messageKey: CheckoutMessageKey };

const SHIP_DATE_PROBLEMS = {
  desiredRequired: { field: "desiredShipDate", error: "required", messageKey: "checkout.shipDate.desired.required" },
  desiredNotAllowed: { field: "desiredShipDate", error: "notAllowed", messageKey: "checkout.shipDate.desired.notAllowed" },
  noDates: { field: "desiredShipDate", error: "noDates", messageKey: "checkout.shipDate.desired.noDates" },
  cancelRequired: { field: "cancelDate", error: "required", messageKey: "checkout.shipDate.cancel.required" },
  cancelNotAllowed: { field: "cancelDate", error: "notAllowed", messageKey: "checkout.shipDate.cancel.notAllowed" },
} as const satisfies Record<string, ShipDateProblem>;

/** The server's check of one desired/cancel pair as the customer sent it; both are required. */
export function checkShipDates(
  rules: ShipDateRules,
  input: { desiredShipDate?: string | null; cancelDate?: string | null },
  opts: DesiredDateOptions = {},
): { ok: true; desiredShipDate: IsoDate; cancelDate: IsoDate } | { ok: false; errors: ShipDateProblem[] } {
  const desired = input.desiredShipDate?.trim() ?? "";
  const cancel = input.cancelDate?.trim() ?? "";
  const errors: ShipDateProblem[] = [];
  const range = desiredShipDateRange(rules, opts);
  const desiredOk = range !== null && isSelectableDay(rules, desired) && range.first <= desired && desired <= range.last;
  if (range === null) errors.push(SHIP_DATE_PROBLEMS.noDates);
  else if (desired === "") errors.push(SHIP_DATE_PROBLEMS.desiredRequired);
  else if (!desiredOk) errors.push(SHIP_DATE_PROBLEMS.desiredNotAllowed);
  if (cancel === "") errors.push(SHIP_DATE_PROBLEMS.cancelRequired);
  else if (!isIsoDate(cancel) || (desiredOk && !isCancelDateAllowed(rules, desired, cancel))) {
    errors.push(SHIP_DATE_PROBLEMS.cancelNotAllowed);
  }
  return errors.length === 0 ? { ok: true, desiredShipDate: desired, cancelDate: cancel } : { ok: false, errors };
}
