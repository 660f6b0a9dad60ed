import { useEffect, useRef, useState } from "react";
import type { PriceUpdateStatus } from "#domain/cart-prices.ts";
import type { CartApiContext } from "./cart-api.ts";
import type { PriceState } from "./item-price.ts";
import { pollCartPrices } from "./price-polling.ts";

interface FormattedPrice {
  value: number;
  formattedValue: string;
}

/** The answer of `POST cart/updatePrices` (decision 0019), the parts the page shows. */
export interface PriceUpdateAnswer {
  status: PriceUpdateStatus;
  cartTotal: FormattedPrice;
  pricesFromSAP: { materialId: number; deliveryTarget: string | null; yourPrice: FormattedPrice | null; orderEntryTotal: FormattedPrice | null }[];
}

/**
 * Customer prices of the cart (decision 0019): asked when the page is shown and again after each
 * change of the cart (`trigger`), polling `cart/updatePrices` with the shared helper (1 s, 10 s);
 * a newer change aborts the older poll.
 */
export function usePriceUpdate(api: CartApiContext, enabled: boolean, trigger: unknown, onPriced: (answer: PriceUpdateAnswer) => void): PriceState {
  const onPricedRef = useRef(onPriced);
  onPricedRef.current = onPriced;
  const [state, setState] = useState<PriceState>(enabled ? { kind: "checking" } : { kind: "off" });

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setState({ kind: "checking" });
    const fetchFn = async (signal: AbortSignal): Promise<PriceUpdateAnswer> => {
      const res = await fetch(`${api.cartPath}/updatePrices`, {
        method: "POST",
        headers: { accept: "application/json", CSRFToken: api.csrfToken },
        credentials: "same-origin",
        signal,
      });
      if (!res.ok) throw new Error(`updatePrices answered ${res.status}`);
      return (await res.json()) as PriceUpdateAnswer;
    };
    void pollCartPrices(fetchFn, { signal: controller.signal }).then((outcome) => {
      if (outcome.ok) {
        const lines = new Map(
          outcome.answer.pricesFromSAP.map((p): [string, string | null] => [`${p.materialId}|${p.deliveryTarget ?? ""}`, p.orderEntryTotal?.formattedValue ?? null]),
        );
        setState({ kind: "done", total: outcome.answer.cartTotal.formattedValue, lines });
        onPricedRef.current(outcome.answer);
      } else if (outcome.reason !== "aborted") setState({ kind: "failed" });
    });
    return () => controller.abort();
  }, [api, enabled, trigger]);

  return state;
}
