import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { RequestContext } from "../../context.ts";
import { backInStockSubscriptions, stockLevels, variants } from "../../db/schema/index.ts";
import type { StockUpdate } from "../../integrations/erp-stock/port.ts";
import { isOrderable, sizeStockStatus, type StockRow } from "../catalog/product-detail-stock.ts";

/** What a stock update needs: no visitor, just the database, the job queue and the clock. */
export type StockContext = Pick<RequestContext, "deps" | "db" | "now">;

export interface StockApplied {
  /** Variants whose stock row was written. */
  updated: number;
  /** UPCs of the feed that name no variant (skipped). */
  unknownUpcs: string[];
  /** Variants that went from not orderable to orderable. */
  backInStock: number;
  /** Of those, the ones somebody waits for: a notification job was queued for them. */
  notifying: number;
}

const CHUNK = 1000;
/** Variant ids per notification job: keeps payloads small on a big delivery. */
const JOB_CHUNK = 500;
const DEFAULT_LOW_STOCK_THRESHOLD = 10;

function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/**
 * Writes the stock of each variant named by UPC (the last line wins when one repeats) and, in
 * the same transaction, queues the back-in-stock job for variants that became orderable and
 * have someone waiting: the mails go out exactly when the new stock is committed.
 */
export async function applyStockLevels(ctx: StockContext, updates: StockUpdate[]): Promise<StockApplied> {
  const byUpc = new Map(updates.map((u) => [u.upc, u]));
  const result: StockApplied = { updated: 0, unknownUpcs: [], backInStock: 0, notifying: 0 };
  await ctx.db.transaction(async (tx) => {
    const returned: number[] = [];
    for (const upcs of chunks([...byUpc.keys()], CHUNK)) {
      const current = await tx
        .select({
          id: variants.id,
          upc: variants.upc,
          quantity: stockLevels.quantity,
          lowStockThreshold: stockLevels.lowStockThreshold,
          forceInStock: stockLevels.forceInStock,
        })
        .from(variants)
        .leftJoin(stockLevels, eq(stockLevels.variantId, variants.id))
        .where(inArray(variants.upc, upcs));
      const known = new Map(current.map((r) => [r.upc, r]));
      result.unknownUpcs.push(...upcs.filter((upc) => !known.has(upc)));
      const rows: (StockRow & { variantId: number; updatedAt: Date })[] = [];
      for (const r of current) {
        const update = byUpc.get(r.upc);
        if (!update) continue;
        const before: StockRow | null =
          r.quantity === null ? null : { quantity: r.quantity, lowStockThreshold: r.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD, forceInStock: r.forceInStock ?? false };
        const after: StockRow = {
          quantity: update.quantity,
          lowStockThreshold: before?.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD,
          forceInStock: update.forceInStock ?? before?.forceInStock ?? false,
        };
        if (!isOrderable(sizeStockStatus(before)) && isOrderable(sizeStockStatus(after))) returned.push(r.id);
        rows.push({ variantId: r.id, ...after, updatedAt: ctx.now });
      }
      if (rows.length === 0) continue;
      await tx
        .insert(stockLevels)
        .values(rows)
        .onConflictDoUpdate({
          target: stockLevels.variantId,
          set: {
            quantity: sql`excluded.quantity`,
            forceInStock: sql`excluded.force_in_stock`,
            updatedAt: sql`excluded.updated_at`,
          },
        });
      result.updated += rows.length;
    }
    result.backInStock = returned.length;
    const waitedFor: number[] = [];
    for (const ids of chunks(returned, CHUNK)) {
      const rows = await tx
        .selectDistinct({ variantId: backInStockSubscriptions.variantId })
        .from(backInStockSubscriptions)
        .where(and(inArray(backInStockSubscriptions.variantId, ids), isNull(backInStockSubscriptions.notifiedAt)));
      waitedFor.push(...rows.map((r) => r.variantId));
    }
    result.notifying = waitedFor.length;
    for (const variantIds of chunks(waitedFor.sort((a, b) => a - b), JOB_CHUNK)) {
      await ctx.deps.jobs.send("inventory.backInStock", { variantIds }, { db: tx });
    }
  });
  return result;
}
