import { formatMoney } from "#domain/money.ts";
import type { Currency } from "#domain/sites.ts";
import { Alert } from "../../components/ui/Alert.tsx";
import { Button } from "../../components/ui/Button.tsx";
import { useRootData } from "../../root-data.ts";
import { useT } from "../../i18n.ts";
import type { Wallet } from "./use-wallet.ts";
import styles from "./checkout.module.css";

/**
 * PayPal at checkout (decision 0025): before the order, the shopper approves what is left to pay
 * on PayPal's page and comes back here. Shows where the approval stands — approved, cancelled,
 * approved for another total — and offers to approve (again) whenever it does not cover the order.
 */
export function WalletApproval({ wallet, remainingMinor, currency, disabled }: { wallet: Wallet; remainingMinor: number; currency: Currency; disabled: boolean }) {
  const t = useT();
  const { shell } = useRootData();
  const amount = (minor: number) => formatMoney({ amount: minor, currency }, shell.locale);
  const remaining = amount(remainingMinor);
  const approved = wallet.approvedMinor === null ? "" : amount(wallet.approvedMinor);
  const approve = (
    <Button onPress={() => void wallet.start()} isDisabled={disabled || wallet.starting}>
      {wallet.starting ? t("checkoutPage.wallet.starting") : t("checkoutPage.wallet.approve")}
    </Button>
  );
  return (
    <div className={styles.wallet}>
      {wallet.error ? <Alert tone="error">{wallet.error}</Alert> : null}
      {wallet.state === "approved" ? <Alert tone="success">{t("checkoutPage.wallet.approved", { amount: approved })}</Alert> : null}
      {wallet.state === "cancelled" ? <Alert tone="warning">{t("checkoutPage.wallet.cancelled")}</Alert> : null}
      {wallet.state === "stale" ? <Alert tone="warning">{t("checkoutPage.wallet.stale", { approved, amount: remaining })}</Alert> : null}
      {wallet.state === "missing" ? <p className={styles.hint}>{t("checkoutPage.wallet.hint", { amount: remaining })}</p> : null}
      {wallet.state === "approved" ? null : approve}
    </div>
  );
}
