/**
 * The ship dates the checkout edits (shopping-flow §3, §5; decision 0020): one desired and one
 * cancellation date for a STOCK or GCP cart, one pair per delivery target in PREBOOKING. The
 * rules come from the page and are the server's (domain/ship-dates.ts), so the picker offers
 * exactly the days the server accepts.
 */
import { cancelDateRange, checkShipDates, isCancelDateAllowed, type ShipDateRules } from "#domain/ship-dates.ts";
import type { DatesAnswer, ShipDatesBody } from "./checkout-api.ts";
import type { CartShipDateRules } from "./checkout-view.ts";

export interface ShipDatePair {
  /** null for the one pair of a STOCK or GCP cart. */
  deliveryTarget: string | null;
  deliveryYear: number | null;
  desired: string | null;
  cancel: string | null;
}

export interface PairRules {
  deliveryTarget: string | null;
  deliveryYear: number | null;
  rules: ShipDateRules;
}

export function pairRules(cart: CartShipDateRules): PairRules[] {
  if (cart.kind === "single") return [{ deliveryTarget: null, deliveryYear: null, rules: cart.rules }];
  return cart.targets.map((t) => ({ deliveryTarget: t.deliveryTarget, deliveryYear: t.deliveryYear, rules: t.rules }));
}

const sameTarget = (a: { deliveryTarget: string | null; deliveryYear: number | null }, b: { deliveryTarget: string | null; deliveryYear: number | null }) =>
  a.deliveryTarget === b.deliveryTarget && a.deliveryYear === b.deliveryYear;

/** The stored dates, one pair per target; null when some target has none (the page then asks for defaults). */
export function storedPairs(
  cart: CartShipDateRules,
  stored: readonly { deliveryTarget: string | null; deliveryYear: number | null; desiredShipDate: string; cancelDate: string }[],
): ShipDatePair[] | null {
  const pairs: ShipDatePair[] = [];
  for (const target of pairRules(cart)) {
    const found = cart.kind === "single" ? stored[0] : stored.find((s) => sameTarget(s, target));
    if (!found) return null;
    pairs.push({ deliveryTarget: target.deliveryTarget, deliveryYear: target.deliveryYear, desired: found.desiredShipDate, cancel: found.cancelDate });
  }
  return pairs;
}

/** The defaults of `GET /checkout/dates/get`: the preselected desired and cancellation dates. */
export function pairsFromDefaults(cart: CartShipDateRules, answer: DatesAnswer): ShipDatePair[] {
  return pairRules(cart).map((target) => {
    const found = cart.kind === "single" ? answer : answer.requestedShipDates?.find((d) => sameTarget(d, target));
    return { deliveryTarget: target.deliveryTarget, deliveryYear: target.deliveryYear, desired: found?.desiredShipDate ?? null, cancel: found?.cancelDate ?? null };
  });
}

/**
 * A new desired date: the cancellation date stays when the new range still allows it, otherwise
 * it becomes the range's default (30 days after the new date, as the defaults' cancelDate).
 */
export function withDesiredDate(rules: ShipDateRules, pair: ShipDatePair, desired: string | null): ShipDatePair {
  if (desired === null) return { ...pair, desired };
  const cancel = pair.cancel !== null && isCancelDateAllowed(rules, desired, pair.cancel) ? pair.cancel : cancelDateRange(rules, desired).default;
  return { ...pair, desired, cancel };
}

/** Every target has a pair the rules allow (the Complete-order rule's "ship days"). */
export function pairsValid(cart: CartShipDateRules, pairs: readonly ShipDatePair[]): boolean {
  const targets = pairRules(cart);
  return (
    targets.length > 0 &&
    targets.every((target) => {
      const pair = pairs.find((p) => sameTarget(p, target));
      return pair !== undefined && checkShipDates(target.rules, { desiredShipDate: pair.desired, cancelDate: pair.cancel }).ok;
    })
  );
}

/** The body of `POST /checkout/simple/ship-dates/set`; null while some date is missing. */
export function shipDatesBody(cart: CartShipDateRules, pairs: readonly ShipDatePair[]): ShipDatesBody | null {
  if (pairs.some((p) => p.desired === null || p.cancel === null)) return null;
  if (cart.kind === "single") {
    const [pair] = pairs;
    return pair?.desired && pair.cancel ? { desiredShipDate: pair.desired, cancelDate: pair.cancel } : null;
  }
  return {
    requestedShipDates: pairs.flatMap((p) =>
      p.deliveryTarget !== null && p.deliveryYear !== null && p.desired !== null && p.cancel !== null
        ? [{ deliveryTarget: p.deliveryTarget, deliveryYear: p.deliveryYear, desiredShipDate: p.desired, cancelDate: p.cancel }]
        : [],
    ),
  };
}
