import { formatMoney } from "#domain/money.ts";
import type { Currency } from "#domain/sites.ts";
import { useRootData } from "../../root-data.ts";
import { useT } from "../../i18n.ts";
import type { SummaryGroup } from "./checkout-view.ts";
import styles from "./checkout.module.css";

/** What is ordered: per delivery (PREBOOKING: per delivery target), per product and colour with its sizes. */
export function OrderSummary({ groups, currency, priceVisible, cartHref }: { groups: readonly SummaryGroup[]; currency: Currency; priceVisible: boolean; cartHref: string }) {
  const t = useT();
  const { locale } = useRootData().shell;
  const money = (minor: number | null) => (!priceVisible ? t("price.hidden") : minor === null ? t("price.notAvailable") : formatMoney({ amount: minor, currency }, locale));
  return (
    <section className={styles.section} aria-labelledby="checkout-summary-title">
      <div className={styles.sectionHeader}>
        <h2 id="checkout-summary-title" className={styles.sectionTitle}>
          {t("checkoutPage.summary.title")}
        </h2>
        <a href={cartHref}>{t("checkoutPage.summary.editCart")}</a>
      </div>
      {groups.map((group) => (
        <div key={group.key} className={styles.summaryGroup}>
          {group.target ? (
            <h3 className={styles.groupTitle}>
              {group.target.name}
              <span className={styles.groupFigures}>
                {t("checkoutPage.summary.units", { count: group.units })} · {money(group.totalMinor)}
              </span>
            </h3>
          ) : null}
          <ul className={styles.summaryList}>
            {group.products.map((p) => (
              <li key={p.key} className={styles.summaryItem}>
                <img src={p.image} alt="" width={56} height={56} className={styles.summaryImage} loading="lazy" />
                <div className={styles.summaryText}>
                  <a href={p.href} className={styles.summaryName}>
                    {p.productName}
                  </a>
                  <span className={styles.summaryMeta}>
                    {t("checkoutPage.summary.material", { id: p.materialId })} · {t("checkoutPage.summary.colour", { name: p.colourName })}
                  </span>
                  <span className={styles.summaryMeta}>
                    <span className="visually-hidden">{t("checkoutPage.summary.sizes")}: </span>
                    {p.sizes.map((s) => `${s.size} × ${s.quantity}`).join(", ")}
                  </span>
                </div>
                <div className={styles.summaryFigures}>
                  <span>{t("checkoutPage.summary.units", { count: p.quantity })}</span>
                  <strong>{money(p.totalMinor)}</strong>
                </div>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
