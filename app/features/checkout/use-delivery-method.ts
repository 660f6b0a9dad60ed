import { useCallback, useRef, useState } from "react";
import type { DeliveryMethodCode } from "#domain/delivery-methods.ts";
import { useT } from "../../i18n.ts";
import { checkoutApi, type CheckoutApi } from "./checkout-api.ts";
import { chargesOf, type Charges } from "./use-payment.ts";

export interface DeliveryMethodChoice {
  code: DeliveryMethodCode;
  /** The last refusal, shown above the choices. */
  error: string | null;
  choose: (code: DeliveryMethodCode) => Promise<void>;
}

/**
 * The delivery method form (decision 0029): a choice is stored at once and the server's answer
 * carries the order's new cost, which the totals show. Choices go out one after the other, so the
 * last one wins; a refusal puts the radio back on the method stored before and says why.
 */
export function useDeliveryMethod(
  api: CheckoutApi,
  initial: DeliveryMethodCode,
  track: <T>(request: Promise<T>) => Promise<T>,
  onCharges: (charges: Charges) => void,
): DeliveryMethodChoice {
  const t = useT();
  const [code, setCode] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const stored = useRef(initial);
  const queue = useRef<Promise<void>>(Promise.resolve());

  const choose = useCallback(
    (next: DeliveryMethodCode) => {
      setCode(next);
      setError(null);
      const run = async () => {
        const answer = await track(checkoutApi.deliveryMethod(api, next));
        if (answer.ok) {
          stored.current = answer.body.deliveryMethodCode;
          onCharges(chargesOf(answer.body));
          return;
        }
        setCode(stored.current);
        setError(answer.message ?? t("checkoutPage.delivery.failed"));
      };
      queue.current = queue.current.then(run);
      return queue.current;
    },
    [api, onCharges, t, track],
  );

  return { code, error, choose };
}
