import { describe, expect, it } from "vitest";
import {
  formatIsoDate,
  addBusinessDays,
  addCalendarDays,
  addMonths,
  type CalendarCountry,
  calendarCountryOf,
  dayOfWeek,
  daysBetween,
  holidaysOf,
  isBusinessDay,
  isIsoDate,
  nextBusinessDayFrom,
  nthWeekdayOfMonth,
  todayIn,
} from "./business-days.ts";
import type { SiteId } from "./sites.ts";

describe("ISO date arithmetic", () => {
  it.each<[unknown, boolean]>([
    ["2026-03-02", true],
    ["2024-02-29", true], // leap year
    ["2025-02-29", false],
    ["2100-02-29", false], // 2100 is not a leap year
    ["2026-13-01", false],
    ["2026-04-31", false],
    ["2026-3-2", false],
    [" 2026-03-02", false],
    [20260302, false],
  ])("isIsoDate(%j) = %s", (value, ok) => {
    expect(isIsoDate(value)).toBe(ok);
  });

  it.each<[string, number]>([
    ["1970-01-01", 4],
    ["2026-03-01", 0],
    ["2026-03-02", 1],
    ["2026-03-07", 6],
    ["1969-12-31", 3],
  ])("dayOfWeek(%s) = %d (0 = Sunday)", (date, weekday) => {
    expect(dayOfWeek(date)).toBe(weekday);
  });

  it.each<[string, number, string]>([
    ["2026-03-02", 366, "2027-03-03"],
    ["2024-02-28", 1, "2024-02-29"],
    ["2026-12-31", 1, "2027-01-01"],
    ["2026-03-01", -1, "2026-02-28"],
    ["2026-03-08", 0, "2026-03-08"], // the US switch to summer time does not shift dates
  ])("addCalendarDays(%s, %d) = %s", (date, n, expected) => {
    expect(addCalendarDays(date, n)).toBe(expected);
    expect(daysBetween(date, expected)).toBe(n);
  });

  it.each<[string, number, string]>([
    ["2026-03-02", 12, "2027-03-02"],
    ["2026-01-31", 1, "2026-02-28"],
    ["2024-01-31", 1, "2024-02-29"],
    ["2026-11-15", 3, "2027-02-15"],
    ["2026-03-31", -1, "2026-02-28"],
  ])("addMonths(%s, %d) = %s", (date, n, expected) => {
    expect(addMonths(date, n)).toBe(expected);
  });

  it.each<[number, number, number, number, string]>([
    [2026, 11, 4, 4, "2026-11-26"], // Thanksgiving
    [2026, 5, 1, -1, "2026-05-25"], // last Monday of May
    [2026, 1, 1, 2, "2026-01-12"], // Coming of Age Day
    [2026, 2, 1, 1, "2026-02-02"], // first Monday of February
  ])("nthWeekdayOfMonth(%d, %d, weekday %d, %d) = %s", (year, month, weekday, n, expected) => {
    expect(nthWeekdayOfMonth(year, month, weekday, n)).toBe(expected);
  });

  it("refuses a malformed date instead of guessing", () => {
    expect(() => addCalendarDays("2026-02-30", 1)).toThrow(RangeError);
    expect(() => addBusinessDays("2026-03-02", 1.5, "US")).toThrow(RangeError);
  });
});

describe("holidaysOf", () => {
  it.each<[CalendarCountry, number, string[]]>([
    [
      "US",
      2026,
      // Independence Day on a Saturday is observed on Friday 3 July.
      ["01-01", "01-19", "02-16", "05-25", "06-19", "07-03", "07-04", "09-07", "10-12", "11-11", "11-26", "12-25"],
    ],
    [
      "US",
      2021,
      // Juneteenth (Sat) → Fri 18 Jun; 4 July (Sun) → Mon 5; Christmas (Sat) → Fri 24; New Year 2022 (Sat) → Fri 31 Dec.
      ["01-01", "01-18", "02-15", "05-31", "06-18", "06-19", "07-04", "07-05", "09-06", "10-11", "11-11", "11-25", "12-24", "12-25", "12-31"],
    ],
    ["US", 2020, ["01-01", "01-20", "02-17", "05-25", "07-03", "07-04", "09-07", "10-12", "11-11", "11-26", "12-25"]], // no Juneteenth before 2021
    [
      "JP",
      2026,
      // 5/6 substitute for Sunday 5/3; 9/22 between two holidays (国民の休日).
      ["01-01", "01-12", "02-11", "02-23", "03-20", "04-29", "05-03", "05-04", "05-05", "05-06", "07-20", "08-11", "09-21", "09-22", "09-23", "10-12", "11-03", "11-23"],
    ],
    [
      "JP",
      2025,
      ["01-01", "01-13", "02-11", "02-23", "02-24", "03-20", "04-29", "05-03", "05-04", "05-05", "05-06", "07-21", "08-11", "09-15", "09-23", "10-13", "11-03", "11-23", "11-24"],
    ],
    [
      "JP",
      2021,
      // Olympic special measures: Marine Day 7/22, Sports Day 7/23, Mountain Day 8/8 (Sun) → 8/9.
      ["01-01", "01-11", "02-11", "02-23", "03-20", "04-29", "05-03", "05-04", "05-05", "07-22", "07-23", "08-08", "08-09", "09-20", "09-23", "11-03", "11-23"],
    ],
    [
      "JP",
      2027,
      // Vernal equinox on Sunday 21 March → substitute Monday 22.
      ["01-01", "01-11", "02-11", "02-23", "03-21", "03-22", "04-29", "05-03", "05-04", "05-05", "07-19", "08-11", "09-20", "09-23", "10-11", "11-03", "11-23"],
    ],
    ["MX", 2026, ["01-01", "02-02", "03-16", "05-01", "09-16", "11-16", "12-25"]],
    ["MX", 2024, ["01-01", "02-05", "03-18", "05-01", "09-16", "10-01", "11-18", "12-25"]], // 1 October: change of federal executive
    ["MX", 2030, ["01-01", "02-04", "03-18", "05-01", "09-16", "10-01", "11-18", "12-25"]],
  ])("%s %d", (country, year, days) => {
    expect(holidaysOf(country, year)).toEqual(days.map((d) => `${year}-${d}`));
  });

  const years = Array.from({ length: 2100 - 2020 + 1 }, (_, i) => 2020 + i);

  it.each<CalendarCountry>(["US", "JP", "MX"])("%s: every year 2020–2100 is computed, sorted, unique and inside the year", (country) => {
    for (const year of years) {
      const days = holidaysOf(country, year);
      expect(days.every((d) => isIsoDate(d) && d.startsWith(`${year}-`)), `${year}`).toBe(true);
      expect([...new Set(days)].sort(), `${year}`).toEqual(days);
    }
  });

  it("JP: both equinox days fall on 19–21 March and 22–24 September every year 2020–2100", () => {
    for (const year of years) {
      const days = holidaysOf("JP", year);
      expect(days.some((d) => /-03-(19|20|21)$/.test(d)), `${year}`).toBe(true);
      expect(days.some((d) => /-09-(22|23|24)$/.test(d)), `${year}`).toBe(true);
    }
  });

  it("MX: 1 October only in the years the federal executive changes (2024, 2030, … 2096)", () => {
    const withOctober = years.filter((y) => holidaysOf("MX", y).includes(`${y}-10-01`));
    expect(withOctober).toEqual([2024, 2030, 2036, 2042, 2048, 2054, 2060, 2066, 2072, 2078, 2084, 2090, 2096]);
  });
});

describe("isBusinessDay", () => {
  it.each<[string, CalendarCountry, boolean]>([
    ["2026-03-02", "US", true], // Monday
    ["2026-03-07", "US", false], // Saturday
    ["2026-03-08", "JP", false], // Sunday
    ["2026-07-03", "US", false], // observed Independence Day
    ["2026-07-03", "JP", true],
    ["2026-09-22", "JP", false], // citizens' holiday
    ["2026-09-22", "US", true],
    ["2026-05-06", "JP", false], // substitute holiday
    ["2026-02-02", "MX", false], // Constitution Day
    ["2026-02-02", "US", true],
    ["2026-11-26", "US", false], // Thanksgiving
    ["2026-11-26", "MX", true],
  ])("%s in %s → %s", (date, country, expected) => {
    expect(isBusinessDay(date, country)).toBe(expected);
  });
});

describe("addBusinessDays", () => {
  it.each<[string, number, CalendarCountry, string]>([
    ["2026-03-02", 3, "US", "2026-03-05"], // Mon + 3 = Thu
    ["2026-03-05", 3, "US", "2026-03-10"], // Thu + 3 skips the weekend
    ["2026-03-07", 3, "US", "2026-03-11"], // from a Saturday
    ["2026-12-23", 3, "US", "2026-12-29"], // skips Christmas
    ["2026-04-30", 3, "JP", "2026-05-08"], // skips Golden Week (5/4–5/6)
    ["2026-04-30", 3, "US", "2026-05-05"],
    ["2026-03-13", 2, "MX", "2026-03-18"], // skips Benito Juárez day, Mon 16 March
    ["2026-03-02", 28, "US", "2026-04-09"], // the dealers' 28
    ["2026-03-02", 0, "US", "2026-03-02"],
    ["2026-03-07", 0, "US", "2026-03-07"],
    ["2026-03-10", -3, "US", "2026-03-05"],
  ])("%s + %d business days (%s) = %s", (date, n, country, expected) => {
    expect(addBusinessDays(date, n, country)).toBe(expected);
  });

  it.each<[string, CalendarCountry, string]>([
    ["2026-03-02", "US", "2026-03-02"],
    ["2026-03-07", "US", "2026-03-09"],
    ["2026-05-03", "JP", "2026-05-07"],
  ])("nextBusinessDayFrom(%s, %s) = %s", (date, country, expected) => {
    expect(nextBusinessDayFrom(date, country)).toBe(expected);
  });
});

describe("todayIn", () => {
  it.each<[string, string, string]>([
    ["2026-03-01T14:30:00Z", "Asia/Tokyo", "2026-03-01"],
    ["2026-03-01T15:30:00Z", "Asia/Tokyo", "2026-03-02"],
    ["2026-03-01T03:00:00Z", "America/New_York", "2026-02-28"],
    ["2026-03-01T05:30:00Z", "America/Mexico_City", "2026-02-28"],
    ["2026-03-01T06:30:00Z", "America/Mexico_City", "2026-03-01"],
  ])("%s in %s is %s", (instant, zone, expected) => {
    expect(todayIn(zone, new Date(instant))).toBe(expected);
  });
});

describe("calendarCountryOf", () => {
  it.each<[SiteId, CalendarCountry]>([
    ["b2c", "US"],
    ["us", "US"],
    ["jp", "JP"],
    ["mx", "MX"],
  ])("%s follows the %s calendar", (siteId, country) => {
    expect(calendarCountryOf(siteId)).toBe(country);
  });
});

describe("formatIsoDate", () => {
  it.each([
    ["en-US", "Feb 3, 2027"],
    ["ja-JP", "2027/02/03"],
    ["es-MX", "3 feb 2027"],
  ])("%s", (locale, shown) => {
    expect(formatIsoDate("2027-02-03", locale)).toBe(shown);
  });
});
