import { describe, expect, it } from "vitest";
import { createTranslator } from "./i18n/index.ts";
import type { ReplenishmentSchedule } from "./replenishment.ts";
import { replenishmentText, weekdayName } from "./replenishment-text.ts";

describe("replenishmentText", () => {
  const en = { t: createTranslator("en"), locale: "en-US", format: "MM/DD/YYYY" };
  it.each<[ReplenishmentSchedule, string]>([
    [{ recurrence: "DAILY", startDate: "2026-03-02", nDays: 1 }, "Every day, starting 03/02/2026"],
    [{ recurrence: "DAILY", startDate: "2026-03-02", nDays: 3 }, "Every 3 days, starting 03/02/2026"],
    [{ recurrence: "WEEKLY", startDate: "2026-03-02", nWeeks: 1, weekdays: [1, 4] }, "Every week on Monday and Thursday, starting 03/02/2026"],
    [{ recurrence: "WEEKLY", startDate: "2026-03-02", nWeeks: 2, weekdays: [5] }, "Every 2 weeks on Friday, starting 03/02/2026"],
    [{ recurrence: "MONTHLY", startDate: "2026-03-02", nthDayOfMonth: 31 }, "Every month on day 31, starting 03/02/2026"],
  ])("%j → %s", (schedule, text) => {
    expect(replenishmentText(schedule, en)).toBe(text);
  });

  it("uses the site's date format and the page's language", () => {
    const es = { t: createTranslator("es"), locale: "es-MX", format: "DD/MM/YYYY" };
    expect(replenishmentText({ recurrence: "WEEKLY", startDate: "2026-03-02", nWeeks: 1, weekdays: [1, 3] }, es)).toBe("Cada semana el lunes y miércoles, a partir del 02/03/2026");
    expect(weekdayName(7, "en-US")).toBe("Sunday");
    expect(weekdayName(1, "ja-JP")).toBe("月曜日");
  });
});
