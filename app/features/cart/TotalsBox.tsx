import type { ReactNode } from "react";
import { useT } from "../../i18n.ts";
import { Alert } from "../../components/ui/Alert.tsx";
import type { CartTotalsView } from "./cart-view.ts";
import type { PriceState } from "./item-price.ts";
import styles from "./cart.module.css";

/**
 * Units, materials (and how many the filter shows) and the amounts, refreshed from each
 * recalculation's answer; with customer prices from the ERP the total waits for the price update
 * (N/A meanwhile, and after a failure the something-went-wrong alert with a reload link).
 */
export function TotalsBox({
  totals,
  filteredMaterials,
  filtered,
  priceVisible,
  prices,
  busy = false,
  children,
}: {
  totals: CartTotalsView;
  filteredMaterials: number;
  filtered: boolean;
  priceVisible: boolean;
  prices: PriceState;
  /** The totals are being read again (a saved bag after a change). */
  busy?: boolean;
  children?: ReactNode;
}) {
  const t = useT();
  const discounted = (totals.discount?.value ?? 0) > 0;
  const total = !priceVisible
    ? t("price.hidden")
    : prices.kind === "checking"
      ? t("cartPage.price.checking")
      : prices.kind === "failed"
        ? t("cartPage.notAvailable")
        : (totals.price?.formattedValue ?? t("cartPage.notAvailable"));
  return (
    <section className={styles.totals} aria-labelledby="cart-totals-title">
      <h2 id="cart-totals-title" className={styles.asideTitle}>
        {t("cartPage.totals.title")}
      </h2>
      {prices.kind === "failed" ? (
        <Alert tone="error">
          {t("cartPage.price.failed")} <a href="">{t("cartPage.price.reload")}</a>
        </Alert>
      ) : null}
      <dl className={styles.totalsList} aria-live="polite" aria-busy={busy || undefined}>
        <div>
          <dt>{t("cartPage.totals.units")}</dt>
          <dd>{totals.units}</dd>
        </div>
        <div>
          <dt>{t("cartPage.totals.materials")}</dt>
          <dd>{totals.materials}</dd>
        </div>
        {filtered ? (
          <div>
            <dt>{t("cartPage.totals.filtered")}</dt>
            <dd>{filteredMaterials}</dd>
          </div>
        ) : null}
        {priceVisible && discounted && prices.kind !== "checking" && prices.kind !== "failed" ? (
          <>
            <div>
              <dt>{t("cartPage.totals.subtotal")}</dt>
              <dd>{totals.subtotal?.formattedValue}</dd>
            </div>
            <div>
              <dt>{t("cartPage.totals.discount")}</dt>
              <dd>−{totals.discount?.formattedValue}</dd>
            </div>
          </>
        ) : null}
        <div className={styles.totalsPrice}>
          <dt>{t("cartPage.totals.price")}</dt>
          <dd>{total}</dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
