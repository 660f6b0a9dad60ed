import { useState } from "react";
import { useT } from "../../i18n.ts";
import { checkoutApi, type CheckoutApi, type FieldError, type PlaceOrderBody, type ReplenishmentFields } from "./checkout-api.ts";
import type { Refusal } from "./refusal.ts";

export interface PlaceOrderSteps {
  /** Resolves once the checkout requests in flight have ended (a field saved as the button was pressed). */
  idle: () => Promise<void>;
  /** A new attempt starts: what an earlier one showed (a declined card, a provider's code) goes. */
  clearAlerts: () => void;
  /** Saves what is typed but not saved yet; false when something was refused (shown on its field). */
  saveTyped: () => Promise<boolean>;
  /** What the payment adds to the order (card: the billing address and the provider's token); null: refused, shown on the form. */
  payment: () => Promise<Pick<PlaceOrderBody, "card" | "billingAddress" | "saveCard" | "savedCardId"> | null>;
  /** Whether the terms checkbox is ticked (the Japan site does not ask). */
  termsAccepted: boolean;
  /** The order was refused: the page marks the fields it names (billing address, wallet approval). */
  onRefused: (errors: readonly FieldError[]) => void;
}

/**
 * Complete order (decisions 0022, 0042): clears the alerts of an earlier attempt, waits for the
 * checkout requests in flight (the save of the field the click left), saves what is still typed, checks the billing address and
 * tokenizes the card when paying by card, then posts placeOrder with the page visit's
 * Idempotency-Key and goes to `redirectUrl`. The button stays disabled while this runs, and after
 * success until the next page loads. A replenishment order (decision 0027) sends the popup's
 * fields with it.
 */
export function usePlaceOrder(api: CheckoutApi, idempotencyKey: string, track: <T>(request: Promise<T>) => Promise<T>, steps: PlaceOrderSteps) {
  const t = useT();
  const [placing, setPlacing] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const place = async (replenishment?: ReplenishmentFields) => {
    setPlacing(true);
    setRefusal(null);
    steps.clearAlerts();
    const stop = () => setPlacing(false);
    // Pressing the button leaves a typed field, whose save starts then: wait for it, so one click places the order.
    await steps.idle();
    if (!(await steps.saveTyped())) return stop();
    const payment = await steps.payment();
    if (payment === null) return stop();
    const answer = await track(checkoutApi.placeOrder(api, idempotencyKey, { termsAccepted: steps.termsAccepted, ...payment, ...replenishment }));
    if (answer.ok) {
      window.location.assign(answer.body.redirectUrl);
      return;
    }
    steps.onRefused(answer.errors);
    setRefusal({ message: answer.message ?? t("checkoutPage.placeFailed"), errors: answer.errors });
    stop();
  };

  return { placing, refusal, place };
}
