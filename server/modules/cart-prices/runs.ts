import { and, eq, lt, sql } from "drizzle-orm";
import { priceLineKey, type DeliveryTargetRef, type PriceUpdateStatus } from "../../../domain/cart-prices.ts";
import { isCurrency } from "../../../domain/sites.ts";
import type { AppDeps, RequestContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { cartPriceLines, cartPriceRuns, carts } from "../../db/schema/index.ts";
import type { PricedLine } from "../../integrations/erp/pricing-port.ts";
import type { CartRef } from "../cart/active-cart.ts";
import { soldToOf } from "../pricing/customer-prices.ts";
import { priceSourceOf } from "./goods.ts";
import { cartLineRows } from "../cart/cart-lines-query.ts";

/** A failed run is answered as FAILED for this long (so the polling page sees it), then retried. */
export const FAILED_RUN_RETRY_AFTER_MS = 10_000;
/** A run still IN_PROGRESS after this long lost its job (process stopped): a new request restarts it. */
export const STALLED_RUN_AFTER_MS = 60_000;
/** The job waits this long for the ERP before failing the run. */
export const ERP_JOB_TIMEOUT_MS = 20_000;

/** One ERP order line: a material on a delivery target, all its sizes together. */
export interface ErpLine {
  materialId: number;
  deliveryTarget: DeliveryTargetRef | null;
  quantity: number;
}

/** Cart lines (sizes) grouped as the ERP prices them, per material and delivery target, quantity above 0 only. */
export function erpLinesFrom(rows: Iterable<{ materialId: number; deliveryTargetCode: string | null; deliveryYear: number | null; quantity: number }>): ErpLine[] {
  const lines = new Map<string, ErpLine>();
  for (const row of rows) {
    const target = row.deliveryTargetCode !== null && row.deliveryYear !== null ? { code: row.deliveryTargetCode, year: row.deliveryYear } : null;
    const key = priceLineKey(row.materialId, target);
    const line = lines.get(key) ?? { materialId: row.materialId, deliveryTarget: target, quantity: 0 };
    line.quantity += row.quantity;
    lines.set(key, line);
  }
  return [...lines.values()].filter((l) => l.quantity > 0);
}

/** The cart's lines as the ERP prices them: per material and delivery target, all sizes together. */
export async function erpLinesOf(db: DbOrTx, cart: CartRef): Promise<ErpLine[]> {
  return erpLinesFrom(await cartLineRows(db, cart.id, cart.currency));
}

export interface PriceUpdate {
  status: PriceUpdateStatus;
  /** The cart version the answer is about. */
  cartVersion: number;
}

/**
 * Starts or joins the ERP price run of the active cart's current version (decision 0019).
 * Dealers and consumers need no run: COMPLETED at once, nothing asked of the ERP. Hidden prices
 * are priced as shown ones (decision 0048: hiding is only display).
 */
export async function requestPriceUpdate(ctx: RequestContext, cart: CartRef): Promise<PriceUpdate> {
  const unitId = ctx.user?.unitId ?? null;
  const soldTo = priceSourceOf(ctx) === "erp" && unitId !== null ? await soldToOf(ctx, unitId) : null;
  if (soldTo === null) return { status: "COMPLETED", cartVersion: cart.version };

  return ctx.db.transaction(async (tx) => {
    // A share lock: the cart's lines cannot change while this version is snapshotted.
    const [locked] = await tx.select({ version: carts.version }).from(carts).where(eq(carts.id, cart.id)).for("share");
    const cartVersion = locked?.version ?? cart.version;
    const [existing] = await tx
      .select({ id: cartPriceRuns.id, status: cartPriceRuns.status, attempt: cartPriceRuns.attempt, startedAt: cartPriceRuns.startedAt, finishedAt: cartPriceRuns.finishedAt })
      .from(cartPriceRuns)
      .where(and(eq(cartPriceRuns.cartId, cart.id), eq(cartPriceRuns.cartVersion, cartVersion)));
    const now = ctx.now.getTime();
    if (existing) {
      const retry =
        (existing.status === "FAILED" && now - (existing.finishedAt ?? existing.startedAt).getTime() >= FAILED_RUN_RETRY_AFTER_MS) ||
        (existing.status === "IN_PROGRESS" && now - existing.startedAt.getTime() >= STALLED_RUN_AFTER_MS);
      if (!retry) return { status: existing.status, cartVersion };
      const [restarted] = await tx
        .update(cartPriceRuns)
        .set({ status: "IN_PROGRESS", attempt: sql`${cartPriceRuns.attempt} + 1`, error: null, startedAt: ctx.now, finishedAt: null })
        .where(and(eq(cartPriceRuns.id, existing.id), eq(cartPriceRuns.attempt, existing.attempt)))
        .returning({ attempt: cartPriceRuns.attempt });
      if (restarted) await ctx.deps.jobs.send("cart.updatePrices", { runId: existing.id, attempt: restarted.attempt }, { db: tx });
      return { status: "IN_PROGRESS", cartVersion };
    }

    const lines = await erpLinesOf(tx, cart);
    if (lines.length === 0) return { status: "COMPLETED", cartVersion };
    const [run] = await tx
      .insert(cartPriceRuns)
      .values({ cartId: cart.id, cartVersion, soldTo, currency: cart.currency, startedAt: ctx.now })
      .onConflictDoNothing()
      .returning({ id: cartPriceRuns.id });
    // Another request created it a moment ago: join that run.
    if (!run) return { status: "IN_PROGRESS", cartVersion };
    await tx.insert(cartPriceLines).values(
      lines.map((l) => ({
        runId: run.id,
        materialId: l.materialId,
        deliveryTargetCode: l.deliveryTarget?.code ?? null,
        deliveryYear: l.deliveryTarget?.year ?? null,
        quantity: l.quantity,
      })),
    );
    await ctx.deps.jobs.send("cart.updatePrices", { runId: run.id, attempt: 1 }, { db: tx });
    return { status: "IN_PROGRESS", cartVersion };
  });
}

/**
 * The job: price the run's lines through the ERP port and store the answer. Idempotent: it only
 * acts on a run still IN_PROGRESS in the attempt it was sent for.
 */
export async function runCartPriceJob(deps: Pick<AppDeps, "db" | "pricing">, job: { runId: number; attempt: number }, now: () => Date = () => new Date()): Promise<void> {
  const current = and(eq(cartPriceRuns.id, job.runId), eq(cartPriceRuns.attempt, job.attempt), eq(cartPriceRuns.status, "IN_PROGRESS"));
  const [run] = await deps.db.select({ soldTo: cartPriceRuns.soldTo, currency: cartPriceRuns.currency }).from(cartPriceRuns).where(current);
  if (!run || !isCurrency(run.currency)) return;
  const lines = await deps.db
    .select({ id: cartPriceLines.id, materialId: cartPriceLines.materialId, quantity: cartPriceLines.quantity })
    .from(cartPriceLines)
    .where(eq(cartPriceLines.runId, job.runId))
    .orderBy(cartPriceLines.id);

  let priced: PricedLine[];
  try {
    priced = await deps.pricing.priceMaterials(
      { soldTo: run.soldTo, currency: run.currency, lines: lines.map((l) => ({ materialId: l.materialId, quantity: l.quantity })) },
      AbortSignal.timeout(ERP_JOB_TIMEOUT_MS),
    );
    // The port answers line by line in request order; anything else is a broken answer.
    if (priced.length !== lines.length || priced.some((p, i) => p.materialId !== lines[i]?.materialId)) throw new Error("ERP answered other lines than asked");
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await deps.db.update(cartPriceRuns).set({ status: "FAILED", error: message.slice(0, 500), finishedAt: now() }).where(current);
    return;
  }

  await deps.db.transaction(async (tx) => {
    const [done] = await tx
      .update(cartPriceRuns)
      .set({ status: "COMPLETED", finishedAt: now() })
      .where(current)
      .returning({ cartId: cartPriceRuns.cartId, cartVersion: cartPriceRuns.cartVersion });
    if (!done) return;
    const ids = lines.map((l) => l.id);
    const units = priced.map((p) => p.netUnitPriceMinor);
    const totals = priced.map((p, i) => (p.netUnitPriceMinor === null ? null : p.netUnitPriceMinor * (lines[i]?.quantity ?? 0)));
    await tx.execute(sql`
      update cart_price_lines l set your_price_minor = v.unit, entry_total_minor = v.total
      from unnest(${sql.param(ids)}::int[], ${sql.param(units)}::bigint[], ${sql.param(totals)}::bigint[]) as v(id, unit, total)
      where l.id = v.id`);
    // Older runs of the cart are of no use any more: the latest completed one is what totals read.
    await tx.delete(cartPriceRuns).where(and(eq(cartPriceRuns.cartId, done.cartId), lt(cartPriceRuns.cartVersion, done.cartVersion)));
  });
}
