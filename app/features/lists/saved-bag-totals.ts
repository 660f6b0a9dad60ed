/**
 * A saved bag's totals, read again after each answered change (`GET {bag}/getTotals?recalculate=true`,
 * account-and-ordering §7, decision 0056). A failure with status 500 or more shows the
 * internal_server_error alert and totals of 0 (§8); other failures keep the totals shown.
 */
import { useEffect, useRef, useState } from "react";
import { cartApi, type CartApiContext, type CartCall, type TotalsAnswer } from "../cart/cart-api.ts";
import type { MoneyView } from "../cart/cart-view.ts";

export interface SavedBagTotalsOutcome {
  /** The totals to show, or null to keep those shown. */
  totals: TotalsAnswer | null;
  /** The internal_server_error alert is shown. */
  failed: boolean;
}

export function savedBagTotalsOutcome(answer: CartCall<TotalsAnswer>, zero: MoneyView): SavedBagTotalsOutcome {
  if (answer.kind === "ok") return { totals: answer.body, failed: false };
  if (answer.kind === "error" && answer.status >= 500) {
    return { totals: { totalUnitCount: 0, materialIDsCount: 0, subTotal: zero, totalDiscounts: zero, totalPrice: zero }, failed: true };
  }
  return { totals: null, failed: false };
}

/**
 * Reads the totals again each time `changes` grows (not on load: the page came with them). Only
 * the newest read counts; `pending` is the busy state the page's buttons and totals show.
 */
export function useSavedBagTotals(api: CartApiContext, q: string, enabled: boolean, changes: number, zero: MoneyView, onTotals: (totals: TotalsAnswer) => void): { pending: boolean; failed: boolean } {
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const latest = useRef({ q, zero, onTotals });
  latest.current = { q, zero, onTotals };
  const asked = useRef(0);

  useEffect(() => {
    if (!enabled || changes === 0) return;
    const call = ++asked.current;
    setPending(true);
    void cartApi.totals(api, latest.current.q, { recalculate: "true" }).then((answer) => {
      if (call !== asked.current) return;
      const outcome = savedBagTotalsOutcome(answer, latest.current.zero);
      if (outcome.totals) latest.current.onTotals(outcome.totals);
      setFailed(outcome.failed);
      setPending(false);
    });
  }, [api, enabled, changes]);

  return { pending, failed };
}
