import { useCallback, useState } from "react";
import type { PaymentType } from "#domain/order-charges.ts";
import { walletApprovalState, type WalletApprovalState } from "#domain/wallet-approval.ts";
import { useT } from "../../i18n.ts";
import { checkoutApi, type CheckoutApi } from "./checkout-api.ts";
import type { CheckoutPageView } from "./checkout-view.ts";

export interface Wallet {
  state: WalletApprovalState;
  /** What the payer approved (or was asked for), minor units. */
  approvedMinor: number | null;
  starting: boolean;
  error: string | null;
  /** Creates the provider payment and sends the shopper to the provider's approve page. */
  start: () => Promise<void>;
  /** The placement refused the approval (refunded, expired, total changed): ask for a new one. */
  forget: () => void;
}

/**
 * The PayPal-style approval at checkout (decision 0025): the loader's stored approval compared with
 * what is left to pay now; `start` posts `/checkout/payment/wallet/start` and goes to its approveUrl,
 * from where the provider sends the shopper back to this page.
 */
export function useWallet(api: CheckoutApi, initial: CheckoutPageView["wallet"], paymentType: PaymentType | null, remainingMinor: number, track: <T>(request: Promise<T>) => Promise<T>): Wallet {
  const t = useT();
  const [approval, setApproval] = useState(initial);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = useCallback(async () => {
    setStarting(true);
    setError(null);
    const answer = await track(checkoutApi.walletStart(api));
    if (answer.ok) {
      window.location.assign(answer.body.approveUrl);
      return;
    }
    setStarting(false);
    setError(answer.message ?? t("checkoutPage.wallet.startFailed"));
  }, [api, t, track]);

  return {
    state: walletApprovalState({ paymentType, remainingMinor, approval }),
    approvedMinor: approval?.amountMinor ?? null,
    starting,
    error,
    start,
    forget: useCallback(() => setApproval(null), []),
  };
}
