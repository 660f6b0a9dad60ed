/**
 * A replenishment schedule in words (the confirmation page, the popup): "Every week on Monday and
 * Thursday, starting 03/02/2026". Dates in the site's start-date format, weekday names in the
 * page's locale; the texts come through the caller's translator (server or page catalogue).
 */
import type { Translator } from "./i18n/index.ts";
import { formatReplenishmentDate, type ReplenishmentSchedule } from "./replenishment.ts";

/** 2024-01-01 was a Monday: ISO weekday d falls on 2024-01-0d. */
export function weekdayName(isoWeekday: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2024, 0, isoWeekday)));
}

export function weekdayList(weekdays: readonly number[], locale: string): string {
  return new Intl.ListFormat(locale, { style: "long", type: "conjunction" }).format(weekdays.map((d) => weekdayName(d, locale)));
}

export function replenishmentText(schedule: ReplenishmentSchedule, opts: { t: Translator; locale: string; format: string }): string {
  const { t } = opts;
  const start = formatReplenishmentDate(schedule.startDate, opts.format);
  switch (schedule.recurrence) {
    case "DAILY":
      return schedule.nDays === 1 ? t("order.replenishment.dailyOne", { start }) : t("order.replenishment.daily", { n: schedule.nDays, start });
    case "WEEKLY": {
      const days = weekdayList(schedule.weekdays, opts.locale);
      return schedule.nWeeks === 1 ? t("order.replenishment.weeklyOne", { days, start }) : t("order.replenishment.weekly", { n: schedule.nWeeks, days, start });
    }
    case "MONTHLY":
      return t("order.replenishment.monthly", { day: schedule.nthDayOfMonth, start });
  }
}
