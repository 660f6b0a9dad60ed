import { useCallback, useRef, useState } from "react";
import { formatPhone, formatTradeShowPostcode } from "#domain/phone-masks.ts";
import { checkTradeShowDelivery, TRADE_SHOW_FIELDS, type TradeShowDelivery, type TradeShowDeliveryInput } from "#domain/trade-show.ts";
import { useT } from "../../i18n.ts";
import { checkoutApi, type CheckoutApi } from "./checkout-api.ts";

export type TradeShowField = keyof TradeShowDeliveryInput;

export interface TradeShowForm {
  values: TradeShowDeliveryInput;
  /** Sets a field as typed; the phone and the post code are written into their masks. */
  setField: (field: TradeShowField, raw: string) => void;
  /** Shows the field's problem once it was left. */
  touch: (field: TradeShowField) => void;
  errors: Partial<Record<TradeShowField, string>>;
  /** The form passes the rule of domain/trade-show.ts (the Complete-order rule's "address form valid"). */
  valid: boolean;
  /** Checks and stores the form (the Save button, and before the order is placed); false when refused. */
  commit: () => Promise<boolean>;
  status: "idle" | "saved" | "failed";
}

const EMPTY: TradeShowDeliveryInput = {
  tradeShowDestination: "",
  firstName: "",
  lastName: "",
  companyName: "",
  line1: "",
  line2: "",
  townCity: "",
  postcode: "",
  phone: "",
  tradeShowSalesRepId: "",
};

const valuesOf = (delivery: TradeShowDelivery | null): TradeShowDeliveryInput => {
  if (!delivery) return EMPTY;
  const { countryIso: _country, ...values } = delivery;
  return values;
};

const isField = (name: string): name is TradeShowField => (TRADE_SHOW_FIELDS as readonly string[]).includes(name);

const key = (values: TradeShowDeliveryInput) => JSON.stringify(values);

/**
 * The trade-show delivery form (decision 0028): checked as typed with the domain's rule, phone
 * and post code masked while typing, stored with `POST checkout/simple/trade-show-delivery/set`
 * when saved and before the order is placed; the server's field errors show on their fields.
 */
export function useTradeShowForm(api: CheckoutApi, initial: TradeShowDelivery | null, countryIso: string, track: <T>(request: Promise<T>) => Promise<T>): TradeShowForm {
  const t = useT();
  const [values, setValues] = useState<TradeShowDeliveryInput>(() => valuesOf(initial));
  const [touched, setTouched] = useState<ReadonlySet<TradeShowField>>(new Set());
  const [serverErrors, setServerErrors] = useState<Partial<Record<TradeShowField, string>>>({});
  const [status, setStatus] = useState<TradeShowForm["status"]>("idle");
  const saved = useRef(initial ? key(valuesOf(initial)) : null);
  const current = useRef(values);

  const checked = checkTradeShowDelivery(values, { countryIso });
  const errors: Partial<Record<TradeShowField, string>> = { ...serverErrors };
  if (!checked.ok) {
    for (const { field, messageKey } of checked.errors) {
      if (isField(field) && touched.has(field) && !errors[field]) errors[field] = t(messageKey);
    }
  }

  const setField = useCallback(
    (field: TradeShowField, raw: string) => {
      const value = field === "phone" ? formatPhone(countryIso, raw, { tradeShow: true }) : field === "postcode" ? formatTradeShowPostcode(raw) : raw;
      const next = { ...current.current, [field]: value };
      current.current = next;
      setValues(next);
      setStatus("idle");
      setServerErrors(({ [field]: _gone, ...rest }) => rest);
    },
    [countryIso],
  );

  const touch = useCallback((field: TradeShowField) => setTouched((seen) => (seen.has(field) ? seen : new Set(seen).add(field))), []);

  const commit = useCallback(async (): Promise<boolean> => {
    const form = current.current;
    const check = checkTradeShowDelivery(form, { countryIso });
    if (!check.ok) {
      setTouched(new Set(TRADE_SHOW_FIELDS));
      setStatus("failed");
      return false;
    }
    if (saved.current === key(valuesOf(check.value))) return true;
    const answer = await track(checkoutApi.tradeShowDelivery(api, form));
    if (answer.ok) {
      const stored = valuesOf(answer.body);
      saved.current = key(stored);
      current.current = stored;
      setValues(stored);
      setServerErrors({});
      setStatus("saved");
      return true;
    }
    setServerErrors(Object.fromEntries(answer.errors.filter((e) => isField(e.field)).map((e) => [e.field, e.message])));
    setStatus("failed");
    return false;
  }, [api, countryIso, track]);

  return { values, setField, touch, errors, valid: checked.ok && Object.keys(serverErrors).length === 0, commit, status };
}
