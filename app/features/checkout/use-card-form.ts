import { useCallback, useState } from "react";
import {
  CARD_RESULT_SUCCESS,
  cardResultField,
  cardResultMessageKey,
  cardTypeNeedsStartDate,
  formatCardNumber,
  providerExpiryParts,
  SECURITY_CODE_LENGTH,
  stripSecurityCode,
  validateCardForm,
  type CardField,
} from "#domain/card-form.ts";
import { useT } from "../../i18n.ts";
import { requestJson, type CardToken } from "./checkout-api.ts";
import { cardTypeOfNumber, formatMonthYear } from "./card-entry.ts";
import { useFocusRequest, type FocusRequest } from "./use-focus-request.ts";

export interface CardValues {
  cardType: string;
  cardNumber: string;
  expiry: string;
  securityCode: string;
  holder: string;
  startDate: string;
  issueNumber: string;
}

const EMPTY: CardValues = { cardType: "001", cardNumber: "", expiry: "", securityCode: "", holder: "", startDate: "", issueNumber: "" };

export interface CardForm {
  values: CardValues;
  set: (field: keyof CardValues, raw: string) => void;
  /** Messages per field (highlighted), and the warning alert above the form. */
  problems: Partial<Record<CardField, string>>;
  alert: string | null;
  /** The provider's token object after a successful tokenization (kept in hidden fields). */
  token: CardToken | null;
  /** Checks the form, sends the card data to the provider and answers its token (null: refused, shown). */
  tokenize: () => Promise<CardToken | null>;
  /** The field a refusal names, to be focused once the form is enabled again. */
  focusRequest: FocusRequest | null;
  /** Removes the alert of an earlier attempt (a new one starts). */
  clearAlert: () => void;
}

/** The DOM id of a card field, to focus the field a problem names. */
export const cardFieldId = (field: CardField) => `card-${field}`;
/** The card form's warning alert: focused when a refusal names no field ('something wrong'). */
export const CARD_ALERT_ID = "card-alert";

function shaped(field: keyof CardValues, raw: string): string {
  if (field === "cardNumber") return formatCardNumber(raw);
  if (field === "securityCode") return stripSecurityCode(raw).slice(0, SECURITY_CODE_LENGTH.max);
  if (field === "expiry" || field === "startDate") return formatMonthYear(raw);
  if (field === "issueNumber") return raw.replace(/\D/g, "").slice(0, 2);
  return raw;
}

/**
 * The card form's state (shopping-flow §3–§5, §8; decision 0021). Card data goes only to the
 * provider's token endpoint, never to the storefront; result code 000 gives the token object,
 * any other code is shown on its field, which is highlighted and focused.
 */
export function useCardForm(tokenUrl: string, today: string): CardForm {
  const t = useT();
  const [values, setValues] = useState<CardValues>(EMPTY);
  const [typeChosen, setTypeChosen] = useState(false);
  const [problems, setProblems] = useState<Partial<Record<CardField, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [token, setToken] = useState<CardToken | null>(null);
  const [focusRequest, requestFocus] = useFocusRequest();

  const set = useCallback(
    (field: keyof CardValues, raw: string) => {
      const value = shaped(field, raw);
      if (field === "cardType") setTypeChosen(true);
      setValues((prev) => {
        const next = { ...prev, [field]: value };
        const detected = field === "cardNumber" && !typeChosen ? cardTypeOfNumber(value) : null;
        return detected ? { ...next, cardType: detected } : next;
      });
      setToken(null);
      setProblems((prev) => (field in prev ? { ...prev, [field]: undefined } : prev));
    },
    [typeChosen],
  );

  const refuse = useCallback((message: string, field: CardField | null, fieldMessages: Partial<Record<CardField, string>>) => {
    setAlert(message);
    setProblems(fieldMessages);
    requestFocus(field ? cardFieldId(field) : CARD_ALERT_ID);
  }, [requestFocus]);

  const tokenize = useCallback(async (): Promise<CardToken | null> => {
    const startDate = cardTypeNeedsStartDate(values.cardType);
    const found = validateCardForm({ ...values, startDate: startDate ? values.startDate : undefined, issueNumber: startDate ? values.issueNumber : undefined, today });
    if (found.length > 0) {
      const messages = Object.fromEntries(found.map((p) => [p.field, t(p.messageKey)]));
      refuse(t("checkout.card.verify"), found[0]!.field, messages);
      return null;
    }
    const expiry = providerExpiryParts(values.expiry);
    const answer = await requestJson<{ resultCode: string; token?: CardToken }>(tokenUrl, {
      method: "POST",
      // The provider is a third party: no cookies, no CSRF token (decision 0021).
      credentials: "omit",
      body: {
        cardNumber: values.cardNumber.replace(/\s/g, ""),
        ...expiry,
        securityCode: values.securityCode,
        holder: values.holder.trim(),
        cardType: values.cardType,
        ...(startDate ? { startDate: values.startDate, issueNumber: values.issueNumber } : {}),
      },
    });
    if (!answer.ok) {
      refuse(t("checkoutPage.card.tokenFailed"), null, {});
      return null;
    }
    const code = answer.body.resultCode;
    if (code === CARD_RESULT_SUCCESS && answer.body.token) {
      setAlert(null);
      setProblems({});
      setToken(answer.body.token);
      return answer.body.token;
    }
    const field = cardResultField(code);
    const message = t(cardResultMessageKey(code), { code });
    refuse(message, field, field ? { [field]: message } : {});
    return null;
  }, [refuse, t, today, tokenUrl, values]);

  const clearAlert = useCallback(() => setAlert(null), []);

  return { values, set, problems, alert, token, tokenize, focusRequest, clearAlert };
}
