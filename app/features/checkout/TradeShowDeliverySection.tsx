import { useId } from "react";
import { TRADE_SHOW_PHONE_MASKS, TRADE_SHOW_POSTCODE_MASK } from "#domain/phone-masks.ts";
import { TRADE_SHOW_DESTINATION_LABELS, TRADE_SHOW_DESTINATIONS } from "#domain/trade-show.ts";
import type { MessageKey } from "#domain/i18n/index.ts";
import { Button } from "../../components/ui/Button.tsx";
import { useT } from "../../i18n.ts";
import { describedBy, FieldLabel, FieldMessages } from "./checkout-fields.tsx";
import type { TradeShowField, TradeShowForm } from "./use-trade-show-form.ts";
import styles from "./checkout.module.css";

interface TextSpec {
  field: Exclude<TradeShowField, "tradeShowDestination">;
  label: MessageKey;
  required: boolean;
  hint?: MessageKey;
  autoComplete?: string;
  inputMode?: "tel" | "numeric";
  placeholder?: string;
}

const TEXT_FIELDS: readonly TextSpec[] = [
  { field: "firstName", label: "checkoutPage.tradeShow.firstName", required: true, autoComplete: "given-name" },
  { field: "lastName", label: "checkoutPage.tradeShow.lastName", required: true, autoComplete: "family-name" },
  { field: "companyName", label: "checkoutPage.tradeShow.companyName", required: false, autoComplete: "organization" },
  { field: "line1", label: "checkoutPage.tradeShow.line1", required: true, autoComplete: "address-line1" },
  { field: "line2", label: "checkoutPage.tradeShow.line2", required: false, autoComplete: "address-line2" },
  { field: "townCity", label: "checkoutPage.tradeShow.townCity", required: true, autoComplete: "address-level2" },
  { field: "postcode", label: "checkoutPage.tradeShow.postcode", required: true, hint: "checkoutPage.tradeShow.postcodeHint", autoComplete: "postal-code", inputMode: "numeric", placeholder: TRADE_SHOW_POSTCODE_MASK },
  { field: "phone", label: "checkoutPage.tradeShow.phone", required: true, hint: "checkoutPage.tradeShow.phoneHint", autoComplete: "tel-national", inputMode: "tel", placeholder: TRADE_SHOW_PHONE_MASKS.elevenDigits },
  { field: "tradeShowSalesRepId", label: "checkoutPage.tradeShow.salesRepId", required: true, autoComplete: "off" },
];

/**
 * Trade-show mode's own delivery form (shopping-flow §2, §4; decision 0028), in place of the
 * address popup: destination, the address's required fields, phone and post code in the
 * trade-show masks, the sales rep id. The country is the site's.
 */
export function TradeShowDeliverySection({ form, countryName, disabled }: { form: TradeShowForm; countryName: string; disabled: boolean }) {
  const t = useT();
  const id = useId();
  const destinationError = form.errors.tradeShowDestination ?? null;
  return (
    <section className={styles.section} aria-labelledby="checkout-trade-show-title">
      <h2 id="checkout-trade-show-title" className={styles.sectionTitle}>
        {t("checkoutPage.tradeShow.title")}
      </h2>
      <p className={styles.hint}>{t("checkoutPage.tradeShow.intro")}</p>
      <form
        className={styles.tradeShowForm}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.commit();
        }}
      >
        <fieldset
          role="radiogroup"
          className={styles.radios}
          aria-describedby={destinationError ? `${id}-destination-error` : undefined}
          aria-required="true"
          aria-invalid={destinationError ? true : undefined}
        >
          <legend className={styles.legend}>
            {t("checkoutPage.tradeShow.destination")} <span className={styles.labelNote}>({t("checkoutPage.required")})</span>
          </legend>
          {TRADE_SHOW_DESTINATIONS.map((destination) => (
            <label key={destination} className={styles.radio}>
              <input
                type="radio"
                name="tradeShowDestination"
                value={destination}
                checked={form.values.tradeShowDestination === destination}
                onChange={() => form.setField("tradeShowDestination", destination)}
                onBlur={() => form.touch("tradeShowDestination")}
                disabled={disabled}
              />
              {t(TRADE_SHOW_DESTINATION_LABELS[destination])}
            </label>
          ))}
          {destinationError ? (
            <p id={`${id}-destination-error`} className={styles.fieldError}>
              {destinationError}
            </p>
          ) : null}
        </fieldset>
        <p className={styles.hint}>{t("checkoutPage.tradeShow.country", { country: countryName })}</p>
        <div className={styles.formGrid}>
          {TEXT_FIELDS.map((spec) => {
            const fieldId = `${id}-${spec.field}`;
            const error = form.errors[spec.field] ?? null;
            return (
              <div key={spec.field} className={styles.field}>
                <FieldLabel htmlFor={fieldId} text={t(spec.label)} required={spec.required} />
                <input
                  id={fieldId}
                  name={spec.field}
                  className={styles.input}
                  value={form.values[spec.field] ?? ""}
                  onChange={(e) => form.setField(spec.field, e.target.value)}
                  onBlur={() => form.touch(spec.field)}
                  aria-invalid={error ? true : undefined}
                  aria-required={spec.required}
                  aria-describedby={describedBy(fieldId, Boolean(spec.hint), error)}
                  autoComplete={spec.autoComplete}
                  inputMode={spec.inputMode}
                  placeholder={spec.placeholder}
                  disabled={disabled}
                />
                <FieldMessages id={fieldId} hint={spec.hint ? t(spec.hint) : undefined} error={error} />
              </div>
            );
          })}
        </div>
        <div className={styles.sectionActions}>
          <Button type="submit" variant="secondary" isDisabled={disabled}>
            {t("checkoutPage.tradeShow.save")}
          </Button>
          <p role="status" className={form.status === "failed" ? styles.fieldError : styles.hint}>
            {form.status === "saved" ? t("checkoutPage.tradeShow.saved") : form.status === "failed" ? t("checkoutPage.tradeShow.failed") : ""}
          </p>
        </div>
      </form>
    </section>
  );
}
