import { formatMoney } from "#domain/money.ts";
import type { Currency } from "#domain/sites.ts";
import type { CheckoutAmounts } from "./checkout-view.ts";
import { useRootData } from "../../root-data.ts";
import { useT } from "../../i18n.ts";
import styles from "./checkout.module.css";

/** What the totals box shows: the checkout's amounts but the rest left to pay. */
export type TotalsFigures = Omit<CheckoutAmounts, "remainingMinor">;

/** The order totals box: goods, vouchers, payment cost, delivery, tax, total with tax; the gift-card part and the rest. */
export function CheckoutTotals({ figures, currency, priceVisible }: { figures: TotalsFigures; currency: Currency; priceVisible: boolean }) {
  const t = useT();
  const { locale } = useRootData().shell;
  const money = (minor: number) => (priceVisible ? formatMoney({ amount: minor, currency }, locale) : t("price.hidden"));
  const rows: [string, string, boolean?][] = [
    [t("checkoutPage.totals.goods"), money(figures.goodsMinor)],
    ...(figures.voucherDiscountMinor > 0 ? [[t("checkoutPage.totals.vouchers"), `−${money(figures.voucherDiscountMinor)}`] as [string, string]] : []),
    [t("checkoutPage.totals.paymentCost"), money(figures.paymentCostMinor)],
    [t("checkoutPage.totals.delivery"), money(figures.deliveryCostMinor)],
    [t("checkoutPage.totals.tax"), money(figures.taxMinor)],
    [t("checkoutPage.totals.total"), money(figures.totalWithTaxMinor), true],
    ...(figures.giftCardMinor > 0
      ? [
          [t("checkoutPage.totals.giftCard"), `−${money(figures.giftCardMinor)}`] as [string, string],
          [t("checkoutPage.totals.remaining"), money(figures.totalWithTaxMinor - figures.giftCardMinor), true] as [string, string, boolean],
        ]
      : []),
  ];
  return (
    <section className={styles.totals} aria-labelledby="checkout-totals-title">
      <h2 id="checkout-totals-title" className={styles.asideTitle}>
        {t("checkoutPage.totals.title")}
      </h2>
      <dl className={styles.totalsList} aria-live="polite">
        {rows.map(([label, value, strong]) => (
          <div key={label} className={strong ? styles.totalsStrong : undefined}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
