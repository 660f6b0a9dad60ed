/**
 * The seed's fixed "today". Every generated date is relative to it, never to the clock, so the
 * same SEED_RANDOM gives the same rows on every run.
 */
export const SEED_BASE_DATE = "2026-11-01";

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` plus `days` (may be negative), computed in UTC. */
export function addDays(isoDate: string, days: number): string {
  const t = Date.parse(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(t)) throw new Error(`bad date: ${isoDate}`);
  return new Date(t + days * DAY_MS).toISOString().slice(0, 10);
}

/** Last day of a month (month 1–12) as `YYYY-MM-DD`. */
export function lastDayOfMonth(year: number, month: number): string {
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

export function isoDate(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}
