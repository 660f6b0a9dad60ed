import type { ReactNode } from "react";
import { useT } from "../../i18n.ts";
import type { CartTotalsView } from "./cart-view.ts";
import styles from "./cart.module.css";

/**
 * Units, materials (and how many the filter shows) and the amount, refreshed from each
 * recalculation's answer. `price` is what the price update shows (N/A until it answers).
 */
export function TotalsBox({
  totals,
  filteredMaterials,
  filtered,
  priceVisible,
  price,
  children,
}: {
  totals: CartTotalsView;
  filteredMaterials: number;
  filtered: boolean;
  priceVisible: boolean;
  price?: ReactNode;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <section className={styles.totals} aria-labelledby="cart-totals-title">
      <h2 id="cart-totals-title" className={styles.asideTitle}>
        {t("cartPage.totals.title")}
      </h2>
      <dl className={styles.totalsList} aria-live="polite">
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
        <div className={styles.totalsPrice}>
          <dt>{t("cartPage.totals.price")}</dt>
          <dd>{priceVisible ? (price ?? totals.price?.formattedValue ?? t("cartPage.notAvailable")) : t("price.hidden")}</dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
