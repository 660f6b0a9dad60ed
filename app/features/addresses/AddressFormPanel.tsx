import { useEffect, useId } from "react";
import type { AddressView } from "../../../server/modules/addresses/address-view.ts";
import ui from "../../components/ui/ui.module.css";
import { useT } from "../../i18n.ts";
import { AddressForm, type AddressFormClasses } from "#domain/addresses/AddressForm.tsx";
import { addressFormLookup } from "./AddressLookupPanel.tsx";
import { AddressSuggestionsDialog } from "./AddressSuggestionsDialog.tsx";
import type { AddressApiContext } from "./address-api.ts";
import { addressTexts } from "#domain/addresses/address-texts.ts";
import { countryOptions } from "#domain/addresses/countries.ts";
import { lookupListId, useAddressForm } from "./use-address-form.ts";
import styles from "./address-popup.module.css";

/** The popup's look of the address form (the address book page uses it too). */
export const FORM_CLASSES: Partial<AddressFormClasses> = {
  form: styles.form,
  title: styles.formTitle,
  note: styles.note,
  summary: `${ui.alert} ${ui.alertError}`,
  field: ui.field,
  label: ui.label,
  input: `${ui.input} ${styles.formInput}`,
  error: ui.fieldError,
  checkbox: styles.checkbox,
  actions: styles.formActions,
  submit: `${ui.button} ${ui.primary}`,
  cancel: `${ui.button} ${ui.secondary}`,
  hint: ui.description,
};

export interface AddressFormPanelProps {
  api: AddressApiContext;
  editing: AddressView | null;
  defaultCountry: string;
  language: Parameters<typeof addressTexts>[0];
  lookupEnabled: boolean;
  onSaved: (saved: AddressView) => void;
  onCancel: () => void;
}

/** The interactive address form (checked while typing, verified, suggestions): the popup's and the address book's. */
export function AddressFormPanel({ api, editing, defaultCountry, language, lookupEnabled, onSaved, onCancel }: AddressFormPanelProps) {
  const t = useT();
  const texts = addressTexts(language);
  const idPrefix = `address-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const form = useAddressForm({ api, editing, defaultCountry, texts, lookupEnabled, idPrefix, onSaved });
  useEffect(() => {
    document.getElementById(`${idPrefix}-firstName`)?.focus();
  }, [idPrefix]);
  // A refused save's message sits above the fields: bring it into view (it is announced as an alert).
  useEffect(() => {
    if (form.summary) document.getElementById(`${idPrefix}-summary`)?.scrollIntoView({ block: "center" });
  }, [form.summary, idPrefix]);
  const countries = countryOptions(language);
  const { values } = form;
  const entered = [
    values.line1,
    values.line2,
    values.townCity,
    [form.regions.find((r) => r.isocode === values.regionIso)?.name, values.postcode].filter(Boolean).join(" "),
    countries.find((c) => c.isocode === values.countryIso)?.name,
  ]
    .filter(Boolean)
    .join(", ");
  return (
    <>
      <AddressForm
        action={`${api.contextPath}/my-account/address/save`}
        csrfToken={api.csrfToken}
        texts={texts}
        countries={countries}
        regions={form.regions}
        values={values}
        isDefault={editing?.defaultAddress ?? false}
        errors={form.errors}
        summary={form.summary}
        idPrefix={idPrefix}
        classes={FORM_CLASSES}
        onFieldChange={form.onFieldChange}
        onFieldBlur={form.onFieldBlur}
        onSubmit={form.onSubmit}
        onCancel={onCancel}
        canSubmit={form.canSubmit}
        submitting={form.submitting}
        submittingLabel={form.phase === "checking" ? texts["form.checking"] : texts["form.saving"]}
        regionsLoading={form.regionsLoading}
        lookup={form.lookup ? addressFormLookup({ lookup: form.lookup, texts, listId: lookupListId(idPrefix), t }) : null}
      />
      <AddressSuggestionsDialog
        state={form.suggestions}
        entered={entered}
        texts={texts}
        busy={form.submitting}
        onChoose={form.confirmSuggestion}
        onDismiss={form.dismissSuggestions}
      />
    </>
  );
}
