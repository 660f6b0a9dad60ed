import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";

export interface StockNeed {
  variantId: number;
  quantity: number;
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
  const byVariant = new Map<number, number>();
  for (const n of needs) byVariant.set(n.variantId, (byVariant.get(n.variantId) ?? 0) + n.quantity);
  if (byVariant.size === 0) return { ok: true };
  const rows = JSON.stringify([...byVariant].sort((a, b) => a[0] - b[0]).map(([variant_id, quantity]) => ({ variant_id, quantity })));
  await tx.execute(sql`select variant_id from stock_levels where variant_id in (select variant_id from jsonb_to_recordset(${rows}::jsonb) as x(variant_id int)) order by variant_id for update`);
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
