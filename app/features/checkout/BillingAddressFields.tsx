import type { ReactNode } from "react";
import { useRootData } from "../../root-data.ts";
import { useT } from "../../i18n.ts";
import { Alert } from "../../components/ui/Alert.tsx";
import { addressTexts, type AddressTextKey } from "#domain/addresses/address-texts.ts";
import { countryOptions } from "#domain/addresses/countries.ts";
import { billingFieldId, type BillingAddress, type BillingField } from "./use-billing-address.ts";
import { useFocusWhenEnabled } from "./use-focus-request.ts";
import styles from "./checkout.module.css";

interface TextFieldSpec {
  field: Exclude<BillingField, "country" | "region">;
  label: AddressTextKey;
  autoComplete: string;
}

const NAME_FIELDS: readonly TextFieldSpec[] = [
  { field: "firstName", label: "form.firstName", autoComplete: "billing given-name" },
  { field: "lastName", label: "form.lastName", autoComplete: "billing family-name" },
];
const STREET_FIELDS: readonly TextFieldSpec[] = [
  { field: "line1", label: "form.line1", autoComplete: "billing address-line1" },
  { field: "postalCode", label: "form.postcode", autoComplete: "billing postal-code" },
  { field: "city", label: "form.townCity", autoComplete: "billing address-level2" },
];

/**
 * The card form's billing address (shopping-flow §3, §5): 'use filled address' takes the delivery
 * address; unticked, first and last name, country, line 1, postal code, city and (where the
 * country has regions) the region, with the address book's labels, countries and regions.
 */
export function BillingAddressFields({ billing, disabled }: { billing: BillingAddress; disabled: boolean }) {
  const t = useT();
  const { shell } = useRootData();
  const texts = addressTexts(shell.language);
  useFocusWhenEnabled(billing.focusRequest, disabled);

  const wrap = (field: BillingField, label: string, control: ReactNode) => (
    <div key={field} className={styles.field}>
      <label htmlFor={billingFieldId(field)} className={styles.label}>
        {label}
        {/* Every billing field is required, marked as in the address form. */}
        <span aria-hidden="true"> *</span>
      </label>
      {control}
      {billing.problems[field] ? (
        <p id={`${billingFieldId(field)}-error`} className={styles.fieldError}>
          {billing.problems[field]}
        </p>
      ) : null}
    </div>
  );
  const invalid = (field: BillingField) =>
    billing.problems[field] ? { "aria-invalid": true as const, "aria-describedby": `${billingFieldId(field)}-error` } : {};

  const input = (spec: TextFieldSpec) =>
    wrap(
      spec.field,
      texts[spec.label],
      <input
        id={billingFieldId(spec.field)}
        className={styles.input}
        value={billing.values[spec.field]}
        onChange={(e) => billing.set(spec.field, e.target.value)}
        autoComplete={spec.autoComplete}
        aria-required="true"
        disabled={disabled}
        {...invalid(spec.field)}
      />,
    );

  const select = (field: "country" | "region", label: string, autoComplete: string, options: readonly { isocode: string; name: string }[], placeholder?: string) =>
    wrap(
      field,
      label,
      <select
        id={billingFieldId(field)}
        className={styles.select}
        value={billing.values[field]}
        onChange={(e) => billing.set(field, e.target.value)}
        autoComplete={autoComplete}
        aria-required="true"
        disabled={disabled}
        {...invalid(field)}
      >
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.isocode} value={o.isocode}>
            {o.name}
          </option>
        ))}
      </select>,
    );

  return (
    <fieldset className={styles.billing}>
      <legend className={styles.legend}>{t("checkoutPage.billing.title")}</legend>
      <label className={styles.checkboxRow}>
        <input
          id={billingFieldId("useFilledAddress")}
          type="checkbox"
          checked={billing.useFilledAddress}
          onChange={(e) => billing.setUseFilledAddress(e.target.checked)}
          disabled={disabled}
        />
        {t("checkoutPage.billing.useFilled")}
      </label>
      {billing.notice && !billing.useFilledAddress ? <Alert tone="error">{billing.notice}</Alert> : null}
      {billing.useFilledAddress ? null : <p className={styles.hint}>{texts["form.requiredNote"]}</p>}
      {billing.useFilledAddress ? null : (
        <div className={styles.cardGrid}>
          {NAME_FIELDS.map(input)}
          {select("country", texts["form.countryIso"], "billing country", countryOptions(shell.language))}
          {STREET_FIELDS.map(input)}
          {billing.regionsLoading ? (
            <p className={styles.hint} role="status">
              {texts["form.regionsLoading"]}
            </p>
          ) : billing.regions.length > 0 ? (
            select("region", texts["form.regionIso"], "billing address-level1", billing.regions, texts["form.regionIso.choose"])
          ) : null}
        </div>
      )}
    </fieldset>
  );
}
