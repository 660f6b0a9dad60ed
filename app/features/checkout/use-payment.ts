import { useCallback, useState } from "react";
import type { PaymentType } from "#domain/order-charges.ts";
import { useT } from "../../i18n.ts";
import { checkoutApi, type ChargesAnswer, type CheckoutApi } from "./checkout-api.ts";
import type { CheckoutPageView } from "./checkout-view.ts";

export interface Charges {
  paymentCostMinor: number;
  deliveryCostMinor: number;
  taxMinor: number;
  totalWithTaxMinor: number;
}

export interface Payment {
  type: PaymentType | null;
  charges: Charges;
  /** The last refusal of a payment-type or cost-centre choice. */
  error: string | null;
  choose: (type: PaymentType) => Promise<void>;
  costCentre: string;
  chooseCostCentre: (code: string) => Promise<void>;
  /** The amount the applied gift card was set to pay (minor units); 0 without one. */
  giftCardMinor: number;
  setGiftCardMinor: (minor: number) => void;
  /** Another step (the delivery method) answered the order's new cost. */
  setCharges: (charges: Charges) => void;
}

/** The figures of a step's answer (`{paymentCost, deliveryCost, totalTax, totalPriceWithTax}`). */
export function chargesOf(answer: ChargesAnswer): Charges {
  return { paymentCostMinor: answer.paymentCost.value, deliveryCostMinor: answer.deliveryCost.value, taxMinor: answer.totalTax.value, totalWithTaxMinor: answer.totalPriceWithTax.value };
}

/**
 * The payment choice (shopping-flow §4, §7): choosing a type posts it and shows the order's cost,
 * tax and total from the answer; a refused type unchecks the radio (which disables Complete order)
 * and says why.
 */
export function usePayment(api: CheckoutApi, view: CheckoutPageView, track: <T>(request: Promise<T>) => Promise<T>): Payment {
  const t = useT();
  const [type, setType] = useState<PaymentType | null>(view.choices.paymentType);
  const [charges, setCharges] = useState<Charges>({
    paymentCostMinor: view.amounts.paymentCostMinor,
    deliveryCostMinor: view.amounts.deliveryCostMinor,
    taxMinor: view.amounts.taxMinor,
    totalWithTaxMinor: view.amounts.totalWithTaxMinor,
  });
  const [error, setError] = useState<string | null>(null);
  const [costCentre, setCostCentre] = useState(view.choices.costCentreCode ?? "");
  const [giftCardMinor, setGiftCardMinor] = useState(view.amounts.giftCardMinor);

  const choose = useCallback(
    async (next: PaymentType) => {
      setType(next);
      setError(null);
      const answer = await track(checkoutApi.paymentType(api, next));
      if (answer.ok) {
        setCharges(chargesOf(answer.body));
        return;
      }
      setType(null);
      setError(answer.message ?? t("checkoutPage.payment.failed"));
    },
    [api, t, track],
  );

  const chooseCostCentre = useCallback(
    async (code: string) => {
      const previous = costCentre;
      setCostCentre(code);
      setError(null);
      if (code === "") return;
      const answer = await track(checkoutApi.costCentre(api, code));
      if (answer.ok) return;
      setCostCentre(previous);
      setError(answer.errors[0]?.message ?? answer.message ?? t("checkoutPage.saveFailed"));
    },
    [api, costCentre, t, track],
  );

  return { type, charges, error, choose, costCentre, chooseCostCentre, giftCardMinor, setGiftCardMinor, setCharges };
}
