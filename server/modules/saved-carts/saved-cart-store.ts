import { and, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { CsvProblem, CsvSkip } from "../../../domain/saved-cart-csv.ts";
import { isBookingMode, type BookingMode } from "../../../domain/booking-modes.ts";
import { isCurrency, type Currency } from "../../../domain/sites.ts";
import type { RequestContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { carts } from "../../db/schema/index.ts";

/**
 * Saved carts (decision 0058) are `carts` rows of kind `savedCart`, found by their 8-digit code
 * (decision 0061). The owner is the user, the unit they order for and the site: anyone else's
 * code reads as unknown. A deleted one keeps its
 * row with `deletedAt` until Undo.
 */
export type ImportStatus = "uploading" | "finished" | "failed";

export interface SavedCartRow {
  id: number;
  code: string;
  name: string;
  description: string | null;
  savedAt: Date;
  mode: BookingMode;
  currency: Currency;
  importStatus: ImportStatus | null;
  /** Lines (sizes per delivery target) and units. */
  lineCount: number;
  units: number;
  /** At list prices of the cart's currency; null when no line has one. */
  totalMinor: number | null;
  /** A finished or failed import's report (never the uploaded text). */
  importReport: ImportReport | null;
}

/** What an import did: lines written and the lines it left out, or why it wrote nothing. */
export interface ImportReport {
  written: number;
  skipped: CsvSkip[];
  problem?: CsvProblem;
}

/** The owner's condition on `carts`: this user, unit and site, a saved cart. */
export function ownedSavedCart(ctx: Pick<RequestContext, "user" | "site">): SQL {
  const user = ctx.user;
  if (!user) return sql`false`;
  return and(eq(carts.userId, user.id), sql`coalesce(${carts.unitId}, 0) = ${user.unitId ?? 0}`, eq(carts.siteId, ctx.site.id), eq(carts.kind, "savedCart")) ?? sql`false`;
}

interface ListRow extends Record<string, unknown> {
  id: number;
  code: string;
  name: string;
  description: string | null;
  saved_at: string | Date;
  mode: string;
  currency: string;
  import_status: ImportStatus | null;
  line_count: number;
  units: number;
  total_minor: string | number | null;
  import_report: ImportReport | null;
}

function toSavedCart(r: ListRow): SavedCartRow | null {
  if (!isBookingMode(r.mode) || !isCurrency(r.currency)) return null;
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    description: r.description,
    savedAt: new Date(r.saved_at),
    mode: r.mode,
    currency: r.currency,
    importStatus: r.import_status,
    lineCount: Number(r.line_count),
    units: Number(r.units),
    totalMinor: r.total_minor === null ? null : Number(r.total_minor),
    importReport: r.import_report,
  };
}

/** The owner's saved carts (not deleted), newest first, or only those of `codes`; with their counts and list-price totals, in one statement. */
export async function savedCartRows(ctx: RequestContext, codes?: readonly string[]): Promise<SavedCartRow[]> {
  if (!ctx.user || codes?.length === 0) return [];
  const only = codes ? sql` and c.code = any(${sql.param([...codes])}::text[])` : sql``;
  const result = await ctx.db.execute<ListRow>(sql`
    select c.id, c.code, c.name, c.description, c.saved_at, c.mode, c.currency, c.import_status,
      case when c.import_status = 'uploading' then null else c.import_report end as import_report,
      count(ce.id)::int as line_count, coalesce(sum(ce.quantity), 0)::int as units,
      sum(ce.quantity::bigint * pr.msrp_minor) as total_minor
    from carts c
    left join cart_entries ce on ce.cart_id = c.id and not ce.deleted
    left join prices pr on pr.product_id = ce.product_id and pr.currency = c.currency
    where c.user_id = ${ctx.user.id} and coalesce(c.unit_id, 0) = ${ctx.user.unitId ?? 0} and c.site_id = ${ctx.site.id}
      and c.kind = 'savedCart' and c.deleted_at is null${only}
    group by c.id
    order by c.saved_at desc, c.id desc`);
  return result.rows.flatMap((r) => toSavedCart(r) ?? []);
}

/** One of the owner's saved carts (deleted ones only when `deleted`), locked for the transaction when `tx` is one. */
export async function findSavedCart(db: DbOrTx, ctx: Pick<RequestContext, "user" | "site">, code: string, options: { deleted?: boolean } = {}) {
  const [row] = await db
    .select({ id: carts.id, code: carts.code, name: carts.name, mode: carts.mode, currency: carts.currency, version: carts.version, importStatus: carts.importStatus, deletedAt: carts.deletedAt })
    .from(carts)
    .where(and(eq(carts.code, code), ownedSavedCart(ctx), options.deleted ? undefined : isNull(carts.deletedAt)));
  if (!row || !isCurrency(row.currency)) return null;
  return { ...row, currency: row.currency };
}

/** Marks the owner's saved cart deleted (or, `deleted: false`, brings it back); answers whether one changed. */
export async function setSavedCartDeleted(ctx: RequestContext, code: string, deleted: boolean): Promise<boolean> {
  const rows = await ctx.db
    .update(carts)
    .set({ deletedAt: deleted ? ctx.now : null, updatedAt: ctx.now, version: sql`${carts.version} + 1` })
    .where(and(eq(carts.code, code), ownedSavedCart(ctx), deleted ? isNull(carts.deletedAt) : sql`${carts.deletedAt} is not null`))
    .returning({ id: carts.id });
  return rows.length > 0;
}

export async function renameSavedCartRow(ctx: RequestContext, code: string, name: string): Promise<boolean> {
  const rows = await ctx.db
    .update(carts)
    .set({ name, updatedAt: ctx.now, version: sql`${carts.version} + 1` })
    .where(and(eq(carts.code, code), ownedSavedCart(ctx), isNull(carts.deletedAt)))
    .returning({ id: carts.id });
  return rows.length > 0;
}
