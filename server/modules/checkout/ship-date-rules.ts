import { and, eq, lte, gte } from "drizzle-orm";
import { CALENDAR_TIME_ZONES, calendarCountryOf, todayIn, type IsoDate } from "../../../domain/business-days.ts";
import type { BookingMode } from "../../../domain/booking-modes.ts";
import type { DeliveryTargetRules } from "../../../domain/requested-ship-dates.ts";
import type { ShipDateRules, ShipDateSettings } from "../../../domain/ship-dates.ts";
import type { SiteId } from "../../../domain/sites.ts";
import type { RequestContext } from "../../context.ts";
import { bookingWindows, deliveryTargets, users } from "../../db/schema/index.ts";

/** The ship-date rules of a cart: one set for STOCK and GCP, one per delivery target in PREBOOKING. */
export type CartShipDateRules = { kind: "single"; rules: ShipDateRules } | { kind: "perTarget"; targets: DeliveryTargetRules[] };

/** A delivery target whose booking window is open today, with the days it ships. */
export interface OpenTarget {
  code: string;
  year: number;
  shipFrom: IsoDate;
  shipTo: IsoDate;
}

export interface ShipDateFacts {
  siteId: SiteId;
  mode: BookingMode;
  today: IsoDate;
  dealer: boolean;
  /** The user's rapid-delivery flag; it counts only on the Japan site. */
  rapidDeliveryFlag: boolean;
  /** The configured settings (`config.shipDates`). */
  settings: ShipDateSettings;
  /** The targets whose booking window is open today for the user's unit. */
  open: readonly OpenTarget[];
  /** PREBOOKING: the targets the cart's lines are booked for. */
  cartTargets: readonly { code: string; year: number }[];
}

/**
 * The rules of decision 0020 from what the server knows; the same object goes to the page's date
 * picker, so both sides use the same values. STOCK carts follow the "stock" numbers (with the
 * configured months) and dealers only the ship ranges of the open targets; GCP carts (made from
 * blanks left in stock) the "residual" ones, without booking windows (dealers keep their 28
 * business days; decision 0042). In PREBOOKING each target of the cart is bounded by
 * its own ship range (no date while its window is closed) and the configured months do not apply.
 * The minimum cancel days and the cancellation window apply to every cart. Rapid delivery (any
 * day) only for rapid-delivery customers on the Japan site.
 */
export function shipDateRulesOf(facts: ShipDateFacts): CartShipDateRules {
  const { settings, dealer, open } = facts;
  const base = {
    today: facts.today,
    country: calendarCountryOf(facts.siteId),
    dealer,
    rapidDelivery: facts.siteId === "jp" && facts.rapidDeliveryFlag,
    minCancelDays: settings.minCancelDays,
    cancellationWindowDays: settings.cancellationWindowDays,
  };
  if (facts.mode === "STOCK") {
    return { kind: "single", rules: { ...base, kind: "stock", maxMonths: settings.maxMonths, bookingWindows: dealer ? open.map((t) => ({ from: t.shipFrom, to: t.shipTo })) : undefined } };
  }
  if (facts.mode === "GCP") {
    // Not booked into a delivery target: no booking windows, for dealers too (decision 0042).
    return { kind: "single", rules: { ...base, kind: "residual", outsideBookingWindows: dealer } };
  }
  return {
    kind: "perTarget",
    targets: facts.cartTargets.map((t) => {
      const shipping = open.find((o) => o.code === t.code && o.year === t.year);
      return {
        deliveryTarget: t.code,
        deliveryYear: t.year,
        rules: { ...base, kind: "stock", bookingWindows: shipping ? [{ from: shipping.shipFrom, to: shipping.shipTo }] : [] },
      };
    }),
  };
}

/**
 * `shipDateRulesOf` for the session's user: today in the site's country, the user's rapid-delivery
 * flag (read unless the caller knows it), the targets open today for their unit and the configured
 * settings.
 */
export async function cartShipDateRules(
  ctx: RequestContext,
  mode: BookingMode,
  cartTargets: readonly { code: string; year: number }[],
  known: { rapidDelivery?: boolean } = {},
): Promise<CartShipDateRules> {
  const user = ctx.user;
  if (!user) throw new Error("ship-date rules need a signed-in user");
  const today = todayIn(CALENDAR_TIME_ZONES[calendarCountryOf(ctx.site.id)], ctx.now);
  const rapidDeliveryFlag =
    known.rapidDelivery ?? (await ctx.db.select({ rapidDelivery: users.rapidDelivery }).from(users).where(eq(users.id, user.id)))[0]?.rapidDelivery ?? false;
  const open: OpenTarget[] =
    user.unitId === null
      ? []
      : await ctx.db
          .selectDistinct({ code: deliveryTargets.code, year: deliveryTargets.year, shipFrom: deliveryTargets.shipFrom, shipTo: deliveryTargets.shipTo })
          .from(bookingWindows)
          .innerJoin(deliveryTargets, eq(deliveryTargets.id, bookingWindows.deliveryTargetId))
          .where(and(eq(bookingWindows.unitId, user.unitId), lte(bookingWindows.opensOn, today), gte(bookingWindows.closesOn, today)));
  return shipDateRulesOf({
    siteId: ctx.site.id,
    mode,
    today,
    dealer: user.kind === "dealer",
    rapidDeliveryFlag,
    settings: ctx.deps.config.shipDates,
    open,
    cartTargets,
  });
}

/** The delivery targets a cart's lines are booked for, in first-seen order. */
export function cartTargetsOf(lines: readonly { deliveryTargetCode: string | null; deliveryYear: number | null; quantity: number }[]): { code: string; year: number }[] {
  const seen = new Map<string, { code: string; year: number }>();
  for (const l of lines) {
    if (l.deliveryTargetCode === null || l.deliveryYear === null || l.quantity <= 0) continue;
    seen.set(`${l.deliveryTargetCode}-${l.deliveryYear}`, { code: l.deliveryTargetCode, year: l.deliveryYear });
  }
  return [...seen.values()];
}
