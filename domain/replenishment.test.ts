import { describe, expect, it } from "vitest";
import {
  checkReplenishment,
  firstReplenishmentRun,
  formatReplenishmentDate,
  nextReplenishmentDates,
  parseReplenishmentStart,
  REPLENISHMENT_DATE_FORMAT,
  REPLENISHMENT_DATE_FORMATS,
  replenishmentAvailable,
  scheduleOfColumns,
  type ReplenishmentInput,
  type ReplenishmentSchedule,
} from "./replenishment.ts";

describe("parseReplenishmentStart: the start date must parse in the configured format", () => {
  it("the default format is MM/DD/YYYY, the Japan site's YYYY/MM/DD, Mexico's DD/MM/YYYY", () => {
    expect(REPLENISHMENT_DATE_FORMAT).toBe("MM/DD/YYYY");
    expect(REPLENISHMENT_DATE_FORMATS).toEqual({ b2c: "MM/DD/YYYY", us: "MM/DD/YYYY", jp: "YYYY/MM/DD", mx: "DD/MM/YYYY" });
  });

  it.each<[string, string, string | null]>([
    ["03/15/2026", "MM/DD/YYYY", "2026-03-15"],
    ["3/5/2026", "MM/DD/YYYY", "2026-03-05"],
    [" 03/15/2026 ", "MM/DD/YYYY", "2026-03-15"],
    ["15/03/2026", "MM/DD/YYYY", null], // no month 15
    ["02/30/2026", "MM/DD/YYYY", null], // no 30 February
    ["02/29/2028", "MM/DD/YYYY", "2028-02-29"],
    ["2026-03-15", "MM/DD/YYYY", null],
    ["03/15/26", "MM/DD/YYYY", null],
    ["15/03/2026", "DD/MM/YYYY", "2026-03-15"],
    ["2026/03/15", "YYYY/MM/DD", "2026-03-15"],
    ["15.03.2026", "DD.MM.YYYY", "2026-03-15"],
    ["15-03-2026", "DD.MM.YYYY", null], // the dot is a literal, not any character
    ["", "MM/DD/YYYY", null],
  ])("%j in %s → %j", (raw, format, date) => {
    expect(parseReplenishmentStart(raw, format)).toBe(date);
  });

  it.each<[string, string]>([
    ["MM/DD/YYYY", "03/05/2026"],
    ["YYYY/MM/DD", "2026/03/05"],
    ["DD/MM/YYYY", "05/03/2026"],
  ])("formatReplenishmentDate in %s → %s, and back", (format, text) => {
    expect(formatReplenishmentDate("2026-03-05", format)).toBe(text);
    expect(parseReplenishmentStart(text, format)).toBe("2026-03-05");
  });
});

describe("checkReplenishment", () => {
  const opts = { today: "2026-03-02", format: "MM/DD/YYYY" };
  it.each<[string, ReplenishmentInput, ReplenishmentSchedule | string[]]>([
    ["daily every 3 days", { recurrence: "DAILY", startDate: "03/02/2026", nDays: 3 }, { recurrence: "DAILY", startDate: "2026-03-02", nDays: 3 }],
    ["daily without nDays", { recurrence: "DAILY", startDate: "03/02/2026" }, ["nDays"]],
    ["daily every 31 days", { recurrence: "DAILY", startDate: "03/02/2026", nDays: 31 }, ["nDays"]],
    ["daily every 0 days", { recurrence: "DAILY", startDate: "03/02/2026", nDays: 0 }, ["nDays"]],
    [
      "weekly on Wednesday and Monday",
      { recurrence: "WEEKLY", startDate: "03/04/2026", weekdays: [3, 1, 3] },
      { recurrence: "WEEKLY", startDate: "2026-03-04", nWeeks: 1, weekdays: [1, 3] },
    ],
    ["weekly without weekdays", { recurrence: "WEEKLY", startDate: "03/04/2026", nWeeks: 2 }, ["weekdays"]],
    ["weekly with weekday 8 and every 13 weeks", { recurrence: "WEEKLY", startDate: "03/04/2026", nWeeks: 13, weekdays: [8] }, ["nWeeks", "weekdays"]],
    [
      "monthly on the 31st",
      { recurrence: "MONTHLY", startDate: "03/10/2026", nthDayOfMonth: 31 },
      { recurrence: "MONTHLY", startDate: "2026-03-10", nthDayOfMonth: 31 },
    ],
    ["monthly on the 32nd", { recurrence: "MONTHLY", startDate: "03/10/2026", nthDayOfMonth: 32 }, ["nthDayOfMonth"]],
    ["start date not in the format", { recurrence: "DAILY", startDate: "2026-03-10", nDays: 1 }, ["startDate"]],
    ["start date yesterday", { recurrence: "DAILY", startDate: "03/01/2026", nDays: 1 }, ["startDate"]],
    ["unknown recurrence", { recurrence: "YEARLY" as "DAILY", startDate: "03/10/2026" }, ["recurrence"]],
  ])("%s", (_, input, expected) => {
    const result = checkReplenishment(input, opts);
    expect(result.ok ? result.schedule : result.errors.map((e) => e.field)).toEqual(expected);
  });

  it("an unparsable start date names the format in its message", () => {
    const result = checkReplenishment({ recurrence: "DAILY", startDate: "soon", nDays: 1 }, opts);
    expect(result.ok ? null : result.errors[0]).toEqual({
      field: "startDate",
      messageKey: "checkout.replenishment.startDate.invalid",
      params: { format: "MM/DD/YYYY" },
    });
  });
});

describe("nextReplenishmentDates: the dates the job places orders on", () => {
  it.each<[string, ReplenishmentSchedule, string, number, string[]]>([
    ["daily every 3 days from the start", { recurrence: "DAILY", startDate: "2026-03-02", nDays: 3 }, "2026-03-01", 4, ["2026-03-02", "2026-03-05", "2026-03-08", "2026-03-11"]],
    ["daily: from a due day includes it", { recurrence: "DAILY", startDate: "2026-03-02", nDays: 3 }, "2026-03-08", 2, ["2026-03-08", "2026-03-11"]],
    ["daily: from between two runs", { recurrence: "DAILY", startDate: "2026-03-02", nDays: 3 }, "2026-03-09", 2, ["2026-03-11", "2026-03-14"]],
    ["daily every day over a month end", { recurrence: "DAILY", startDate: "2026-02-27", nDays: 1 }, "2026-02-27", 3, ["2026-02-27", "2026-02-28", "2026-03-01"]],
    [
      "weekly Monday and Thursday, starting on a Wednesday",
      { recurrence: "WEEKLY", startDate: "2026-03-04", nWeeks: 1, weekdays: [1, 4] },
      "2026-03-01",
      4,
      ["2026-03-05", "2026-03-09", "2026-03-12", "2026-03-16"],
    ],
    [
      "every 2 weeks on Friday",
      { recurrence: "WEEKLY", startDate: "2026-03-02", nWeeks: 2, weekdays: [5] },
      "2026-03-02",
      3,
      ["2026-03-06", "2026-03-20", "2026-04-03"],
    ],
    [
      "every 2 weeks on Sunday (7), from later on",
      { recurrence: "WEEKLY", startDate: "2026-03-02", nWeeks: 2, weekdays: [7] },
      "2026-03-16",
      2,
      ["2026-03-22", "2026-04-05"],
    ],
    [
      "monthly on the 31st: short months use their last day",
      { recurrence: "MONTHLY", startDate: "2026-01-10", nthDayOfMonth: 31 },
      "2026-01-01",
      4,
      ["2026-01-31", "2026-02-28", "2026-03-31", "2026-04-30"],
    ],
    [
      "monthly on the 5th, starting after the 5th",
      { recurrence: "MONTHLY", startDate: "2026-11-10", nthDayOfMonth: 5 },
      "2026-11-10",
      3,
      ["2026-12-05", "2027-01-05", "2027-02-05"],
    ],
    ["count 0", { recurrence: "DAILY", startDate: "2026-03-02", nDays: 1 }, "2026-03-02", 0, []],
  ])("%s", (_, schedule, from, count, dates) => {
    expect(nextReplenishmentDates(schedule, from, count)).toEqual(dates);
  });
});

describe("replenishmentAvailable (decision 0027): who may schedule", () => {
  it.each<[string, Parameters<typeof replenishmentAvailable>[0], boolean]>([
    ["US dealer, STOCK", { siteId: "us", kind: "dealer", mode: "STOCK", tradeShow: false }, true],
    ["Mexican dealer, STOCK", { siteId: "mx", kind: "dealer", mode: "STOCK", tradeShow: false }, true],
    ["franchise", { siteId: "us", kind: "franchise", mode: "STOCK", tradeShow: false }, true],
    ["corporate", { siteId: "us", kind: "corporate", mode: "STOCK", tradeShow: false }, true],
    ["buyer (each order goes to approval)", { siteId: "us", kind: "buyer", mode: "STOCK", tradeShow: false }, true],
    ["dealer in PREBOOKING", { siteId: "us", kind: "dealer", mode: "PREBOOKING", tradeShow: false }, false],
    ["dealer in GCP", { siteId: "us", kind: "dealer", mode: "GCP", tradeShow: false }, false],
    ["dealer in trade-show mode", { siteId: "us", kind: "dealer", mode: "STOCK", tradeShow: true }, false],
    ["Japanese dealer (card only)", { siteId: "jp", kind: "dealer", mode: "STOCK", tradeShow: false }, false],
    ["promo user", { siteId: "us", kind: "promo", mode: "STOCK", tradeShow: false }, false],
    ["consumer", { siteId: "b2c", kind: "consumer", mode: "STOCK", tradeShow: false }, false],
    ["sales rep (no cart)", { siteId: "us", kind: "salesrep", mode: null, tradeShow: false }, false],
  ])("%s → %s", (_, who, available) => {
    expect(replenishmentAvailable(who)).toBe(available);
  });
});

describe("firstReplenishmentRun: the order placed at checkout covers its own day", () => {
  it.each<[string, ReplenishmentSchedule, string, string]>([
    ["weekly Monday, placed on a Monday that is the start", { recurrence: "WEEKLY", startDate: "2026-03-02", nWeeks: 1, weekdays: [1] }, "2026-03-02", "2026-03-09"],
    ["weekly Monday, start next week", { recurrence: "WEEKLY", startDate: "2026-03-09", nWeeks: 1, weekdays: [1] }, "2026-03-02", "2026-03-09"],
    ["daily every 2 days from today", { recurrence: "DAILY", startDate: "2026-03-02", nDays: 2 }, "2026-03-02", "2026-03-04"],
    ["monthly on the 2nd, placed on the 2nd", { recurrence: "MONTHLY", startDate: "2026-03-02", nthDayOfMonth: 2 }, "2026-03-02", "2026-04-02"],
    ["monthly on the 20th, placed on the 2nd", { recurrence: "MONTHLY", startDate: "2026-03-02", nthDayOfMonth: 20 }, "2026-03-02", "2026-03-20"],
  ])("%s → %s", (_, schedule, placedOn, first) => {
    expect(firstReplenishmentRun(schedule, placedOn)).toBe(first);
  });
});

describe("scheduleOfColumns: the stored row back as a schedule", () => {
  it.each<[Parameters<typeof scheduleOfColumns>[0], ReplenishmentSchedule | null]>([
    [{ recurrence: "DAILY", startDate: "2026-03-02", nDays: 3, nWeeks: null, weekdays: null, nthDayOfMonth: null }, { recurrence: "DAILY", startDate: "2026-03-02", nDays: 3 }],
    [{ recurrence: "WEEKLY", startDate: "2026-03-02", nDays: null, nWeeks: 2, weekdays: [1, 4], nthDayOfMonth: null }, { recurrence: "WEEKLY", startDate: "2026-03-02", nWeeks: 2, weekdays: [1, 4] }],
    [{ recurrence: "MONTHLY", startDate: "2026-03-02", nDays: null, nWeeks: null, weekdays: null, nthDayOfMonth: 31 }, { recurrence: "MONTHLY", startDate: "2026-03-02", nthDayOfMonth: 31 }],
    [{ recurrence: "WEEKLY", startDate: "2026-03-02", nDays: null, nWeeks: 1, weekdays: [], nthDayOfMonth: null }, null],
    [{ recurrence: "DAILY", startDate: "2026-03-02", nDays: null, nWeeks: null, weekdays: null, nthDayOfMonth: null }, null],
  ])("%j", (row, schedule) => {
    expect(scheduleOfColumns(row)).toEqual(schedule);
  });
});
