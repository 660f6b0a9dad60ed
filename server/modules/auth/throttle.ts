import { eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { loginThrottle } from "../../db/schema/index.ts";

export interface ThrottleRule {
  /** Failures allowed inside the window before the key is locked. */
  maxFailures: number;
  windowMs: number;
  lockMs: number;
}

/** The latest lock end among the keys, or null when none is locked. */
export async function lockedUntil(db: DbOrTx, keys: string[], now: Date): Promise<Date | null> {
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

/** Counts one failure for a key in one statement, so concurrent processes cannot lose counts. */
export async function recordFailure(
  db: DbOrTx,
  key: string,
  rule: ThrottleRule,
  now: Date,
): Promise<void> {
  const windowStart = new Date(now.getTime() - rule.windowMs);
  const lockEnd = new Date(now.getTime() + rule.lockMs);
  const fresh = sql`${loginThrottle.windowStartedAt} < ${windowStart}`;
  const next = sql`(case when ${fresh} then 1 else ${loginThrottle.failures} + 1 end)`;
  await db
    .insert(loginThrottle)
    .values({ key, failures: 1, windowStartedAt: now, lockedUntil: rule.maxFailures <= 1 ? lockEnd : null })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: next,
        windowStartedAt: sql`case when ${fresh} then ${now} else ${loginThrottle.windowStartedAt} end`,
        lockedUntil: sql`case when ${next} >= ${rule.maxFailures} then ${lockEnd} else ${loginThrottle.lockedUntil} end`,
      },
    });
}

export async function clearFailures(db: DbOrTx, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}
