import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { delayAfterFailures, type DelayRule } from "../../../domain/sign-in-throttle.ts";
import type { DbOrTx } from "../../db/client.ts";
import { loginThrottle } from "../../db/schema/index.ts";

/** A key's delay rule and how long its failures are remembered. */
export interface ThrottleRule extends DelayRule {
  /** Failures older than this (from the first of them) are forgotten. */
  windowMs: number;
}

/** The latest time one of the keys may be tried again, or null when none has to wait. */
export async function lockedUntil(db: DbOrTx, keys: string[], now: Date): Promise<Date | null> {
  if (keys.length === 0) return null;
  const rows = await db
    .select({ lockedUntil: loginThrottle.lockedUntil })
    .from(loginThrottle)
    .where(inArray(loginThrottle.key, keys));
  let latest: Date | null = null;
  for (const row of rows) {
    if (row.lockedUntil && row.lockedUntil > now && (!latest || row.lockedUntil > latest)) {
      latest = row.lockedUntil;
    }
  }
  return latest;
}

/**
 * Adds one to a key's count in one statement (a window older than `windowMs` starts again at 1),
 * so concurrent processes cannot lose counts; with `limit`, only while the window has room.
 * Answers the new count, or nothing when the limit was reached.
 */
function countInWindow(db: DbOrTx, key: string, windowMs: number, now: Date, limit?: number) {
  const fresh = sql`${loginThrottle.windowStartedAt} < ${new Date(now.getTime() - windowMs)}`;
  return db
    .insert(loginThrottle)
    .values({ key, failures: 1, windowStartedAt: now, lockedUntil: null })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${fresh} then 1 else ${loginThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${fresh} then ${now} else ${loginThrottle.windowStartedAt} end`,
      },
      ...(limit === undefined ? {} : { setWhere: sql`${fresh} or ${loginThrottle.failures} < ${limit}` }),
    })
    .returning({ failures: loginThrottle.failures });
}

/**
 * Counts one failure for a key in one statement, so concurrent processes cannot lose counts, and
 * makes the key wait as the rule says for that many failures (decision 0033).
 */
export async function recordFailure(db: DbOrTx, key: string, rule: ThrottleRule, now: Date): Promise<void> {
  const [row] = await countInWindow(db, key, rule.windowMs, now);
  const delay = delayAfterFailures(row?.failures ?? 0, rule);
  if (delay === 0) return;
  const until = new Date(now.getTime() + delay);
  await db
    .update(loginThrottle)
    .set({ lockedUntil: until })
    .where(and(eq(loginThrottle.key, key), or(isNull(loginThrottle.lockedUntil), lt(loginThrottle.lockedUntil, until))));
}

export async function clearFailures(db: DbOrTx, keys: string[]): Promise<void> {
  if (keys.length > 0) await db.delete(loginThrottle).where(inArray(loginThrottle.key, keys));
}

/**
 * Counts one attempt for a key when the key has room in its window (`limit` attempts per
 * `windowMs`), in one statement so concurrent processes cannot both take the last one. False,
 * with nothing changed, when the key has used its attempts up.
 */
export async function takeAttempt(db: DbOrTx, key: string, limit: number, windowMs: number, now: Date): Promise<boolean> {
  const rows = await countInWindow(db, key, windowMs, now, limit);
  return rows.length > 0;
}
