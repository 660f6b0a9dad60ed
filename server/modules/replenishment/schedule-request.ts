import { z } from "zod";
import { CALENDAR_TIME_ZONES, calendarCountryOf, todayIn, type IsoDate } from "../../../domain/business-days.ts";
import { translate } from "../../../domain/i18n/index.ts";
import {
  checkReplenishment,
  RECURRENCES,
  REPLENISHMENT_DATE_FORMATS,
  REPLENISHMENT_PAYMENT_TYPE,
  replenishmentAvailable,
  type ReplenishmentInput,
  type ReplenishmentProblem,
  type ReplenishmentSchedule,
} from "../../../domain/replenishment.ts";
import type { BookingMode } from "../../../domain/booking-modes.ts";
import type { Language } from "../../../domain/sites.ts";
import type { AccountKind, RequestContext } from "../../context.ts";

/** Why a replenishment order was refused (the order is not placed either). */
export type ReplenishmentRefusal =
  | { kind: "replenishmentNotAvailable" }
  | { kind: "replenishmentPaymentType" }
  | { kind: "replenishmentInvalid"; errors: ReplenishmentProblem[] };

/** Today in the site's country: the day a start date may not be before, and the day the job runs for. */
export function siteToday(ctx: Pick<RequestContext, "site" | "now">): IsoDate {
  return todayIn(CALENDAR_TIME_ZONES[calendarCountryOf(ctx.site.id)], ctx.now);
}

/**
 * The schedule of a replenishment order (service-and-support §3–§5; decision 0027), checked with
 * the rule the popup applies: the account may schedule from this cart, pays on account, and the
 * start date parses in the site's format and is not in the past.
 */
export function checkReplenishmentOrder(
  ctx: Pick<RequestContext, "site" | "now" | "tradeShow">,
  input: ReplenishmentInput,
  who: { kind: AccountKind; mode: BookingMode; paymentType: string | null },
): { ok: true; schedule: ReplenishmentSchedule } | { ok: false; failure: ReplenishmentRefusal } {
  if (!replenishmentAvailable({ siteId: ctx.site.id, kind: who.kind, mode: who.mode, tradeShow: ctx.tradeShow ?? false })) {
    return { ok: false, failure: { kind: "replenishmentNotAvailable" } };
  }
  if (who.paymentType !== REPLENISHMENT_PAYMENT_TYPE) return { ok: false, failure: { kind: "replenishmentPaymentType" } };
  const checked = checkReplenishment(input, { today: siteToday(ctx), format: REPLENISHMENT_DATE_FORMATS[ctx.site.id] });
  return checked.ok ? checked : { ok: false, failure: { kind: "replenishmentInvalid", errors: checked.errors } };
}

/** The refusal's message and field errors in the shopper's language. */
export function replenishmentRefusalMessage(failure: ReplenishmentRefusal, language: Language): { message: string; errors: { field: string; message: string }[] } {
  switch (failure.kind) {
    case "replenishmentNotAvailable": {
      const message = translate(language, "checkout.replenishment.notAvailable");
      return { message, errors: [{ field: "replenishmentOrder", message }] };
    }
    case "replenishmentPaymentType": {
      const message = translate(language, "checkout.replenishment.paymentType");
      return { message, errors: [{ field: "paymentType", message }] };
    }
    case "replenishmentInvalid": {
      const errors = failure.errors.map((e) => ({ field: fieldName(e.field), message: translate(language, e.messageKey, e.params) }));
      return { message: errors[0]?.message ?? translate(language, "checkout.replenishment.notAvailable"), errors };
    }
  }
}

/** The request's names of the spec (replenishmentRecurrence, replenishmentStartDate) for the rule's fields. */
function fieldName(field: ReplenishmentProblem["field"]): string {
  if (field === "recurrence") return "replenishmentRecurrence";
  if (field === "startDate") return "replenishmentStartDate";
  return field;
}

const Whole = z.number().int().min(-1_000_000).max(1_000_000);

/**
 * The place-order body's replenishment fields, named as the spec's form names them
 * (service-and-support §3) plus the weekly ones of decision 0020: `replenishmentOrder` true asks
 * for a schedule.
 */
export const REPLENISHMENT_BODY_FIELDS = {
  replenishmentOrder: z.boolean().optional(),
  replenishmentRecurrence: z.enum(RECURRENCES).optional(),
  replenishmentStartDate: z.string().max(40).optional(),
  nDays: Whole.optional(),
  nWeeks: Whole.optional(),
  weekdays: z.array(Whole).max(7).optional(),
  nthDayOfMonth: Whole.optional(),
};

export const ReplenishmentBody = z.object(REPLENISHMENT_BODY_FIELDS);
export type ReplenishmentBody = z.infer<typeof ReplenishmentBody>;

/** The schedule asked for (undefined: an ordinary order), or the missing recurrence. */
export function replenishmentInputOf(body: ReplenishmentBody): { ok: true; input: ReplenishmentInput | undefined } | { ok: false; failure: ReplenishmentRefusal } {
  if (!body.replenishmentOrder) return { ok: true, input: undefined };
  if (!body.replenishmentRecurrence) {
    return { ok: false, failure: { kind: "replenishmentInvalid", errors: [{ field: "recurrence", messageKey: "checkout.replenishment.recurrence.required" }] } };
  }
  return {
    ok: true,
    input: {
      recurrence: body.replenishmentRecurrence,
      startDate: body.replenishmentStartDate ?? "",
      nDays: body.nDays,
      nWeeks: body.nWeeks,
      weekdays: body.weekdays,
      nthDayOfMonth: body.nthDayOfMonth,
    },
  };
}
