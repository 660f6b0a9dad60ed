import { formatIsoDate } from "#domain/business-days.ts";
import { cancelDateRange, desiredShipDateRange, isCancelDateAllowed, isDesiredShipDateAllowed, isSelectableDay, type ShipDateRules } from "#domain/ship-dates.ts";
import { lazy, Suspense } from "react";
import { Alert } from "../../components/ui/Alert.tsx";
import { useT } from "../../i18n.ts";
import { useRootData } from "../../root-data.ts";
import type { CartShipDateRules } from "./checkout-view.ts";
import { pairRules, type ShipDatePair } from "./ship-date-pairs.ts";
import type { ShipDatePickerProps } from "./ShipDatePicker.tsx";
import type { ShipDates } from "./use-ship-dates.ts";
import styles from "./checkout.module.css";

const LazyShipDatePicker = lazy(() => import("./ShipDatePicker.tsx"));

/** Until the picker's code is there (server-rendered pages hydrate it when it arrives): the date as text. */
function ShipDatePicker(props: ShipDatePickerProps) {
  const { locale } = useRootData().shell;
  const shown = props.value ? formatIsoDate(props.value, locale) : "—";
  return (
    <Suspense
      fallback={
        <div className={styles.field}>
          <span className={styles.label}>{props.label}</span>
          <span>{shown}</span>
        </div>
      }
    >
      <LazyShipDatePicker {...props} />
    </Suspense>
  );
}

type RuleHint = "checkoutPage.shipDates.bookingWindow" | "checkoutPage.shipDates.bookingWindowAnyDay" | "checkoutPage.shipDates.anyDay" | "checkoutPage.shipDates.businessDays";

function ruleHint(rules: ShipDateRules): RuleHint {
  if (rules.dealer && !rules.outsideBookingWindows) return rules.rapidDelivery ? "checkoutPage.shipDates.bookingWindowAnyDay" : "checkoutPage.shipDates.bookingWindow";
  return rules.rapidDelivery ? "checkoutPage.shipDates.anyDay" : "checkoutPage.shipDates.businessDays";
}

function PairPickers({ rules, pair, index, shipDates, disabled }: { rules: ShipDateRules; pair: ShipDatePair; index: number; shipDates: ShipDates; disabled: boolean }) {
  const t = useT();
  const desiredRange = desiredShipDateRange(rules);
  if (!desiredRange) return <Alert tone="warning">{t("checkout.shipDate.desired.noDates")}</Alert>;
  const cancelRange = pair.desired ? cancelDateRange(rules, pair.desired) : null;
  const desiredError = pair.desired && !isDesiredShipDateAllowed(rules, pair.desired) ? t("checkout.shipDate.desired.notAllowed") : null;
  const cancelError = pair.desired && pair.cancel && !isCancelDateAllowed(rules, pair.desired, pair.cancel) ? t("checkout.shipDate.cancel.notAllowed") : null;
  return (
    <div className={styles.datePair}>
      <ShipDatePicker
        label={t("checkoutPage.shipDates.desired")}
        value={pair.desired}
        first={desiredRange.first}
        last={desiredRange.last}
        isSelectable={(date) => isSelectableDay(rules, date)}
        onChange={(date) => shipDates.setDesired(index, date)}
        description={t(ruleHint(rules))}
        error={desiredError ?? (pair.desired === null ? t("checkout.shipDate.desired.required") : null)}
        isDisabled={disabled}
      />
      <ShipDatePicker
        label={t("checkoutPage.shipDates.cancel")}
        value={pair.cancel}
        first={cancelRange?.first ?? desiredRange.first}
        last={cancelRange?.last ?? desiredRange.last}
        onChange={(date) => shipDates.setCancel(index, date)}
        error={cancelError ?? (pair.cancel === null && pair.desired !== null ? t("checkout.shipDate.cancel.required") : null)}
        isDisabled={disabled || pair.desired === null}
      />
    </div>
  );
}

/** Desired ship date and cancellation date; in PREBOOKING one pair per delivery target (shopping-flow §3, §5). */
export function ShipDatesSection({ rules, names, shipDates, disabled }: { rules: CartShipDateRules; names: ReadonlyMap<string, string>; shipDates: ShipDates; disabled: boolean }) {
  const t = useT();
  const targets = pairRules(rules);
  return (
    <section className={styles.section} aria-labelledby="checkout-dates-title">
      <h2 id="checkout-dates-title" className={styles.sectionTitle}>
        {t("checkoutPage.shipDates.title")}
      </h2>
      {shipDates.status === "loading" ? <p role="status">{t("checkoutPage.shipDates.loading")}</p> : null}
      {shipDates.error ? <Alert tone="error">{shipDates.error}</Alert> : null}
      {shipDates.status === "ready"
        ? targets.map((target, index) => {
            const pair = shipDates.pairs[index];
            if (!pair) return null;
            const key = target.deliveryTarget === null ? "all" : `${target.deliveryTarget}-${target.deliveryYear}`;
            const pickers = <PairPickers rules={target.rules} pair={pair} index={index} shipDates={shipDates} disabled={disabled} />;
            if (target.deliveryTarget === null) return <div key={key}>{pickers}</div>;
            return (
              <fieldset key={key} className={styles.dateTarget}>
                <legend className={styles.legend}>{t("checkoutPage.shipDates.delivery", { name: names.get(key) ?? key })}</legend>
                {pickers}
              </fieldset>
            );
          })
        : null}
    </section>
  );
}
