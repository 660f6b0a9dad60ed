import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useT } from "../../i18n.ts";
import { checkoutApi, type CheckoutApi } from "./checkout-api.ts";
import type { CartShipDateRules, CheckoutChoices } from "./checkout-view.ts";
import { pairRules, pairsFromDefaults, pairsValid, shipDatesBody, storedPairs, withDesiredDate, type ShipDatePair } from "./ship-date-pairs.ts";

export interface ShipDates {
  pairs: ShipDatePair[];
  status: "loading" | "ready" | "failed";
  /** Why the defaults could not be loaded (a dealer without an open booking window), or a refused save. */
  error: string | null;
  valid: boolean;
  setDesired: (index: number, date: string | null) => void;
  setCancel: (index: number, date: string | null) => void;
}

/**
 * The cart's ship dates: the stored ones, or else the defaults of `GET /checkout/dates/get`,
 * which are stored at once. Each change is stored; saves go out one after the other, so the last
 * choice is the one kept.
 */
export function useShipDates(api: CheckoutApi, rules: CartShipDateRules, stored: CheckoutChoices["requestedShipDates"], track: <T>(request: Promise<T>) => Promise<T>): ShipDates {
  const t = useT();
  const initial = useMemo(() => storedPairs(rules, stored), [rules, stored]);
  const [pairs, setPairs] = useState<ShipDatePair[]>(
    () => initial ?? pairRules(rules).map((r) => ({ deliveryTarget: r.deliveryTarget, deliveryYear: r.deliveryYear, desired: null, cancel: null })),
  );
  const [status, setStatus] = useState<ShipDates["status"]>(initial ? "ready" : "loading");
  const [error, setError] = useState<string | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const save = useCallback(
    (next: ShipDatePair[]) => {
      const body = shipDatesBody(rules, next);
      if (!body || !pairsValid(rules, next)) return;
      const run = queue.current.then(async () => {
        const answer = await checkoutApi.shipDates(api, body);
        setError(answer.ok ? null : (answer.errors[0]?.message ?? answer.message ?? t("checkoutPage.saveFailed")));
      });
      queue.current = run;
      // Pending from the moment it is queued, so Complete order waits for it.
      void track(run);
    },
    [api, rules, t, track],
  );

  useEffect(() => {
    if (initial) return;
    let live = true;
    void track(checkoutApi.defaultDates(api)).then((answer) => {
      if (!live) return;
      if (!answer.ok) {
        setStatus("failed");
        setError(answer.message ?? t("checkoutPage.shipDates.failed"));
        return;
      }
      const next = pairsFromDefaults(rules, answer.body);
      setPairs(next);
      setStatus("ready");
      save(next);
    });
    return () => {
      live = false;
    };
    // Once per page: the defaults are asked for when the page opens without stored dates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const change = (index: number, update: (pair: ShipDatePair) => ShipDatePair) => {
    const next = pairs.map((p, i) => (i === index ? update(p) : p));
    setPairs(next);
    save(next);
  };
  const rulesAt = (index: number) => pairRules(rules)[index]?.rules;

  return {
    pairs,
    status,
    error,
    valid: status === "ready" && error === null && pairsValid(rules, pairs),
    setDesired: (index, date) => {
      const pairRule = rulesAt(index);
      if (pairRule) change(index, (p) => withDesiredDate(pairRule, p, date));
    },
    setCancel: (index, date) => change(index, (p) => ({ ...p, cancel: date })),
  };
}
