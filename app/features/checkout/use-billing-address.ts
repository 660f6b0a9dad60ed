import { useCallback, useState } from "react";
import { validateBillingAddress, type BillingAddressInput } from "#domain/delivery-address.ts";
import { useT } from "../../i18n.ts";
import type { Region } from "../../../server/modules/addresses/regions.ts";
import { useRegions } from "../addresses/use-regions.ts";
import type { BillingAddressBody, CheckoutApi, FieldError } from "./checkout-api.ts";
import { useFocusRequest, type FocusRequest } from "./use-focus-request.ts";

export type BillingField = keyof BillingAddressInput;

export interface BillingAddress {
  useFilledAddress: boolean;
  setUseFilledAddress: (use: boolean) => void;
  values: Required<BillingAddressInput>;
  set: (field: BillingField, value: string) => void;
  regions: readonly Region[];
  regionsLoading: boolean;
  /** Messages per field, shown under it (the field marked invalid). */
  problems: Partial<Record<BillingField, string>>;
  /** A message above the fields: the regions could not be loaded. */
  notice: string | null;
  /** Checks the address with the server's rule; shows and focuses the first problem and answers null, or the body to send. */
  check: () => BillingAddressBody | null;
  /** The placement's refusal named billing fields (`billingAddress.<field>`): show them. */
  showServerErrors: (errors: readonly FieldError[]) => void;
  /** The first field with a problem, to be focused once the form is enabled again. */
  focusRequest: FocusRequest | null;
}

export const billingFieldId = (field: BillingField | "useFilledAddress") => `billing-${field}`;

const BILLING_FIELDS: readonly BillingField[] = ["firstName", "lastName", "country", "line1", "postalCode", "city", "region"];

function isBillingField(field: string): field is BillingField {
  return (BILLING_FIELDS as readonly string[]).includes(field);
}

/**
 * The billing address of the card form (shopping-flow §3, §5): 'use filled address' (ticked when
 * there is a delivery address) sends the delivery address; otherwise the fields are required,
 * with the region select when the country has regions (`POST {context}/checkout/regions`).
 */
export function useBillingAddress(api: CheckoutApi, defaultCountry: string, hasDeliveryAddress: boolean): BillingAddress {
  const t = useT();
  const [useFilledAddress, setUseFilledAddress] = useState(hasDeliveryAddress);
  const [values, setValues] = useState<Required<BillingAddressInput>>({ firstName: "", lastName: "", country: defaultCountry, line1: "", postalCode: "", city: "", region: "" });
  const [problems, setProblems] = useState<Partial<Record<BillingField, string>>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [focusRequest, requestFocus] = useFocusRequest();
  const { regions, loading } = useRegions(api, useFilledAddress ? "" : values.country, (message) => setNotice(message ?? t("checkoutPage.billing.regionsFailed")));

  const set = useCallback((field: BillingField, value: string) => {
    // A new country has its own regions.
    setValues((prev) => (field === "country" ? { ...prev, country: value, region: "" } : { ...prev, [field]: value }));
    setProblems((prev) => (prev[field] ? { ...prev, [field]: undefined } : prev));
  }, []);

  const check = useCallback((): BillingAddressBody | null => {
    if (useFilledAddress) return { ...values, useFilledAddress: true };
    const found = validateBillingAddress(values, { useFilledAddress: false, regionCodes: regions.map((r) => r.isocode) });
    if (found.length === 0 && !loading) return { ...values, useFilledAddress: false };
    setProblems(Object.fromEntries(found.map((p) => [p.field, t(p.messageKey)])));
    const first = found[0]?.field;
    if (first && isBillingField(first)) requestFocus(billingFieldId(first));
    return null;
  }, [loading, regions, requestFocus, t, useFilledAddress, values]);

  const showServerErrors = useCallback((errors: readonly FieldError[]) => {
    const named = errors.flatMap((e) => {
      const field = e.field.replace(/^billingAddress\./, "");
      return e.field.startsWith("billingAddress.") && isBillingField(field) ? [[field, e.message] as const] : [];
    });
    if (named.length > 0) setProblems(Object.fromEntries(named));
    const first = named[0]?.[0];
    if (first) requestFocus(billingFieldId(first));
  }, [requestFocus]);

  return {
    useFilledAddress,
    setUseFilledAddress: (use) => {
      setUseFilledAddress(use);
      setProblems({});
    },
    values,
    set,
    regions,
    regionsLoading: loading,
    problems,
    notice,
    check,
    showServerErrors,
    focusRequest,
  };
}
