/** Development vouchers (decision 0019), the same codes on every site in the site's currency. */
import { SITES, SITE_IDS, type Currency } from "../../../domain/sites.ts";
import type { DbOrTx } from "../client.ts";
import { vouchers } from "../schema/index.ts";
import { addDays, SEED_BASE_DATE } from "./dates.ts";

/** Amounts in minor units per currency: [USD, JPY, MXN] for the same business meaning. */
type PerCurrency = Record<Currency, number>;

interface VoucherSeed {
  code: string;
  kind: "percent" | "absolute";
  /** Basis points for a percentage; minor units per currency for an absolute discount. */
  value: number | PerCurrency;
  minOrder: PerCurrency | null;
  /** Validity in days from the seed's base date; `to` is exclusive, null = open-ended. */
  from: number;
  to: number | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
}

export const SEED_VOUCHERS: readonly VoucherSeed[] = [
  // 10 % off orders of $100 / ¥10,000 / MX$2,000 or more, once per customer.
  { code: "WELCOME10", kind: "percent", value: 1000, minOrder: { USD: 10_000, JPY: 10_000, MXN: 200_000 }, from: -180, to: 730, usageLimit: null, perCustomerLimit: 1 },
  // $25 / ¥2,500 / MX$500 off orders of $150 / ¥15,000 / MX$3,000 or more.
  { code: "SAVE25", kind: "absolute", value: { USD: 2_500, JPY: 2_500, MXN: 50_000 }, minOrder: { USD: 15_000, JPY: 15_000, MXN: 300_000 }, from: -180, to: 730, usageLimit: null, perCustomerLimit: null },
  // 15 % off, one cart in all (the race test's voucher).
  { code: "SINGLE1", kind: "percent", value: 1500, minOrder: null, from: -180, to: 730, usageLimit: 1, perCustomerLimit: null },
  // Ended a month before the base date.
  { code: "EXPIRED1", kind: "percent", value: 2000, minOrder: null, from: -400, to: -30, usageLimit: null, perCustomerLimit: null },
];

function at(days: number): Date {
  return new Date(`${addDays(SEED_BASE_DATE, days)}T00:00:00Z`);
}

export async function seedVouchers(db: DbOrTx): Promise<number> {
  const rows = SITE_IDS.flatMap((siteId) => {
    const currency = SITES[siteId].defaultCurrency;
    return SEED_VOUCHERS.map((v) => ({
      siteId,
      code: v.code,
      kind: v.kind,
      value: typeof v.value === "number" ? v.value : v.value[currency],
      currency,
      minOrderMinor: v.minOrder?.[currency] ?? 0,
      validFrom: at(v.from),
      validTo: v.to === null ? null : at(v.to),
      usageLimit: v.usageLimit,
      perCustomerLimit: v.perCustomerLimit,
    }));
  });
  await db.insert(vouchers).values(rows);
  return rows.length;
}
