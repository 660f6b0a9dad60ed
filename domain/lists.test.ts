import { describe, expect, it } from "vitest";
import { DEFAULT_LIST_DELETED_RETENTION_DAYS, deletedListsPurgeCutoff, isPastRetention } from "./lists.ts";

const NOW = new Date("2026-03-31T12:00:00.000Z");

describe("deleted saved bags and saved carts: retention (decision 0060)", () => {
  it("keeps them 30 days by default", () => {
    expect(DEFAULT_LIST_DELETED_RETENTION_DAYS).toBe(30);
    expect(deletedListsPurgeCutoff(NOW, 30).toISOString()).toBe("2026-03-01T12:00:00.000Z");
  });

  it.each([
    ["live (never deleted)", null, 30, false],
    ["deleted just now", "2026-03-31T12:00:00.000Z", 30, false],
    ["deleted 29 days ago", "2026-03-02T12:00:00.000Z", 30, false],
    ["deleted exactly 30 days ago", "2026-03-01T12:00:00.000Z", 30, false],
    ["deleted 30 days and a millisecond ago", "2026-03-01T11:59:59.999Z", 30, true],
    ["deleted a year ago", "2025-03-31T12:00:00.000Z", 30, true],
    ["deleted 2 days ago, 1 day kept", "2026-03-29T12:00:00.000Z", 1, true],
    ["deleted 12 hours ago, 1 day kept", "2026-03-31T00:00:00.000Z", 1, false],
  ] as const)("%s: purged %s", (_label, deletedAt, days, purged) => {
    expect(isPastRetention(deletedAt === null ? null : new Date(deletedAt), NOW, days)).toBe(purged);
  });

  it.each([0, -1, 1.5, Number.NaN])("refuses a retention of %s days", (days) => {
    expect(() => deletedListsPurgeCutoff(NOW, days)).toThrow(RangeError);
  });
});
