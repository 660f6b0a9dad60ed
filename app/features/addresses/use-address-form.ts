import { useState, type FormEvent } from "react";
import { formatPhone } from "../../../domain/phone-masks.ts";
import type { AddressView } from "../../../server/modules/addresses/address-view.ts";
import type { AddressFormField, AddressFormValues } from "#domain/addresses/AddressForm.tsx";
import { addressApi, postLookup, type AddressApiContext } from "./address-api.ts";
import { checkOutcome, type CheckSuggestion } from "./address-check.ts";
import { formValuesOf } from "#domain/addresses/address-form-values.ts";
import { lookupFormPatch, parseAddressLines } from "./address-lookup.ts";
import { useRegions } from "./use-regions.ts";
import { addressProblems, normaliseAddressFields } from "#domain/addresses/address-rules.ts";
import { addressText, type AddressTexts } from "#domain/addresses/address-texts.ts";
import { useAddressLookup } from "./use-address-lookup.ts";

type FieldErrors = Partial<Record<AddressFormField, string>>;

/** What the form is waiting for: the address check, the save, or a suggestion's address. */
export type FormPhase = "idle" | "checking" | "saving" | "fillingSuggestion";

export interface SuggestionsState {
  items: CheckSuggestion[];
  /** Loading the chosen suggestion failed: the modal says so and stays open. */
  failed: boolean;
}

/** The id of the lookup's listbox in a form whose ids start with `idPrefix`. */
export const lookupListId = (idPrefix: string) => `${idPrefix}-lookup`;

/** The phone as its mask writes it (account-and-ordering §5); an empty phone stays empty. */
const masked = (phoneCountry: string, phone: string) => (phone === "" ? "" : formatPhone(phoneCountry, phone));

/**
 * State of the popup's address form: the values, the country's regions (reloaded from
 * `/checkout/regions` when the country changes), the rules of account-and-ordering §5 checked as
 * the shopper types (Save disabled while invalid; a field's problem shown once it was left), the
 * phone written in its country's mask, the address lookup on line 1 when the feature flag is on,
 * and saving: `validateAddressForm` first (field errors, or suggestions for the confirm modal),
 * then the save, whose field errors are shown too.
 */
export function useAddressForm({
  api,
  editing,
  defaultCountry,
  texts,
  lookupEnabled,
  idPrefix,
  onSaved,
}: {
  api: AddressApiContext;
  editing: AddressView | null;
  defaultCountry: string;
  texts: AddressTexts;
  lookupEnabled: boolean;
  /** The form's ids start with it (the lookup's combobox is `{idPrefix}-line1`, its list `{idPrefix}-lookup`). */
  idPrefix: string;
  onSaved: (saved: AddressView) => void;
}) {
  const [values, setValues] = useState<AddressFormValues>(() => formValuesOf(editing, editing?.country.isocode ?? defaultCountry));
  const [left, setLeft] = useState<ReadonlySet<AddressFormField>>(() => new Set());
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [phase, setPhase] = useState<FormPhase>("idle");
  const [suggestions, setSuggestions] = useState<SuggestionsState | null>(null);
  const country = values.countryIso;
  const { regions: regionList, loading: regionsLoading } = useRegions(api, country, (message) => setSummary(message ?? texts["alert.failed"]));
  const problems = regionsLoading ? null : addressProblems(normaliseAddressFields(values), regionList.map((r) => r.isocode));

  const errors: FieldErrors = {};
  for (const p of problems ?? []) if (left.has(p.field)) errors[p.field] = addressText(texts, p.key, p.params);
  Object.assign(errors, serverErrors);

  /** Fills the fields of an address of the service (the region is the country's match); their old server errors go. */
  const fillFromLines = (lines: readonly string[]) => {
    const patch = lookupFormPatch(lines, regionList);
    setServerErrors(({ line1: _l1, line2: _l2, townCity: _t, regionIso: _r, postcode: _p, ...rest }) => rest);
    setValues((prev) => ({ ...prev, ...patch }));
    return patch;
  };

  const lookup = useAddressLookup({ api, enabled: lookupEnabled, inputId: `${idPrefix}-line1`, listId: lookupListId(idPrefix), countryIso: country, onAddress: fillFromLines });

  const onFieldChange = (field: AddressFormField, value: string | boolean) => {
    setServerErrors(({ [field]: _dropped, ...rest }) => rest);
    if (field === "defaultAddress") return setValues((prev) => ({ ...prev, defaultAddress: value === true }));
    const text = String(value);
    if (field === "line1") lookup.input({ line1: text, postcode: values.postcode, countryIso: values.countryIso });
    if (field === "countryIso") lookup.reset();
    setValues((prev) => {
      switch (field) {
        case "phone":
          return { ...prev, phone: masked(prev.phoneCountry || prev.countryIso, text) };
        case "phoneCountry":
          return { ...prev, phoneCountry: text, phone: masked(text, prev.phone) };
        case "countryIso": {
          // A new country: its own regions, and the phone follows it unless it was set apart.
          const phoneCountry = prev.phoneCountry === prev.countryIso ? text : prev.phoneCountry;
          return { ...prev, countryIso: text, regionIso: "", phoneCountry, phone: masked(phoneCountry, prev.phone) };
        }
        default:
          return { ...prev, [field]: text };
      }
    });
  };

  const onFieldBlur = (field: AddressFormField) => {
    if (field === "line1") lookup.close();
    setLeft((prev) => (prev.has(field) ? prev : new Set(prev).add(field)));
  };

  const save = async (toSave: AddressFormValues) => {
    setPhase("saving");
    const answer = await addressApi.save(api, toSave);
    setPhase("idle");
    if (answer.ok) return onSaved(answer.body);
    setServerErrors(Object.fromEntries(answer.errors.map((e) => [e.field, e.message])));
    setSummary(answer.message ?? texts["alert.failed"]);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!problems || problems.length > 0 || phase !== "idle") return;
    setSummary(null);
    lookup.close();
    setPhase("checking");
    const submitted = values;
    void addressApi.check(api, submitted).then((answer) => {
      const outcome = checkOutcome(answer);
      switch (outcome.kind) {
        case "errors":
          setPhase("idle");
          setServerErrors(Object.fromEntries(outcome.errors.map((e) => [e.field, e.message])));
          setSummary(outcome.message ?? texts["alert.invalid"]);
          return;
        case "suggestions":
          setPhase("idle");
          setSuggestions({ items: outcome.items, failed: false });
          return;
        case "save":
          return save(submitted);
      }
    });
  };

  /** The confirm modal's choice: a suggestion fills the form and is saved; null keeps the address as typed. */
  const confirmSuggestion = (chosen: CheckSuggestion | null) => {
    if (phase !== "idle") return;
    if (chosen === null) {
      setSuggestions(null);
      void save(values);
      return;
    }
    setPhase("fillingSuggestion");
    void postLookup(api, { method: "GetAddress", countryId: values.countryIso, moniker: chosen.moniker }, new AbortController().signal)
      .then(parseAddressLines, () => null)
      .then((lines) => {
        if (!lines) {
          setPhase("idle");
          setSuggestions((prev) => (prev ? { ...prev, failed: true } : prev));
          return;
        }
        const filled = { ...values, ...fillFromLines(lines) };
        setSuggestions(null);
        return save(filled);
      });
  };

  return {
    values,
    regions: regionList,
    regionsLoading,
    errors,
    summary,
    phase,
    submitting: phase !== "idle",
    canSubmit: problems !== null && problems.length === 0,
    lookup: lookupEnabled ? lookup : null,
    suggestions,
    confirmSuggestion,
    /** Closing the confirm modal goes back to the form, nothing saved. */
    dismissSuggestions: () => setSuggestions(null),
    onFieldChange,
    onFieldBlur,
    onSubmit,
  };
}
