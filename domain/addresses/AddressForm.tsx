import type { FormEvent, KeyboardEvent, ReactNode } from "react";
import { OTHER_PHONE_MASK, OTHER_PHONE_MAX_DIGITS, phoneMaskOf } from "../phone-masks.ts";
import type { AddressField, AddressFields } from "./address-rules.ts";
import { addressText, type AddressTextKey, type AddressTexts } from "./address-texts.ts";
import type { Region } from "./countries.ts";

export interface AddressFormValues extends AddressFields {
  addressCode: string;
  defaultAddress: boolean;
}

/** Class names of the form's parts: the popup passes its CSS module's; the HTML fragment keeps these plain ones. */
export interface AddressFormClasses {
  form: string;
  title: string;
  note: string;
  summary: string;
  field: string;
  label: string;
  input: string;
  hint: string;
  error: string;
  checkbox: string;
  actions: string;
  submit: string;
  cancel: string;
}

const PLAIN_CLASSES: AddressFormClasses = {
  form: "address-form",
  title: "address-form-title",
  note: "address-form-note",
  summary: "address-form-summary",
  field: "address-form-field",
  label: "address-form-label",
  input: "address-form-input",
  hint: "address-form-hint",
  error: "address-form-error",
  checkbox: "address-form-checkbox",
  actions: "address-form-actions",
  submit: "address-form-submit",
  cancel: "address-form-cancel",
};

export type AddressFormField = AddressField | "defaultAddress";

/** The address lookup on line 1 (service-and-support §4, §5): the popup's, when the feature flag is on. */
export interface AddressFormLookup {
  /** ARIA 1.2 combobox attributes for the line 1 input. */
  combobox: {
    role: "combobox";
    "aria-autocomplete": "list";
    "aria-expanded": boolean;
    "aria-controls": string;
    "aria-activedescendant": string | undefined;
  };
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** Ids of what describes line 1 besides its error (the hint, the list's red message). */
  describedBy: readonly string[];
  /** Shown under line 1: the hint, the suggestion list or its red message, the partial-address alert. */
  panel: ReactNode;
}

export interface AddressFormProps {
  /** `{context}/my-account/address/save` */
  action: string;
  csrfToken: string;
  texts: AddressTexts;
  countries: readonly { isocode: string; name: string }[];
  /** The chosen country's regions; none: no region select. */
  regions: readonly Region[];
  values: AddressFormValues;
  /** The address is the book's default already: the checkbox shows it, ticked and fixed. */
  isDefault: boolean;
  /** Messages per field (shown under it, the field marked invalid). */
  errors: Partial<Record<AddressFormField, string>>;
  /** A message above the form, announced at once (the server's answer to an invalid post). */
  summary?: string | null;
  /** Where a browser form post goes after saving (a path of the same site). */
  redirect?: string | null;
  idPrefix: string;
  classes?: Partial<AddressFormClasses>;
  /** Interactive use (the popup): the form is controlled and checked as the shopper types. */
  onFieldChange?: (field: AddressFormField, value: string | boolean) => void;
  onFieldBlur?: (field: AddressFormField) => void;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  onCancel?: () => void;
  /** Save is disabled while the form is invalid (account-and-ordering §5). */
  canSubmit?: boolean;
  submitting?: boolean;
  /** The submit button's text while `submitting` (default: saving). */
  submittingLabel?: string;
  regionsLoading?: boolean;
  lookup?: AddressFormLookup | null;
}

interface TextInputSpec {
  field: AddressField;
  label: AddressTextKey;
  autoComplete: string;
  required: boolean;
  type?: "text" | "tel";
}

const NAME_INPUTS: readonly TextInputSpec[] = [
  { field: "firstName", label: "form.firstName", autoComplete: "shipping given-name", required: true },
  { field: "lastName", label: "form.lastName", autoComplete: "shipping family-name", required: true },
  { field: "companyName", label: "form.companyName", autoComplete: "shipping organization", required: false },
];

const STREET_INPUTS: readonly TextInputSpec[] = [
  { field: "line1", label: "form.line1", autoComplete: "shipping address-line1", required: true },
  { field: "line2", label: "form.line2", autoComplete: "shipping address-line2", required: false },
  { field: "townCity", label: "form.townCity", autoComplete: "shipping address-level2", required: true },
];

const POSTCODE_INPUT: TextInputSpec = { field: "postcode", label: "form.postcode", autoComplete: "shipping postal-code", required: true };
const PHONE_INPUT: TextInputSpec = { field: "phone", label: "form.phone", autoComplete: "shipping tel", required: false, type: "tel" };

/**
 * The address form (shopping-flow §3, account-and-ordering §5). One component for both uses: the
 * popup renders it as a controlled form, and `GET {context}/my-account/addressform` renders it to
 * HTML on the server, where it posts as a plain form. Plain markup and props only: no styles
 * imported, no router or i18n context needed.
 */
export function AddressForm(props: AddressFormProps) {
  const { texts, values, errors, idPrefix, onFieldChange, onFieldBlur } = props;
  const cls = { ...PLAIN_CLASSES, ...props.classes };
  const interactive = onFieldChange !== undefined;
  const id = (field: AddressFormField) => `${idPrefix}-${field}`;
  const errorId = (field: AddressFormField) => `${idPrefix}-${field}-error`;

  const hintId = (field: AddressFormField) => `${idPrefix}-${field}-hint`;
  const lookup = interactive ? (props.lookup ?? null) : null;

  const phoneMask = phoneMaskOf(values.phoneCountry || values.countryIso);
  const hints: Partial<Record<AddressFormField, string>> = {
    phone: phoneMask === OTHER_PHONE_MASK ? addressText(texts, "form.phoneHintDigits", { max: OTHER_PHONE_MAX_DIGITS }) : addressText(texts, "form.phoneHint", { format: phoneMask }),
  };

  const describedBy = (field: AddressFormField) => {
    const ids = [errors[field] ? errorId(field) : null, hints[field] ? hintId(field) : null, ...(field === "line1" && lookup ? lookup.describedBy : [])].filter(Boolean);
    return ids.length > 0 ? ids.join(" ") : undefined;
  };

  const errorProps = (field: AddressFormField) => ({
    ...(errors[field] ? { "aria-invalid": true as const } : {}),
    "aria-describedby": describedBy(field),
  });

  const bind = (field: AddressField) =>
    interactive
      ? { value: values[field], onChange: (e: { currentTarget: { value: string } }) => onFieldChange(field, e.currentTarget.value), onBlur: () => onFieldBlur?.(field) }
      : { defaultValue: values[field] };

  const wrap = (field: AddressFormField, label: string, required: boolean, control: ReactNode) => (
    <div key={field} className={cls.field} data-invalid={errors[field] ? true : undefined}>
      <label className={cls.label} htmlFor={id(field)}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {control}
      {hints[field] ? (
        <p id={hintId(field)} className={cls.hint}>
          {hints[field]}
        </p>
      ) : null}
      {field === "line1" && lookup ? lookup.panel : null}
      {errors[field] ? (
        <p id={errorId(field)} className={cls.error}>
          {errors[field]}
        </p>
      ) : null}
    </div>
  );

  const textInput = (spec: TextInputSpec) => {
    const looksUp = spec.field === "line1" && lookup !== null;
    return wrap(
      spec.field,
      texts[spec.label],
      spec.required,
      <input
        id={id(spec.field)}
        name={spec.field}
        type={spec.type ?? "text"}
        className={cls.input}
        // The lookup's list replaces the browser's own suggestions on line 1.
        autoComplete={looksUp ? "off" : spec.autoComplete}
        required={spec.required}
        {...bind(spec.field)}
        {...errorProps(spec.field)}
        {...(looksUp ? { ...lookup.combobox, onKeyDown: lookup.onKeyDown } : {})}
      />,
    );
  };

  const countrySelect = (field: "countryIso" | "phoneCountry", label: AddressTextKey, autoComplete: string) =>
    wrap(
      field,
      texts[label],
      field === "countryIso",
      <select id={id(field)} name={field} className={cls.input} autoComplete={autoComplete} required={field === "countryIso"} {...bind(field)} {...errorProps(field)}>
        {props.countries.map((c) => (
          <option key={c.isocode} value={c.isocode}>
            {c.name}
          </option>
        ))}
      </select>,
    );

  const regionSelect = () => {
    if (props.regionsLoading) {
      return (
        <p key="regionIso" className={cls.note} role="status">
          {texts["form.regionsLoading"]}
        </p>
      );
    }
    if (props.regions.length === 0) return null;
    return wrap(
      "regionIso",
      texts["form.regionIso"],
      true,
      <select id={id("regionIso")} name="regionIso" className={cls.input} autoComplete="shipping address-level1" required {...bind("regionIso")} {...errorProps("regionIso")}>
        <option value="">{texts["form.regionIso.choose"]}</option>
        {props.regions.map((r) => (
          <option key={r.isocode} value={r.isocode}>
            {r.name}
          </option>
        ))}
      </select>,
    );
  };

  const defaultChecked = props.isDefault || values.defaultAddress;
  const titleId = `${idPrefix}-title`;
  return (
    <form className={cls.form} method="post" action={props.action} aria-labelledby={titleId} noValidate={interactive} onSubmit={props.onSubmit}>
      <h2 id={titleId} className={cls.title}>
        {values.addressCode ? texts["form.title.edit"] : texts["form.title.add"]}
      </h2>
      {props.summary ? (
        <p id={`${idPrefix}-summary`} className={cls.summary} role="alert">
          {props.summary}
        </p>
      ) : null}
      <p className={cls.note}>{texts["form.requiredNote"]}</p>
      <input type="hidden" name="CSRFToken" value={props.csrfToken} />
      <input type="hidden" name="addressCode" value={values.addressCode} />
      {props.redirect ? <input type="hidden" name="redirect" value={props.redirect} /> : null}
      {NAME_INPUTS.map(textInput)}
      {countrySelect("countryIso", "form.countryIso", "shipping country")}
      {STREET_INPUTS.map(textInput)}
      {regionSelect()}
      {textInput(POSTCODE_INPUT)}
      {textInput(PHONE_INPUT)}
      {countrySelect("phoneCountry", "form.phoneCountry", "off")}
      <div className={cls.checkbox}>
        <input
          id={id("defaultAddress")}
          type="checkbox"
          name="defaultAddress"
          value="true"
          disabled={props.isDefault}
          {...(interactive ? { checked: defaultChecked, onChange: (e: { currentTarget: { checked: boolean } }) => onFieldChange("defaultAddress", e.currentTarget.checked) } : { defaultChecked })}
          {...errorProps("defaultAddress")}
        />
        <label htmlFor={id("defaultAddress")}>{texts["form.defaultAddress"]}</label>
        {errors.defaultAddress ? (
          <p id={errorId("defaultAddress")} className={cls.error}>
            {errors.defaultAddress}
          </p>
        ) : null}
      </div>
      <div className={cls.actions}>
        <button type="submit" className={cls.submit} disabled={props.canSubmit === false || props.submitting}>
          {props.submitting ? (props.submittingLabel ?? texts["form.saving"]) : texts["form.save"]}
        </button>
        {props.onCancel ? (
          <button type="button" className={cls.cancel} onClick={props.onCancel}>
            {texts["form.cancel"]}
          </button>
        ) : null}
      </div>
    </form>
  );
}
