import { asc, eq } from "drizzle-orm";
import type { RequestContext } from "../../context.ts";
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

/** The keys ("SPRING-2027") of the targets whose window is open: a PREBOOKING line outside them cannot be booked. */
export function openTargetKeys(targets: readonly UnitDeliveryTarget[]): Set<string> {
  return new Set(targets.filter((t) => t.open).map((t) => targetKey(t.code, t.year)));
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

/** A delivery target the product page offers in PREBOOKING: one with an open window of the unit. */
export interface DeliveryTargetChoice {
  /** "SPRING-2027": the value the add-to-cart form posts as `deliveryTargetAndYear`. */
  key: string;
  code: string;
  year: number;
  /** "season" or "month". */
  kind: string;
  name: string;
}

/**
 * The delivery targets the session can add to now, in ship order: the unit's open windows in
 * PREBOOKING, nothing in the other modes or for visitors (shared pages stay the same for all).
 */
export async function openDeliveryTargets(ctx: Pick<RequestContext, "db" | "user" | "bookingMode" | "now" | "language">): Promise<DeliveryTargetChoice[]> {
  const unitId = ctx.user?.unitId ?? null;
  if (ctx.bookingMode !== "PREBOOKING" || unitId === null) return [];
  const targets = await unitDeliveryTargets(ctx.db, unitId, ctx.now);
  return targets
    .filter((t) => t.open)
    .map((t) => ({ key: targetKey(t.code, t.year), code: t.code, year: t.year, kind: t.kind, name: t.names[ctx.language] }));
}
