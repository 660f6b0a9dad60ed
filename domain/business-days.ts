/**
 * The business-day calendar behind ship dates (shopping-flow §5, §9; decision 0020): ISO dates
 * ("YYYY-MM-DD") as plain strings, counted as whole days in UTC so no time zone leaks into a
 * date. A business day is Monday to Friday and not a holiday of the site's country. Holidays are
 * computed from their rules for any year (fixed dates, nth weekdays, equinoxes, observed and
 * substitute days), never read from a per-year list.
 */
import { SITES, type SiteId } from "./sites.ts";

export type IsoDate = string;
export type CalendarCountry = "US" | "JP" | "MX";

/** The zone whose "today" counts for a country's ship dates. */
export const CALENDAR_TIME_ZONES: Readonly<Record<CalendarCountry, string>> = {
  US: "America/New_York",
  JP: "Asia/Tokyo",
  MX: "America/Mexico_City",
};

/** Ship dates of a site follow the holidays of the site's country (the consumer site: US). */
export function calendarCountryOf(siteId: SiteId): CalendarCountry {
  return SITES[siteId].country;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** A real calendar date written as YYYY-MM-DD (2026-02-30 is not one). */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== "string") return false;
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const month = Number(m[2]);
  const day = Number(m[3]);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(Number(m[1]), month);
}

/** Days since 1970-01-01. A malformed date is a bug of the caller, so it throws. */
export function toDayNumber(date: IsoDate): number {
  if (!isIsoDate(date)) throw new RangeError(`not an ISO date: ${JSON.stringify(date)}`);
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / MS_PER_DAY;
}

export function fromDayNumber(day: number): IsoDate {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/** The date of a year, month (1–12) and day. */
export function isoDate(year: number, month: number, day: number): IsoDate {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function addCalendarDays(date: IsoDate, n: number): IsoDate {
  return fromDayNumber(toDayNumber(date) + n);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return toDayNumber(to) - toDayNumber(from);
}

/** The later of two dates, and the earlier (ISO dates compare as strings). */
export function laterOf(a: IsoDate, b: IsoDate): IsoDate {
  return a > b ? a : b;
}
export function earlierOf(a: IsoDate, b: IsoDate): IsoDate {
  return a < b ? a : b;
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(date: IsoDate): number {
  // 1970-01-01 was a Thursday (4).
  return (((toDayNumber(date) + 4) % 7) + 7) % 7;
}

export function isWeekend(date: IsoDate): boolean {
  const weekday = dayOfWeek(date);
  return weekday === 0 || weekday === 6;
}

/** The same day n months later; a day the target month lacks becomes its last day (01-31 + 1 → 02-28). */
export function addMonths(date: IsoDate, n: number): IsoDate {
  const index = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 + n;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return isoDate(year, month, Math.min(Number(date.slice(8, 10)), daysInMonth(year, month)));
}

/** The nth (1-based) given weekday of a month, or its last one for n = -1. */
export function nthWeekdayOfMonth(year: number, month: number, weekday: number, n: number): IsoDate {
  if (n === -1) {
    const last = isoDate(year, month, daysInMonth(year, month));
    return addCalendarDays(last, -((dayOfWeek(last) - weekday + 7) % 7));
  }
  const first = isoDate(year, month, 1);
  return addCalendarDays(first, ((weekday - dayOfWeek(first) + 7) % 7) + (n - 1) * 7);
}

const MON = 1;
const THU = 4;

// ---- United States: the federal holidays (5 U.S.C. 6103) with their observed days ----------

/** A federal holiday on a Saturday is observed the Friday before, on a Sunday the Monday after. */
function usObserved(date: IsoDate): IsoDate {
  const weekday = dayOfWeek(date);
  if (weekday === 6) return addCalendarDays(date, -1);
  if (weekday === 0) return addCalendarDays(date, 1);
  return date;
}

function usFixedHolidays(year: number): IsoDate[] {
  const days = [isoDate(year, 1, 1), isoDate(year, 7, 4), isoDate(year, 11, 11), isoDate(year, 12, 25)];
  if (year >= 2021) days.push(isoDate(year, 6, 19)); // Juneteenth, federal since 2021
  return days;
}

function usHolidays(year: number): IsoDate[] {
  const fixed = usFixedHolidays(year);
  const floating = [
    nthWeekdayOfMonth(year, 1, MON, 3), // Birthday of Martin Luther King, Jr.
    nthWeekdayOfMonth(year, 2, MON, 3), // Washington's Birthday
    nthWeekdayOfMonth(year, 5, MON, -1), // Memorial Day
    nthWeekdayOfMonth(year, 9, MON, 1), // Labor Day
    nthWeekdayOfMonth(year, 10, MON, 2), // Columbus Day
    nthWeekdayOfMonth(year, 11, THU, 4), // Thanksgiving Day
  ];
  // New Year's Day of the next year on a Saturday is observed on 31 December of this one.
  const observed = [...fixed, isoDate(year + 1, 1, 1)].map(usObserved);
  return [...fixed, ...floating, ...observed];
}

// ---- Japan: the national holidays (国民の祝日に関する法律) --------------------------------

/**
 * Equinox day in March or September by the Japanese ephemeris approximation (valid 1980–2150;
 * the government confirms each year's date the February before).
 */
function jpEquinoxDay(year: number, month: 3 | 9): number {
  const base = year < 2100 ? (month === 3 ? 20.8431 : 23.2488) : month === 3 ? 21.851 : 24.2488;
  const offset = year - 1980;
  return Math.floor(base + 0.242194 * offset - Math.floor(offset / 4));
}

/** The 2020 and 2021 Olympic special measures moved three holidays (month, day). */
const JP_OLYMPIC_MOVES: Readonly<Record<number, { marine: [number, number]; sports: [number, number]; mountain: [number, number] }>> = {
  2020: { marine: [7, 23], sports: [7, 24], mountain: [8, 10] },
  2021: { marine: [7, 22], sports: [7, 23], mountain: [8, 8] },
};

function jpNationalHolidays(year: number): IsoDate[] {
  const moved = JP_OLYMPIC_MOVES[year];
  const on = ([month, day]: [number, number]) => isoDate(year, month, day);
  return [
    isoDate(year, 1, 1), // 元日
    nthWeekdayOfMonth(year, 1, MON, 2), // 成人の日
    isoDate(year, 2, 11), // 建国記念の日
    isoDate(year, 2, 23), // 天皇誕生日 (since 2020)
    isoDate(year, 3, jpEquinoxDay(year, 3)), // 春分の日
    isoDate(year, 4, 29), // 昭和の日
    isoDate(year, 5, 3), // 憲法記念日
    isoDate(year, 5, 4), // みどりの日
    isoDate(year, 5, 5), // こどもの日
    moved ? on(moved.marine) : nthWeekdayOfMonth(year, 7, MON, 3), // 海の日
    moved ? on(moved.mountain) : isoDate(year, 8, 11), // 山の日
    nthWeekdayOfMonth(year, 9, MON, 3), // 敬老の日
    isoDate(year, 9, jpEquinoxDay(year, 9)), // 秋分の日
    moved ? on(moved.sports) : nthWeekdayOfMonth(year, 10, MON, 2), // スポーツの日
    isoDate(year, 11, 3), // 文化の日
    isoDate(year, 11, 23), // 勤労感謝の日
  ];
}

function jpHolidays(year: number): IsoDate[] {
  const national = new Set(jpNationalHolidays(year));
  const rest: IsoDate[] = [];
  for (const day of national) {
    // A day between two national holidays is a holiday (国民の休日, e.g. 2026-09-22).
    const next = addCalendarDays(day, 1);
    if (!national.has(next) && national.has(addCalendarDays(day, 2))) rest.push(next);
    // A national holiday on a Sunday gives the next day that is not one (振替休日).
    if (dayOfWeek(day) === 0) {
      let substitute = next;
      while (national.has(substitute)) substitute = addCalendarDays(substitute, 1);
      rest.push(substitute);
    }
  }
  return [...national, ...rest];
}

// ---- Mexico: the statutory rest days (Ley Federal del Trabajo, art. 74) --------------------

function mxHolidays(year: number): IsoDate[] {
  const days = [
    isoDate(year, 1, 1),
    nthWeekdayOfMonth(year, 2, MON, 1), // Día de la Constitución
    nthWeekdayOfMonth(year, 3, MON, 3), // Natalicio de Benito Juárez
    isoDate(year, 5, 1),
    isoDate(year, 9, 16),
    nthWeekdayOfMonth(year, 11, MON, 3), // Día de la Revolución
    isoDate(year, 12, 25),
  ];
  // 1 October when the federal executive power changes hands: every six years from 2024.
  if (year >= 2024 && (year - 2024) % 6 === 0) days.push(isoDate(year, 10, 1));
  return days;
}

const HOLIDAY_RULES: Readonly<Record<CalendarCountry, (year: number) => IsoDate[]>> = {
  US: usHolidays,
  JP: jpHolidays,
  MX: mxHolidays,
};

const holidayCache = new Map<string, ReadonlySet<IsoDate>>();

function holidaySet(country: CalendarCountry, year: number): ReadonlySet<IsoDate> {
  const key = `${country}:${year}`;
  let set = holidayCache.get(key);
  if (!set) {
    const prefix = `${String(year).padStart(4, "0")}-`;
    set = new Set(HOLIDAY_RULES[country](year).filter((d) => d.startsWith(prefix)));
    holidayCache.set(key, set);
  }
  return set;
}

/**
 * Every holiday of a country in a year, sorted: the holidays themselves (also those on a weekend)
 * and the weekdays taken off for them (US observed days, JP substitute and citizens' holidays).
 */
export function holidaysOf(country: CalendarCountry, year: number): IsoDate[] {
  return [...holidaySet(country, year)].sort();
}

export function isHoliday(date: IsoDate, country: CalendarCountry): boolean {
  return holidaySet(country, Number(date.slice(0, 4))).has(date);
}

export function isBusinessDay(date: IsoDate, country: CalendarCountry): boolean {
  return !isWeekend(date) && !isHoliday(date, country);
}

/**
 * The date n business days after `date` (before it for negative n); `date` itself does not
 * count, so 1 is the next business day. n = 0 returns `date` unchanged.
 */
export function addBusinessDays(date: IsoDate, n: number, country: CalendarCountry): IsoDate {
  if (!Number.isInteger(n)) throw new RangeError(`business days must be an integer, got ${n}`);
  const step = n < 0 ? -1 : 1;
  let day = toDayNumber(date);
  for (let left = Math.abs(n); left > 0; ) {
    day += step;
    if (isBusinessDay(fromDayNumber(day), country)) left--;
  }
  return fromDayNumber(day);
}

/** The first business day on or after `date`. */
export function nextBusinessDayFrom(date: IsoDate, country: CalendarCountry): IsoDate {
  return isBusinessDay(date, country) ? date : addBusinessDays(date, 1, country);
}

/** The calendar date in a time zone (IANA name) at an instant, by default now. */
export function todayIn(timeZone: string, now: Date = new Date()): IsoDate {
  const parts = cachedFormat(dayFormats, timeZone, () => new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" })).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return isoDate(part("year"), part("month"), part("day"));
}

// Building an Intl.DateTimeFormat costs far more than using one (it showed in the order
// benchmark's profile): one per time zone or locale, made when first asked for.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const mediumFormats = new Map<string, Intl.DateTimeFormat>();

function cachedFormat(cache: Map<string, Intl.DateTimeFormat>, key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

/** A date as a person of `locale` reads it (medium style: "Feb 3, 2027", "2027/02/03", "3 feb 2027"). */
export function formatIsoDate(date: IsoDate, locale: string): string {
  return cachedFormat(mediumFormats, locale, () => new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" })).format(new Date(`${date}T00:00:00Z`));
}
