import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import type { LocalizedText } from "../../db/schema/catalog.ts";
import { bookingWindows, deliveryTargets } from "../../db/schema/index.ts";

/** A delivery target the unit has a booking window for, and whether that window is open today. */
export interface UnitDeliveryTarget {
  code: string;
  year: number;
  kind: string;
  names: LocalizedText;
  opensOn: string;
  closesOn: string;
  open: boolean;
}

/** "SPRING-2027": how targets are named in URLs and `deliveryTargetAndYear`. */
export function targetKey(code: string, year: number): string {
  return `${code}-${year}`;
}

/** Parses "SPRING-2027" (the code may itself hold dashes; the year is the last part). */
export function parseTargetKey(text: string | undefined | null): { code: string; year: number } | null {
  const match = /^([A-Z0-9_-]{1,40})-(\d{4})$/.exec(text ?? "");
  return match?.[1] && match[2] ? { code: match[1], year: Number(match[2]) } : null;
}

export function isoDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The unit's delivery targets in ship order; a window is open from its first to its last day. */
export async function unitDeliveryTargets(db: DbOrTx, unitId: number, now: Date): Promise<UnitDeliveryTarget[]> {
  const today = isoDay(now);
  const rows = await db
    .select({
      code: deliveryTargets.code,
      year: deliveryTargets.year,
      kind: deliveryTargets.kind,
      names: deliveryTargets.names,
      opensOn: bookingWindows.opensOn,
      closesOn: bookingWindows.closesOn,
    })
    .from(bookingWindows)
    .innerJoin(deliveryTargets, eq(deliveryTargets.id, bookingWindows.deliveryTargetId))
    .where(eq(bookingWindows.unitId, unitId))
    .orderBy(asc(deliveryTargets.shipFrom), asc(deliveryTargets.code));
  const byKey = new Map<string, UnitDeliveryTarget>();
  for (const r of rows) {
    const open = r.opensOn <= today && today <= r.closesOn;
    const key = targetKey(r.code, r.year);
    const seen = byKey.get(key);
    // Several windows for one target: open when any of them is.
    if (!seen || (open && !seen.open)) byKey.set(key, { ...r, open });
  }
  return [...byKey.values()];
}
