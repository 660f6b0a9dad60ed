import { and, eq, or, sql } from "drizzle-orm";
import { firstReplenishmentRun, scheduleOfColumns, type ReplenishmentSchedule } from "../../../domain/replenishment.ts";
import type { RequestContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { replenishmentSchedules, type ReplenishmentTemplate } from "../../db/schema/index.ts";
import type { CheckoutState } from "../checkout/checkout-state.ts";
import { siteToday } from "./schedule-request.ts";

/** A schedule's recurrence and next run, as `scheduleOfColumns` reads them. */
export const recurrenceColumns = {
  recurrence: replenishmentSchedules.recurrence,
  startDate: replenishmentSchedules.startDate,
  nDays: replenishmentSchedules.nDays,
  nWeeks: replenishmentSchedules.nWeeks,
  weekdays: replenishmentSchedules.weekdays,
  nthDayOfMonth: replenishmentSchedules.nthDayOfMonth,
  nextRunOn: replenishmentSchedules.nextRunOn,
};

export interface NewSchedule {
  schedule: ReplenishmentSchedule;
  userId: number;
  unitId: number | null;
  mode: string;
  currency: string;
  lines: readonly { variantId: number; quantity: number }[];
  checkout: Pick<CheckoutState, "deliveryAddress" | "purchaseNumber" | "comment" | "costCentre">;
  paymentType: string;
}

/**
 * Stores the schedule of a replenishment order in the order's transaction, with the order as its
 * template (lines, address, payment on account and cost centre, purchase number, comment; each
 * run takes the default ship dates of its own day). The job orders first on the schedule's first
 * date after today: the order placed now is today's.
 */
export async function storeReplenishmentSchedule(ctx: Pick<RequestContext, "site" | "now">, tx: DbOrTx, input: NewSchedule): Promise<{ id: number; code: string }> {
  const { schedule } = input;
  const quantities = new Map<number, number>();
  for (const line of input.lines) quantities.set(line.variantId, (quantities.get(line.variantId) ?? 0) + line.quantity);
  const template: ReplenishmentTemplate = {
    mode: input.mode,
    currency: input.currency,
    lines: [...quantities].map(([variantId, quantity]) => ({ variantId, quantity })),
    deliveryAddressId: input.checkout.deliveryAddress?.id ?? null,
    paymentType: input.paymentType,
    purchaseNumber: input.checkout.purchaseNumber,
    comment: input.checkout.comment,
    costCentreId: input.checkout.costCentre?.id ?? null,
    shipDates: "default",
  };
  const [row] = await tx
    .insert(replenishmentSchedules)
    .values({
      // RP and 8 digits of the sequence: not the row id, like order codes.
      code: sql`'RP' || lpad(nextval('replenishment_code_seq')::text, 8, '0')`,
      siteId: ctx.site.id,
      userId: input.userId,
      unitId: input.unitId,
      recurrence: schedule.recurrence,
      nDays: schedule.recurrence === "DAILY" ? schedule.nDays : null,
      nWeeks: schedule.recurrence === "WEEKLY" ? schedule.nWeeks : null,
      weekdays: schedule.recurrence === "WEEKLY" ? schedule.weekdays : null,
      nthDayOfMonth: schedule.recurrence === "MONTHLY" ? schedule.nthDayOfMonth : null,
      startDate: schedule.startDate,
      nextRunOn: firstReplenishmentRun(schedule, siteToday(ctx)),
      template,
      createdAt: ctx.now,
    })
    .returning({ id: replenishmentSchedules.id, code: replenishmentSchedules.code });
  if (!row) throw new Error("replenishment schedule insert returned nothing");
  return row;
}

export interface ScheduleView {
  code: string;
  schedule: ReplenishmentSchedule;
  nextRunOn: string | null;
  active: boolean;
  lastRunOn: string | null;
  lastError: string | null;
}

/** A schedule as its orderer (or a buyer of the same unit) sees it; null for anyone else or no schedule. */
export async function scheduleView(ctx: RequestContext, scheduleId: number): Promise<ScheduleView | null> {
  const user = ctx.user;
  if (!user) return null;
  const mine = user.unitId !== null ? or(eq(replenishmentSchedules.userId, user.id), eq(replenishmentSchedules.unitId, user.unitId)) : eq(replenishmentSchedules.userId, user.id);
  const [row] = await ctx.db
    .select({
      code: replenishmentSchedules.code,
      ...recurrenceColumns,
      active: replenishmentSchedules.active,
      lastRunOn: replenishmentSchedules.lastRunOn,
      lastError: replenishmentSchedules.lastError,
    })
    .from(replenishmentSchedules)
    .where(and(eq(replenishmentSchedules.id, scheduleId), eq(replenishmentSchedules.siteId, ctx.site.id), mine));
  const schedule = row ? scheduleOfColumns(row) : null;
  if (!row || !schedule) return null;
  return { code: row.code, schedule, nextRunOn: row.nextRunOn, active: row.active, lastRunOn: row.lastRunOn, lastError: row.lastError };
}
