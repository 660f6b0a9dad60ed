import { useId } from "react";
import type { DeliveryMethod } from "#domain/delivery-methods.ts";
import { formatMoney } from "#domain/money.ts";
import { Alert } from "../../components/ui/Alert.tsx";
import { useRootData } from "../../root-data.ts";
import { useT } from "../../i18n.ts";
import type { DeliveryMethodChoice } from "./use-delivery-method.ts";
import styles from "./checkout.module.css";
import own from "./delivery-method.module.css";

/**
 * The delivery method form (service-and-support §2; decision 0029): one radio per method the cart
 * may use, with its transit time and cost. Choosing one stores it and updates the totals.
 */
export function DeliveryMethodSection({ methods, choice, disabled }: { methods: readonly DeliveryMethod[]; choice: DeliveryMethodChoice; disabled: boolean }) {
  const t = useT();
  const { locale } = useRootData().shell;
  const name = useId();
  return (
    <section className={styles.section} aria-labelledby="checkout-delivery-title">
      <h2 id="checkout-delivery-title" className={styles.sectionTitle}>
        {t("checkoutPage.delivery.title")}
      </h2>
      {choice.error ? <Alert tone="error">{choice.error}</Alert> : null}
      <fieldset className={own.methods}>
        <legend className={styles.legend}>{t("checkoutPage.delivery.legend")}</legend>
        {methods.map((m) => {
          const transitId = `${name}-${m.code}-transit`;
          return (
            <label key={m.code} className={own.method} data-checked={choice.code === m.code || undefined}>
              <input
                type="radio"
                name={name}
                value={m.code}
                checked={choice.code === m.code}
                onChange={() => void choice.choose(m.code)}
                disabled={disabled}
                aria-describedby={transitId}
              />
              <span className={own.methodText}>
                <span className={own.methodName}>{t(`checkout.delivery.method.${m.code}`)}</span>
                <span id={transitId} className={styles.hint}>
                  {t("checkoutPage.delivery.transit", { min: m.transitDays.min, max: m.transitDays.max })}
                </span>
              </span>
              <span className={own.cost}>{m.costMinor === 0 ? t("checkoutPage.delivery.free") : formatMoney({ amount: m.costMinor, currency: m.currency }, locale)}</span>
            </label>
          );
        })}
      </fieldset>
      {methods.length === 1 ? <p className={styles.hint}>{t("checkoutPage.delivery.standardOnly")}</p> : null}
    </section>
  );
}
