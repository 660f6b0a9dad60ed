import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";

export interface StockNeed {
  variantId: number;
  quantity: number;
}

/**
 * Sums the needs per variant (lines of one variant in several delivery targets) and locks their
 * stock rows in variant order, so two orders sharing variants never deadlock.
 */
async function lockStockRows(tx: DbOrTx, needs: readonly StockNeed[]): Promise<{ byVariant: Map<number, number>; rows: string }> {
  const byVariant = new Map<number, number>();
  for (const n of needs) byVariant.set(n.variantId, (byVariant.get(n.variantId) ?? 0) + n.quantity);
  const rows = JSON.stringify([...byVariant].sort((a, b) => a[0] - b[0]).map(([variant_id, quantity]) => ({ variant_id, quantity })));
  if (byVariant.size > 0) {
    await tx.execute(sql`select variant_id from stock_levels where variant_id in (select variant_id from jsonb_to_recordset(${rows}::jsonb) as x(variant_id int)) order by variant_id for update`);
  }
  return { byVariant, rows };
}

export type StockTake = { ok: true } | { ok: false; shortVariantIds: number[] };

/**
 * Takes the ordered quantities off stock, inside the order's transaction. The rows are locked in
 * variant order first, so two orders sharing variants never deadlock; then one update takes
 * every quantity that is there. Stock never goes below zero: a line above the stock left fails
 * the whole order unless limits do not apply (promo users) or the size is forced in stock, which
 * empty the stock instead. Lines of one variant (several delivery targets) are summed.
 */
export async function takeStock(tx: DbOrTx, needs: readonly StockNeed[], opts: { ignoreLimits: boolean }): Promise<StockTake> {
  const { byVariant, rows } = await lockStockRows(tx, needs);
  if (byVariant.size === 0) return { ok: true };
  const taken = await tx.execute<{ variant_id: number }>(sql`
    update stock_levels s
    set quantity = greatest(0, s.quantity - x.quantity), updated_at = now()
    from jsonb_to_recordset(${rows}::jsonb) as x(variant_id int, quantity int)
    where s.variant_id = x.variant_id and (s.quantity >= x.quantity or s.force_in_stock or ${opts.ignoreLimits})
    returning s.variant_id`);
  if (taken.rows.length === byVariant.size) return { ok: true };
  const done = new Set(taken.rows.map((r) => r.variant_id));
  return { ok: false, shortVariantIds: [...byVariant.keys()].filter((v) => !done.has(v)) };
}

/**
 * Gives back what an order took (a rejected order that waited for approval, decision 0052):
 * the quantities are added to stock again, rows locked in variant order like takeStock.
 */
export async function releaseStock(tx: DbOrTx, needs: readonly StockNeed[]): Promise<void> {
  const { byVariant, rows } = await lockStockRows(tx, needs);
  if (byVariant.size === 0) return;
  await tx.execute(sql`
    update stock_levels s
    set quantity = s.quantity + x.quantity, updated_at = now()
    from jsonb_to_recordset(${rows}::jsonb) as x(variant_id int, quantity int)
    where s.variant_id = x.variant_id`);
}
