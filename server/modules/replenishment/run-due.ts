import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { type IsoDate } from "../../../domain/business-days.ts";
import { firstReplenishmentRun, scheduleOfColumns } from "../../../domain/replenishment.ts";
import { defaultShipDates } from "../../../domain/ship-dates.ts";
import { isCurrency, SITES, type Site } from "../../../domain/sites.ts";
import { withDb, type AppDeps, type RequestContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { orders, replenishmentSchedules, type RequestedShipDate, type ReplenishmentTemplate } from "../../db/schema/index.ts";
import type { CartRef } from "../cart/active-cart.ts";
import { saveCheckoutChoice } from "../checkout/checkout-store.ts";
import { cartShipDateRules } from "../checkout/ship-date-rules.ts";
import { claimIdempotencyKey, requestHash } from "../orders/idempotency.ts";
import { PaymentRefused } from "../orders/order-payments.ts";
import { lockCart } from "../cart/cart-store.ts";
import { insertCartRow } from "../cart/cart-code.ts";
import { PlacementRefused, placeLockedCart } from "../orders/place-order.ts";
import { failureMessage } from "../orders/routes.ts";
import { ownerContext } from "./run-context.ts";
import { siteToday } from "./schedule-request.ts";
import { recurrenceColumns } from "./schedules.ts";
import { configuredOrigin } from "../../http/public-origin.ts";

/** How many due schedules of a site one run of the job takes on (the next run takes the rest). */
export const REPLENISHMENT_BATCH = 100;

export type RunOutcome =
  | { kind: "placed"; scheduleId: number; orderCode: string }
  | { kind: "failed"; scheduleId: number; message: string }
  /** Another run holds the schedule, or already ran it for its date. */
  | { kind: "skipped"; scheduleId: number };

interface DueSchedule {
  id: number;
  code: string;
  userId: number;
  recurrence: string;
  startDate: string;
  nDays: number | null;
  nWeeks: number | null;
  weekdays: number[] | null;
  nthDayOfMonth: number | null;
  nextRunOn: string | null;
  template: ReplenishmentTemplate;
}

class RunRefused extends Error {}

/**
 * The `replenishment.run` job (decision 0027): places the orders of every active schedule due on
 * or before today (each site's own today). One transaction per schedule; the schedule row is
 * taken with FOR UPDATE SKIP LOCKED, so two runs at once never place the same order, and the
 * run's Idempotency-Key (schedule code and date) makes a repeat for the same date a no-op.
 */
export async function runDueReplenishments(deps: AppDeps, opts: { now?: Date; log: FastifyBaseLogger; origin?: string }): Promise<RunOutcome[]> {
  const now = opts.now ?? new Date();
  const outcomes: RunOutcome[] = [];
  for (const site of Object.values(SITES).filter((s) => s.b2b)) {
    const today = siteToday({ site, now });
    const due = await deps.db
      .select({ id: replenishmentSchedules.id })
      .from(replenishmentSchedules)
      .where(and(eq(replenishmentSchedules.active, true), eq(replenishmentSchedules.siteId, site.id), lte(replenishmentSchedules.nextRunOn, today)))
      .orderBy(asc(replenishmentSchedules.nextRunOn), asc(replenishmentSchedules.id))
      .limit(REPLENISHMENT_BATCH);
    for (const { id } of due) {
      try {
        outcomes.push(await runSchedule(deps, id, { site, today, now, log: opts.log, origin: opts.origin ?? configuredOrigin(deps.config) }));
      } catch (error) {
        // A bug or an outage, not a business refusal: the schedule stays due and the next run tries again.
        opts.log.error({ err: error, scheduleId: id }, "replenishment run failed");
        await deps.db.update(replenishmentSchedules).set({ lastError: "The order could not be placed because of a technical problem; it will be tried again." }).where(eq(replenishmentSchedules.id, id));
        outcomes.push({ kind: "failed", scheduleId: id, message: error instanceof Error ? error.message : String(error) });
      }
    }
  }
  return outcomes;
}

async function runSchedule(deps: AppDeps, id: number, run: { site: Site; today: IsoDate; now: Date; log: FastifyBaseLogger; origin: string }): Promise<RunOutcome> {
  return deps.db.transaction(async (tx) => {
    const [due] = await tx
      .select({
        id: replenishmentSchedules.id,
        code: replenishmentSchedules.code,
        userId: replenishmentSchedules.userId,
        ...recurrenceColumns,
        template: replenishmentSchedules.template,
      })
      .from(replenishmentSchedules)
      .where(and(eq(replenishmentSchedules.id, id), eq(replenishmentSchedules.active, true), lte(replenishmentSchedules.nextRunOn, run.today)))
      .for("update", { skipLocked: true });
    if (!due?.nextRunOn) return { kind: "skipped", scheduleId: id };
    const runOn = due.nextRunOn;
    const schedule = scheduleOfColumns(due);
    const ctx = schedule ? await ownerContext(deps, tx, { userId: due.userId, site: run.site, now: run.now, log: run.log }) : null;
    // Dates missed while no job ran are not made up for: the next order is the schedule's first date after today.
    const nextRunOn = schedule ? firstReplenishmentRun(schedule, run.today) : null;
    if (!ctx?.user) {
      await tx
        .update(replenishmentSchedules)
        .set({ active: false, nextRunOn: null, lastRunOn: runOn, lastError: "The account can no longer order on this site; the schedule was stopped." })
        .where(eq(replenishmentSchedules.id, id));
      return { kind: "failed", scheduleId: id, message: "owner cannot order" };
    }
    const key = `replenishment-${due.code}-${runOn}`;
    const claim = await claimIdempotencyKey(tx, ctx.user.id, key, requestHash({ schedule: due.code, runOn }));
    const outcome: RunOutcome = claim.kind === "taken" ? { kind: "skipped", scheduleId: id } : await placeRun(ctx, tx, due, key, run.origin);
    await tx
      .update(replenishmentSchedules)
      .set({
        nextRunOn,
        lastRunOn: runOn,
        ...(outcome.kind === "placed" ? { lastOrderId: sql`(select ${orders.id} from ${orders} where ${orders.code} = ${outcome.orderCode})`, lastError: null } : {}),
        ...(outcome.kind === "failed" ? { lastError: outcome.message } : {}),
      })
      .where(eq(replenishmentSchedules.id, id));
    return outcome;
  });
}

/**
 * One order of a schedule, in a savepoint: a cart made from the template (never the owner's
 * active cart) with the template's checkout choices and today's default ship dates, then the
 * placement's own steps — prices and stock as they are now, the orderer and the Complete-order
 * rule re-checked. A refusal rolls the savepoint back and is recorded on the schedule.
 */
async function placeRun(ctx: RequestContext, tx: DbOrTx, due: DueSchedule, key: string, origin: string): Promise<RunOutcome> {
  const user = ctx.user;
  if (!user) throw new Error("a replenishment run needs its owner");
  try {
    return await tx.transaction(async (sp) => {
      const runCtx = withDb(ctx, sp);
      const cart = await cartFromTemplate(runCtx, sp, due.template);
      await lockCart(sp, cart.id, ctx.now);
      const placed = await placeLockedCart(runCtx, sp, cart, { id: user.id, kind: user.kind }, key, { termsAccepted: true }, { card: null, wallet: null }, origin);
      if (!placed.ok) throw new PlacementRefused(placed.failure);
      await sp.update(orders).set({ replenishmentScheduleId: due.id }).where(eq(orders.code, placed.orderCode));
      return { kind: "placed", scheduleId: due.id, orderCode: placed.orderCode };
    });
  } catch (error) {
    if (error instanceof PlacementRefused) return { kind: "failed", scheduleId: due.id, message: failureMessage(error.failure, ctx.language, ctx.locale).message };
    if (error instanceof PaymentRefused) return { kind: "failed", scheduleId: due.id, message: failureMessage(error.refusal, ctx.language, ctx.locale).message };
    if (error instanceof RunRefused) return { kind: "failed", scheduleId: due.id, message: error.message };
    throw error;
  }
}

/** A closed cart of the owner holding the template's lines and choices (it records what the run ordered). */
async function cartFromTemplate(ctx: RequestContext, tx: DbOrTx, template: ReplenishmentTemplate): Promise<CartRef> {
  const user = ctx.user;
  if (!user) throw new Error("a replenishment run needs its owner");
  const currency = isCurrency(template.currency) ? template.currency : ctx.site.defaultCurrency;
  const cart = await insertCartRow(tx, { userId: user.id, unitId: user.unitId, siteId: ctx.site.id, mode: "STOCK", currency, status: "ordered", createdAt: ctx.now, updatedAt: ctx.now, orderedAt: ctx.now });
  const lines = JSON.stringify(template.lines.map((l, n) => ({ variant: l.variantId, quantity: l.quantity, n })));
  const inserted = await tx.execute(sql`
    insert into cart_entries (cart_id, entry_number, product_id, variant_id, quantity)
    select ${cart.id}, x.n, v.product_id, v.id, x.quantity
    from jsonb_to_recordset(${lines}::jsonb) as x(variant int, quantity int, n int)
    join variants v on v.id = x.variant`);
  if ((inserted.rowCount ?? 0) !== template.lines.length) throw new RunRefused("A product of the schedule is no longer sold; the order was not placed.");
  const rules = await cartShipDateRules(ctx, "STOCK", []);
  const dates = rules.kind === "single" ? defaultShipDates(rules.rules) : null;
  const requestedShipDates: RequestedShipDate[] = dates ? [{ deliveryTarget: null, deliveryYear: null, desiredShipDate: dates.desiredShipDate, cancelDate: dates.maxCancellationDate }] : [];
  await saveCheckoutChoice(
    tx,
    cart.id,
    {
      deliveryAddressId: template.deliveryAddressId,
      paymentType: template.paymentType,
      costCentreId: template.costCentreId,
      purchaseNumber: template.purchaseNumber,
      comment: template.comment,
      requestedShipDates,
    },
    ctx.now,
  );
  return { id: cart.id, code: cart.code, mode: "STOCK", currency, version: cart.version };
}
