/**
 * Ship dates of a whole cart (shopping-flow §3 "requestedShipDates[index]", issue 5): a STOCK or
 * GCP cart has one desired and one cancel date; a PREBOOKING cart has one pair per delivery
 * target (code and year) in it, each checked against that target's rules ("residual").
 */
import type { IsoDate } from "./business-days.ts";
import type { CheckoutMessageKey } from "./i18n/areas/checkout.en.ts";
import { checkShipDates, type DesiredDateOptions, type ShipDateRules } from "./ship-dates.ts";

export interface RequestedShipDate {
  deliveryTarget: string;
  deliveryYear: number;
  desiredShipDate?: string | null;
  cancelDate?: string | null;
}

/** A delivery target of the cart and the rules its dates follow. */
export interface DeliveryTargetRules {
  deliveryTarget: string;
  deliveryYear: number;
  rules: ShipDateRules;
}

export interface CheckedShipDate {
  deliveryTarget: string;
  deliveryYear: number;
  desiredShipDate: IsoDate;
  cancelDate: IsoDate;
}

/** `field` names the form field: `requestedShipDates[1].cancelDate`, or `requestedShipDates`. */
export interface RequestedShipDateProblem {
  field: string;
  messageKey: CheckoutMessageKey;
}

const targetKey = (t: { deliveryTarget: string; deliveryYear: number }) => `${t.deliveryTarget}\u0000${t.deliveryYear}`;

/**
 * Every delivery target of the cart needs exactly one entry, and no entry may name a target
 * the cart does not have; each entry's dates must be allowed by its target's rules.
 */
export function checkRequestedShipDates(
  requested: readonly RequestedShipDate[],
  targets: readonly DeliveryTargetRules[],
  opts: DesiredDateOptions = {},
): { ok: true; dates: CheckedShipDate[] } | { ok: false; errors: RequestedShipDateProblem[] } {
  const rulesByTarget = new Map(targets.map((t) => [targetKey(t), t.rules]));
  const seen = new Set<string>();
  const errors: RequestedShipDateProblem[] = [];
  const dates: CheckedShipDate[] = [];
  requested.forEach((entry, index) => {
    const key = targetKey(entry);
    const rules = rulesByTarget.get(key);
    if (!rules || seen.has(key)) {
      const messageKey = rules ? "checkout.shipDate.target.duplicate" : "checkout.shipDate.target.unknown";
      errors.push({ field: `requestedShipDates[${index}].deliveryTarget`, messageKey });
      return;
    }
    seen.add(key);
    const checked = checkShipDates(rules, entry, opts);
    if (checked.ok) {
      const { deliveryTarget, deliveryYear } = entry;
      dates.push({ deliveryTarget, deliveryYear, desiredShipDate: checked.desiredShipDate, cancelDate: checked.cancelDate });
    } else {
      for (const e of checked.errors) errors.push({ field: `requestedShipDates[${index}].${e.field}`, messageKey: e.messageKey });
    }
  });
  if (targets.some((t) => !seen.has(targetKey(t)))) {
    errors.push({ field: "requestedShipDates", messageKey: "checkout.shipDate.target.missing" });
  }
  return errors.length === 0 ? { ok: true, dates } : { ok: false, errors };
}
