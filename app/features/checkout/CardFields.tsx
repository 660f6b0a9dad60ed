import { cardTypeNeedsStartDate, type CardField } from "#domain/card-form.ts";
import { Alert } from "../../components/ui/Alert.tsx";
import { useT } from "../../i18n.ts";
import { BillingAddressFields } from "./BillingAddressFields.tsx";
import { CARD_TYPES } from "./card-entry.ts";
import type { BillingAddress } from "./use-billing-address.ts";
import { useFocusWhenEnabled } from "./use-focus-request.ts";
import { CARD_ALERT_ID, cardFieldId, type CardForm } from "./use-card-form.ts";
import styles from "./checkout.module.css";

interface FieldSpec {
  field: CardField;
  label:
    | "checkoutPage.card.number"
    | "checkoutPage.card.expiry"
    | "checkoutPage.card.securityCode"
    | "checkoutPage.card.holder"
    | "checkoutPage.card.startDate"
    | "checkoutPage.card.issueNumber";
  autoComplete: string;
  inputMode?: "numeric";
  required: boolean;
}

const FIELDS: readonly FieldSpec[] = [
  { field: "cardNumber", label: "checkoutPage.card.number", autoComplete: "cc-number", inputMode: "numeric", required: true },
  { field: "expiry", label: "checkoutPage.card.expiry", autoComplete: "cc-exp", inputMode: "numeric", required: true },
  { field: "securityCode", label: "checkoutPage.card.securityCode", autoComplete: "cc-csc", inputMode: "numeric", required: true },
  { field: "holder", label: "checkoutPage.card.holder", autoComplete: "cc-name", required: true },
];

const START_FIELDS: readonly FieldSpec[] = [
  { field: "startDate", label: "checkoutPage.card.startDate", autoComplete: "off", inputMode: "numeric", required: true },
  { field: "issueNumber", label: "checkoutPage.card.issueNumber", autoComplete: "off", inputMode: "numeric", required: false },
];

/**
 * The card form (shopping-flow §3, §5): number in groups of 4, MM/YY, security code, holder,
 * start date and issue number for card type 024, and the billing address. Loaded only when card
 * payment is chosen.
 * Each problem is shown on its field, which is marked invalid; a result code's message also
 * shows in a warning alert (§8).
 */
export default function CardFields({
  form,
  billing,
  disabled,
  formId,
  saveCard,
}: {
  form: CardForm;
  billing: BillingAddress;
  disabled: boolean;
  formId: string;
  /** "Save this card" (decision 0029): the provider keeps the card for the next orders. */
  saveCard?: { checked: boolean; onChange: (checked: boolean) => void };
}) {
  const t = useT();
  // The field a result code names is highlighted and focused (shopping-flow §8).
  useFocusWhenEnabled(form.focusRequest, disabled);
  const input = (spec: FieldSpec) => {
    const id = cardFieldId(spec.field);
    const problem = form.problems[spec.field];
    return (
      <div key={spec.field} className={`${styles.field} ${styles[`card_${spec.field}`] ?? ""}`}>
        <label htmlFor={id} className={styles.label}>
          {t(spec.label)}
          {spec.required ? null : <span className={styles.labelNote}> ({t("checkoutPage.optional")})</span>}
        </label>
        <input
          id={id}
          className={styles.input}
          value={form.values[spec.field]}
          onChange={(e) => form.set(spec.field, e.target.value)}
          autoComplete={spec.autoComplete}
          inputMode={spec.inputMode}
          aria-required={spec.required}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          disabled={disabled}
        />
        {problem ? (
          <p id={`${id}-error`} className={styles.fieldError}>
            {problem}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <fieldset className={styles.cardForm}>
      <legend className={styles.legend}>{t("checkoutPage.card.title")}</legend>
      <p className={styles.hint}>{t("checkoutPage.card.note")}</p>
      {form.alert ? (
        <div id={CARD_ALERT_ID} tabIndex={-1} className={styles.alertFocus}>
          <Alert tone="warning">{form.alert}</Alert>
        </div>
      ) : null}
      <div className={styles.field}>
        <label htmlFor="card-type" className={styles.label}>
          {t("checkoutPage.card.type")}
        </label>
        <select id="card-type" className={styles.select} value={form.values.cardType} onChange={(e) => form.set("cardType", e.target.value)} disabled={disabled}>
          {CARD_TYPES.map((type) => (
            <option key={type.code} value={type.code}>
              {type.name}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.cardGrid}>
        {FIELDS.map(input)}
        {cardTypeNeedsStartDate(form.values.cardType) ? START_FIELDS.map(input) : null}
      </div>
      {saveCard ? (
        <>
          <label className={styles.checkboxRow}>
            <input type="checkbox" checked={saveCard.checked} onChange={(e) => saveCard.onChange(e.target.checked)} disabled={disabled} aria-describedby="card-save-hint" />
            {t("checkoutPage.savedCards.save")}
          </label>
          <p id="card-save-hint" className={styles.hint}>
            {t("checkoutPage.savedCards.saveHint")}
          </p>
        </>
      ) : null}
      <BillingAddressFields billing={billing} disabled={disabled} />
      {/* The token object, in the Complete-order form (shopping-flow §3). */}
      {form.token ? (
        <>
          <input type="hidden" form={formId} name="card.token" value={form.token.token} />
          <input type="hidden" form={formId} name="card.maskedCardNo" value={form.token.maskedCardNo} />
          <input type="hidden" form={formId} name="card.toBeExpiredAt" value={form.token.toBeExpiredAt} />
          <input type="hidden" form={formId} name="card.isSecurityCodeSet" value={String(form.token.isSecurityCodeSet)} />
        </>
      ) : null}
    </fieldset>
  );
}
