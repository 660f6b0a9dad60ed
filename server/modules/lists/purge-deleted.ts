import { sql } from "drizzle-orm";
import { deletedListsPurgeCutoff, PURGED_LIST_KINDS } from "../../../domain/lists.ts";
import type { DbOrTx } from "../../db/client.ts";

export interface PurgeDeletedListsInput {
  now: Date;
  /** Days a deleted list can still be undone (`LIST_DELETED_RETENTION_DAYS`). */
  retentionDays: number;
  /** Lists removed per statement, so that no statement (or its cascade) grows without bound. */
  batchSize: number;
}

export interface PurgeDeletedListsCounts {
  savedBags: number;
  savedCarts: number;
  /** Delete statements run (the last one found fewer than a batch). */
  batches: number;
}

/** Lists a purge run takes at most, so that one run never holds the job for long; the next run goes on. */
const MAX_BATCHES = 1_000;

/**
 * Decision 0060: deletes the saved bags and saved carts deleted (`deletedAt`) longer ago than the
 * retention period, in batches of `batchSize`, each batch one statement of its own. Everything
 * hanging off a list goes with it through the foreign keys' ON DELETE CASCADE: its lines
 * (cart_entries), held products (list_products), import snapshot (list_snapshots), price runs and
 * their lines, vouchers and checkout state. Never touched: live lists, carts and quick orders
 * (other kinds), and any list an order or a payment intent names. `FOR UPDATE SKIP LOCKED`: a
 * list whose Undo is running right now is left for the next run, and Undo of a list purged
 * before answers 404 like any unknown code. Idempotent: a second run finds nothing.
 */
export async function purgeDeletedLists(db: DbOrTx, input: PurgeDeletedListsInput): Promise<PurgeDeletedListsCounts> {
  if (!Number.isInteger(input.batchSize) || input.batchSize < 1) throw new RangeError(`batch size must be a whole number, at least 1: ${input.batchSize}`);
  const cutoff = deletedListsPurgeCutoff(input.now, input.retentionDays).toISOString();
  const kinds = sql.join(
    PURGED_LIST_KINDS.map((k) => sql`${k}`),
    sql`, `,
  );
  const counts: PurgeDeletedListsCounts = { savedBags: 0, savedCarts: 0, batches: 0 };
  while (counts.batches < MAX_BATCHES) {
    const deleted = await db.execute<{ kind: string }>(sql`
      delete from carts where id in (
        select c.id from carts c
        where c.kind in (${kinds}) and c.deleted_at < ${cutoff}::timestamptz
          and not exists (select 1 from orders o where o.cart_id = c.id)
          and not exists (select 1 from payment_intents pi where pi.cart_id = c.id)
        order by c.deleted_at, c.id
        limit ${input.batchSize}
        for update of c skip locked)
      returning kind`);
    counts.batches += 1;
    for (const row of deleted.rows) {
      if (row.kind === "savedBag") counts.savedBags += 1;
      else counts.savedCarts += 1;
    }
    if (deleted.rows.length < input.batchSize) break;
  }
  return counts;
}
