/** Prebooking delivery targets (seasons and months) and the units' booking windows. */
import type { DbOrTx } from "../client.ts";
import { bookingWindows, deliveryTargets } from "../schema/index.ts";
import type { LocalizedText } from "../schema/catalog.ts";
import { isoDate, lastDayOfMonth } from "./dates.ts";
import { mustGet } from "./reference.ts";

interface SeasonSeed {
  code: string;
  names: LocalizedText;
  /** Ship window as [month, day] from and to, in the target's year. */
  from: readonly [number, number];
  to: readonly [number, number];
}

const SEASONS: readonly SeasonSeed[] = [
  { code: "SPRING", names: { en: "Spring", ja: "春", es: "Primavera" }, from: [2, 1], to: [4, 30] },
  { code: "SUMMER", names: { en: "Summer", ja: "夏", es: "Verano" }, from: [5, 1], to: [7, 31] },
  { code: "FALL", names: { en: "Fall", ja: "秋", es: "Otoño" }, from: [8, 1], to: [10, 31] },
  { code: "HOLIDAY", names: { en: "Holiday", ja: "ホリデー", es: "Fiestas" }, from: [10, 15], to: [12, 15] },
];

const MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"] as const;
const MONTH_NAMES_EN = [
  "January", "February", "March", "April", "May", "June",
  "July", "August", "September", "October", "November", "December",
] as const;
const MONTH_NAMES_ES = [
  "Enero", "Febrero", "Marzo", "Abril", "Mayo", "Junio",
  "Julio", "Agosto", "Septiembre", "Octubre", "Noviembre", "Diciembre",
] as const;

type TargetRow = typeof deliveryTargets.$inferInsert;

function targets(): TargetRow[] {
  const rows: TargetRow[] = [];
  for (const year of [2026, 2027]) {
    for (const s of SEASONS) {
      rows.push({
        code: s.code,
        year,
        kind: "season",
        names: { en: `${s.names.en} ${year}`, ja: `${year}年 ${s.names.ja}`, es: `${s.names.es} ${year}` },
        shipFrom: isoDate(year, s.from[0], s.from[1]),
        shipTo: isoDate(year, s.to[0], s.to[1]),
      });
    }
  }
  const year = 2027;
  MONTHS.forEach((code, i) => {
    rows.push({
      code,
      year,
      kind: "month",
      names: {
        en: `${MONTH_NAMES_EN[i]} ${year}`,
        ja: `${year}年${i + 1}月`,
        es: `${MONTH_NAMES_ES[i]} ${year}`,
      },
      shipFrom: isoDate(year, i + 1, 1),
      shipTo: lastDayOfMonth(year, i + 1),
    });
  });
  return rows;
}

/**
 * Windows relative to the seed's base date 2026-11-01: the 2026 seasons and JAN/FEB 2027 closed
 * in the past; the 2027 spring and summer seasons, FALL 2027 and the months MAR–AUG 2027 are
 * open; the other 2027 targets have no window (not bookable).
 */
const WINDOWS: readonly { target: string; opensOn: string; closesOn: string }[] = [
  { target: "SPRING-2026", opensOn: "2025-08-01", closesOn: "2025-11-30" },
  { target: "SUMMER-2026", opensOn: "2025-11-01", closesOn: "2026-02-28" },
  { target: "FALL-2026", opensOn: "2026-02-01", closesOn: "2026-05-31" },
  { target: "HOLIDAY-2026", opensOn: "2026-05-01", closesOn: "2026-08-31" },
  { target: "JAN-2027", opensOn: "2026-06-01", closesOn: "2026-10-15" },
  { target: "FEB-2027", opensOn: "2026-06-01", closesOn: "2026-10-15" },
  { target: "SPRING-2027", opensOn: "2026-10-01", closesOn: "2027-01-31" },
  { target: "SUMMER-2027", opensOn: "2026-10-01", closesOn: "2027-01-31" },
  { target: "FALL-2027", opensOn: "2026-10-15", closesOn: "2027-03-31" },
  { target: "MAR-2027", opensOn: "2026-10-01", closesOn: "2027-01-31" },
  { target: "APR-2027", opensOn: "2026-10-01", closesOn: "2027-01-31" },
  { target: "MAY-2027", opensOn: "2026-10-01", closesOn: "2027-01-31" },
  { target: "JUN-2027", opensOn: "2026-10-01", closesOn: "2027-01-31" },
  { target: "JUL-2027", opensOn: "2026-10-01", closesOn: "2027-02-28" },
  { target: "AUG-2027", opensOn: "2026-10-01", closesOn: "2027-02-28" },
];

/** Units with only the two open 2027 seasons (and the closed 2026 ones). */
const SEASONS_ONLY = new Set(["SPRING-2026", "SUMMER-2026", "FALL-2026", "HOLIDAY-2026", "SPRING-2027", "SUMMER-2027"]);

/**
 * @param fullUnits units with every window (the dealers)
 * @param seasonUnits units with the season windows only
 */
export async function seedBooking(
  tx: DbOrTx,
  fullUnits: readonly number[],
  seasonUnits: readonly number[],
): Promise<Record<string, number>> {
  const rows = await tx
    .insert(deliveryTargets)
    .values(targets())
    .returning({ id: deliveryTargets.id, code: deliveryTargets.code, year: deliveryTargets.year });
  const targetId = new Map(rows.map((r) => [`${r.code}-${r.year}`, r.id]));

  const windows: (typeof bookingWindows.$inferInsert)[] = [];
  for (const unitId of fullUnits) {
    for (const w of WINDOWS) {
      windows.push({ unitId, deliveryTargetId: mustGet(targetId, w.target), opensOn: w.opensOn, closesOn: w.closesOn });
    }
  }
  for (const unitId of seasonUnits) {
    for (const w of WINDOWS.filter((x) => SEASONS_ONLY.has(x.target))) {
      windows.push({ unitId, deliveryTargetId: mustGet(targetId, w.target), opensOn: w.opensOn, closesOn: w.closesOn });
    }
  }
  if (windows.length > 0) await tx.insert(bookingWindows).values(windows);
  return { deliveryTargets: rows.length, bookingWindows: windows.length };
}
