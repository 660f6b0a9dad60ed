/**
 * Replenishment schedules (service-and-support §3, §4, §5): a recurring order placed by a job
 * DAILY every nDays days, WEEKLY every nWeeks weeks on chosen weekdays, or MONTHLY on the
 * nthDayOfMonth, from a start date typed in the site's date format.
 */
import {
  addCalendarDays,
  dayOfWeek,
  daysBetween,
  daysInMonth,
  isIsoDate,
  isoDate,
  type IsoDate,
} from "./business-days.ts";
import type { AccountKind } from "./account-kinds.ts";
import type { BookingMode } from "./booking-modes.ts";
import type { CheckoutMessageKey } from "./i18n/areas/checkout.en.ts";
import { paymentTypesFor } from "./order-charges.ts";
import { SITES, type SiteId } from "./sites.ts";

export const RECURRENCES = ["DAILY", "WEEKLY", "MONTHLY"] as const;
export type Recurrence = (typeof RECURRENCES)[number];

/** Decision 0020: the choices the schedule popup offers. */
export const REPLENISHMENT_LIMITS = {
  nDays: { min: 1, max: 30 },
  nWeeks: { min: 1, max: 12 },
  /** A month shorter than the chosen day runs on its last day. */
  nthDayOfMonth: { min: 1, max: 31 },
} as const;

/** Default start-date format; each site may configure its own (REPLENISHMENT_DATE_FORMATS). */
export const REPLENISHMENT_DATE_FORMAT = "MM/DD/YYYY";
export const REPLENISHMENT_DATE_FORMATS: Readonly<Record<SiteId, string>> = {
  b2c: REPLENISHMENT_DATE_FORMAT,
  us: REPLENISHMENT_DATE_FORMAT,
  jp: "YYYY/MM/DD",
  mx: "DD/MM/YYYY",
};

export interface ReplenishmentInput {
  recurrence: Recurrence;
  startDate: string;
  nDays?: number;
  nthDayOfMonth?: number;
  nWeeks?: number;
  /** ISO weekdays: 1 = Monday … 7 = Sunday. */
  weekdays?: number[];
}

export type ReplenishmentSchedule =
  | { recurrence: "DAILY"; startDate: IsoDate; nDays: number }
  | { recurrence: "WEEKLY"; startDate: IsoDate; nWeeks: number; weekdays: number[] }
  | { recurrence: "MONTHLY"; startDate: IsoDate; nthDayOfMonth: number };

export interface ReplenishmentProblem {
  field: "recurrence" | "startDate" | "nDays" | "nWeeks" | "weekdays" | "nthDayOfMonth";
  messageKey: CheckoutMessageKey;
  /** Parameters of the message: `{ format }` for an unparsable start date. */
  params?: Record<string, string>;
}

const TOKENS = /YYYY|MM|DD/g;

/**
 * The date a customer typed in a format made of YYYY, MM and DD and any separators
 * ("MM/DD/YYYY", "YYYY/MM/DD", "DD.MM.YYYY"); month and day may have one digit. null when it
 * does not parse or is no real date.
 */
export function parseReplenishmentStart(raw: string, format: string): IsoDate | null {
  const order: string[] = [];
  const escaped = format.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const source = escaped.replace(TOKENS, (token) => {
    order.push(token);
    return token === "YYYY" ? "(\\d{4})" : "(\\d{1,2})";
  });
  const m = new RegExp(`^${source}$`).exec(raw.trim());
  if (!m || order.length !== 3) return null;
  const part = (token: string) => Number(m[order.indexOf(token) + 1]);
  const date = isoDate(part("YYYY"), part("MM"), part("DD"));
  return isIsoDate(date) ? date : null;
}

/** An ISO date written in a format of parseReplenishmentStart (always two-digit month and day). */
export function formatReplenishmentDate(date: IsoDate, format: string): string {
  return format.replace(TOKENS, (token) => (token === "YYYY" ? date.slice(0, 4) : token === "MM" ? date.slice(5, 7) : date.slice(8, 10)));
}

const inRange = (value: number | undefined, range: { min: number; max: number }): value is number =>
  value !== undefined && Number.isInteger(value) && value >= range.min && value <= range.max;

/**
 * The schedule, or every problem: a start date that parses in the format and is not before
 * today, and the fields of the chosen recurrence (nDays; nWeeks, default 1, and at least one
 * weekday; nthDayOfMonth).
 */
export function checkReplenishment(
  input: ReplenishmentInput,
  opts: { today: IsoDate; format: string },
): { ok: true; schedule: ReplenishmentSchedule } | { ok: false; errors: ReplenishmentProblem[] } {
  const errors: ReplenishmentProblem[] = [];
  const startDate = parseReplenishmentStart(input.startDate, opts.format);
  if (startDate === null) errors.push({ field: "startDate", messageKey: "checkout.replenishment.startDate.invalid", params: { format: opts.format } });
  else if (startDate < opts.today) errors.push({ field: "startDate", messageKey: "checkout.replenishment.startDate.past" });

  let schedule: ReplenishmentSchedule | null = null;
  const start = startDate ?? opts.today;
  switch (input.recurrence) {
    case "DAILY":
      if (inRange(input.nDays, REPLENISHMENT_LIMITS.nDays)) schedule = { recurrence: "DAILY", startDate: start, nDays: input.nDays };
      else errors.push({ field: "nDays", messageKey: "checkout.replenishment.nDays.invalid" });
      break;
    case "WEEKLY": {
      const nWeeks = input.nWeeks ?? REPLENISHMENT_LIMITS.nWeeks.min;
      const weekdays = [...new Set(input.weekdays ?? [])].sort((a, b) => a - b);
      const weekdaysOk = weekdays.length > 0 && weekdays.every((d) => Number.isInteger(d) && d >= 1 && d <= 7);
      const nWeeksOk = inRange(nWeeks, REPLENISHMENT_LIMITS.nWeeks);
      if (!nWeeksOk) errors.push({ field: "nWeeks", messageKey: "checkout.replenishment.nWeeks.invalid" });
      if (!weekdaysOk) errors.push({ field: "weekdays", messageKey: "checkout.replenishment.weekdays.required" });
      if (nWeeksOk && weekdaysOk) schedule = { recurrence: "WEEKLY", startDate: start, nWeeks, weekdays };
      break;
    }
    case "MONTHLY":
      if (inRange(input.nthDayOfMonth, REPLENISHMENT_LIMITS.nthDayOfMonth)) {
        schedule = { recurrence: "MONTHLY", startDate: start, nthDayOfMonth: input.nthDayOfMonth };
      } else errors.push({ field: "nthDayOfMonth", messageKey: "checkout.replenishment.nthDayOfMonth.invalid" });
      break;
    default:
      errors.push({ field: "recurrence", messageKey: "checkout.replenishment.recurrence.required" });
  }
  return errors.length === 0 && schedule ? { ok: true, schedule } : { ok: false, errors };
}

/** ISO weekday (1 = Monday … 7 = Sunday). */
const isoWeekday = (date: IsoDate) => ((dayOfWeek(date) + 6) % 7) + 1;

function* scheduleDates(schedule: ReplenishmentSchedule, from: IsoDate): Generator<IsoDate> {
  const start = schedule.startDate;
  const begin = from > start ? from : start;
  switch (schedule.recurrence) {
    case "DAILY": {
      const skip = Math.ceil(daysBetween(start, begin) / schedule.nDays);
      for (let day = addCalendarDays(start, skip * schedule.nDays); ; day = addCalendarDays(day, schedule.nDays)) yield day;
    }
    case "WEEKLY": {
      // Weeks run Monday to Sunday; the start date's week is week 0.
      const week0 = addCalendarDays(start, 1 - isoWeekday(start));
      const period = 7 * schedule.nWeeks;
      let weekStart = addCalendarDays(week0, Math.floor(daysBetween(week0, begin) / period) * period);
      for (; ; weekStart = addCalendarDays(weekStart, period)) {
        for (const weekday of schedule.weekdays) {
          const day = addCalendarDays(weekStart, weekday - 1);
          if (day >= begin) yield day;
        }
      }
    }
    case "MONTHLY": {
      let year = Number(begin.slice(0, 4));
      let month = Number(begin.slice(5, 7));
      for (; ; month === 12 ? ((month = 1), year++) : month++) {
        const day = isoDate(year, month, Math.min(schedule.nthDayOfMonth, daysInMonth(year, month)));
        if (day >= begin) yield day;
      }
    }
  }
}

/** The next `count` dates of the schedule on or after `from` (never before its start date). */
export function nextReplenishmentDates(schedule: ReplenishmentSchedule, from: IsoDate, count: number): IsoDate[] {
  const dates: IsoDate[] = [];
  if (count <= 0) return dates;
  for (const day of scheduleDates(schedule, from)) {
    dates.push(day);
    if (dates.length >= count) break;
  }
  return dates;
}

/**
 * Decision 0027: who may schedule. B2B accounts that order for their unit (not consumers, not
 * promo users, who name a sales rep per order, not sales reps or agents, who have no cart of
 * their own), from a STOCK cart (prebooking windows and the custom programme do not repeat),
 * outside trade-show mode, and paid on account: a card token pays once, so the Japan site, which
 * takes cards only, offers no replenishment.
 */
export const REPLENISHMENT_ACCOUNT_KINDS: readonly AccountKind[] = ["dealer", "franchise", "corporate", "buyer", "approver"];
export const REPLENISHMENT_PAYMENT_TYPE = "ACCOUNT";

export function replenishmentAvailable(who: { siteId: SiteId; kind: AccountKind; mode: BookingMode | null; tradeShow: boolean }): boolean {
  return (
    SITES[who.siteId].b2b &&
    REPLENISHMENT_ACCOUNT_KINDS.includes(who.kind) &&
    who.mode === "STOCK" &&
    !who.tradeShow &&
    paymentTypesFor(who.siteId, who.kind).includes(REPLENISHMENT_PAYMENT_TYPE)
  );
}

/**
 * The first date the job orders on: the first of the schedule after the day the order was placed
 * at checkout (that order is the one for its own day). null never happens for a valid schedule.
 */
export function firstReplenishmentRun(schedule: ReplenishmentSchedule, placedOn: IsoDate): IsoDate | null {
  return nextReplenishmentDates(schedule, addCalendarDays(placedOn, 1), 1)[0] ?? null;
}

/** The schedule as stored (columns of `replenishment_schedules`), or null when the row is not a schedule. */
export function scheduleOfColumns(row: {
  recurrence: string;
  startDate: string;
  nDays: number | null;
  nWeeks: number | null;
  weekdays: readonly number[] | null;
  nthDayOfMonth: number | null;
}): ReplenishmentSchedule | null {
  switch (row.recurrence) {
    case "DAILY":
      return row.nDays !== null ? { recurrence: "DAILY", startDate: row.startDate, nDays: row.nDays } : null;
    case "WEEKLY":
      return row.nWeeks !== null && row.weekdays && row.weekdays.length > 0 ? { recurrence: "WEEKLY", startDate: row.startDate, nWeeks: row.nWeeks, weekdays: [...row.weekdays] } : null;
    case "MONTHLY":
      return row.nthDayOfMonth !== null ? { recurrence: "MONTHLY", startDate: row.startDate, nthDayOfMonth: row.nthDayOfMonth } : null;
    default:
      return null;
  }
}
