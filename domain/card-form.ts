/**
 * Card form (shopping-flow §5, §8, §9; account-and-ordering §5 "card type code 024"). The card
 * data goes only to the card provider; these rules shape and check the form before it is sent,
 * and map the provider's result codes onto the field to highlight.
 *
 * Provider format (decision 0020): the token request takes `expiryMonth` "MM" and `expiryYear`
 * "20YY" (`providerExpiryParts`); `providerExpiry` gives the same as one "YYYYMM" string.
 */
import type { IsoDate } from "./business-days.ts";
import type { CheckoutMessageKey } from "./i18n/areas/checkout.en.ts";

export const CARD_NUMBER_DIGITS = { min: 10, max: 16 } as const;
export const CARD_NUMBER_GROUP = 4;
/** At least 3 (§9); at most 4, the longest security code of any card scheme (decision 0020). */
export const SECURITY_CODE_LENGTH = { min: 3, max: 4 } as const;
export const EXPIRY_DIGITS = 4;
/** The card type (Maestro/Switch) whose form shows start date and issue number. */
export const START_DATE_CARD_TYPE = "024";
export const ISSUE_NUMBER_MAX_DIGITS = 2;

const digitsOf = (raw: string) => raw.replace(/\D/g, "");

/**
 * The provider's card type code a number's first digits name (001 Visa, 002 Mastercard, 003
 * American Express, 007 JCB, 024 Maestro), or null for none of these. The card form follows it
 * until the shopper picks a type; the card provider records it with a stored card.
 */
export function cardTypeOfNumber(number: string): string | null {
  const digits = digitsOf(number);
  if (/^4/.test(digits)) return "001";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "002";
  if (/^3[47]/.test(digits)) return "003";
  if (/^35/.test(digits)) return "007";
  if (/^(50|5[6-9]|6[0-9])/.test(digits)) return START_DATE_CARD_TYPE;
  return null;
}

/** Digits only, at most 16, in groups of 4 separated by spaces: "4111 1111 1111 1111". */
export function formatCardNumber(raw: string): string {
  const digits = digitsOf(raw).slice(0, CARD_NUMBER_DIGITS.max);
  return digits.replace(new RegExp(`(\\d{${CARD_NUMBER_GROUP}})(?=\\d)`, "g"), "$1 ");
}

/** "MMYY" or "MM/YY" (spaces allowed around the slash) as month and two-digit year, or null. */
function parseMonthYear(raw: string): { month: number; year: number } | null {
  const m = /^\s*(\d{2})\s*\/?\s*(\d{2})\s*$/.exec(raw);
  if (!m) return null;
  const month = Number(m[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(m[2]) };
}

/** The expiry for the provider with the century 20 prefixed: { expiryMonth: "05", expiryYear: "2027" }. */
export function providerExpiryParts(mmyy: string): { expiryMonth: string; expiryYear: string } | null {
  const parsed = parseMonthYear(mmyy);
  if (!parsed) return null;
  return { expiryMonth: String(parsed.month).padStart(2, "0"), expiryYear: String(parsed.year) };
}

/** "0527" or "05/27" → "202705" (year with 20 prefixed, then month); null when not a valid MM/YY. */
export function providerExpiry(mmyy: string): string | null {
  const parts = providerExpiryParts(mmyy);
  return parts ? parts.expiryYear + parts.expiryMonth : null;
}

/** Letters (and anything else that is not a digit) are stripped from the security code. */
export function stripSecurityCode(raw: string): string {
  return digitsOf(raw);
}

export function cardTypeNeedsStartDate(cardType: string): boolean {
  return cardType.trim() === START_DATE_CARD_TYPE;
}

export type CardField = "cardNumber" | "expiry" | "securityCode" | "holder" | "startDate" | "issueNumber";
export type CardFormError = "required" | "format" | "length" | "expired" | "notStarted";

export interface CardFormInput {
  cardNumber: string;
  expiry: string;
  securityCode: string;
  holder: string;
  cardType?: string;
  startDate?: string;
  issueNumber?: string;
  /** When given, an expiry before this month is "expired" and a start date after it "notStarted". */
  today?: IsoDate;
}

export interface CardFormProblem {
  field: CardField;
  error: CardFormError;
  messageKey: CheckoutMessageKey;
}

const CARD_FORM_MESSAGES: { readonly [F in CardField]: Partial<Record<CardFormError, CheckoutMessageKey>> } = {
  cardNumber: { required: "checkout.card.number.required", format: "checkout.card.number.format", length: "checkout.card.number.length" },
  expiry: { required: "checkout.card.expiry.required", format: "checkout.card.expiry.format", expired: "checkout.card.expiry.expired" },
  securityCode: { required: "checkout.card.securityCode.required", length: "checkout.card.securityCode.length" },
  holder: { required: "checkout.card.holder.required" },
  startDate: {
    required: "checkout.card.startDate.required",
    format: "checkout.card.startDate.format",
    notStarted: "checkout.card.startDate.notStarted",
  },
  issueNumber: { format: "checkout.card.issueNumber.format" },
};

function problem(field: CardField, error: CardFormError): CardFormProblem {
  return { field, error, messageKey: CARD_FORM_MESSAGES[field][error] ?? "checkout.card.verify" };
}

/** Months since year 0, to compare a card month with today's. */
const monthIndex = (year: number, month: number) => year * 12 + month - 1;
const todayMonth = (today: IsoDate) => monthIndex(Number(today.slice(0, 4)), Number(today.slice(5, 7)));

function checkExpiry(raw: string, today: IsoDate | undefined): CardFormError | null {
  if (raw.trim() === "") return "required";
  const parsed = parseMonthYear(raw);
  if (!parsed) return "format";
  if (today && monthIndex(parsed.year, parsed.month) < todayMonth(today)) return "expired";
  return null;
}

function checkStartDate(raw: string, today: IsoDate | undefined): CardFormError | null {
  if (raw.trim() === "") return "required";
  const parsed = parseMonthYear(raw);
  if (!parsed) return "format";
  if (today && monthIndex(parsed.year, parsed.month) > todayMonth(today)) return "notStarted";
  return null;
}

/** Every problem of the form, in field order; [] means it may be sent to the provider. */
export function validateCardForm(input: CardFormInput): CardFormProblem[] {
  const problems: CardFormProblem[] = [];
  const number = input.cardNumber.trim();
  const digits = digitsOf(number).length;
  if (number === "") problems.push(problem("cardNumber", "required"));
  else if (/[^\d\s]/.test(number)) problems.push(problem("cardNumber", "format"));
  else if (digits < CARD_NUMBER_DIGITS.min || digits > CARD_NUMBER_DIGITS.max) problems.push(problem("cardNumber", "length"));

  const expiry = checkExpiry(input.expiry, input.today);
  if (expiry) problems.push(problem("expiry", expiry));

  const code = stripSecurityCode(input.securityCode);
  if (code === "") problems.push(problem("securityCode", "required"));
  else if (code.length < SECURITY_CODE_LENGTH.min || code.length > SECURITY_CODE_LENGTH.max) problems.push(problem("securityCode", "length"));

  if (input.holder.trim() === "") problems.push(problem("holder", "required"));

  if (cardTypeNeedsStartDate(input.cardType ?? "")) {
    const start = checkStartDate(input.startDate ?? "", input.today);
    if (start) problems.push(problem("startDate", start));
    const issue = (input.issueNumber ?? "").trim();
    if (issue !== "" && !new RegExp(`^\\d{1,${ISSUE_NUMBER_MAX_DIGITS}}$`).test(issue)) problems.push(problem("issueNumber", "format"));
  }
  return problems;
}

export const CARD_RESULT_SUCCESS = "000";

const NUMBER = { field: "cardNumber", messageKey: "checkout.card.result.number" } as const;
const DATE = { field: "expiry", messageKey: "checkout.card.result.date" } as const;
const SECURITY_CODE = { field: "securityCode", messageKey: "checkout.card.result.securityCode" } as const;
const HOLDER = { field: "holder", messageKey: "checkout.card.result.holder" } as const;

/** The provider's failure codes (§8): the field to highlight and what to say. */
const RESULT_CODES: Readonly<Record<string, { field: CardField; messageKey: CheckoutMessageKey }>> = {
  "100": NUMBER,
  "101": NUMBER,
  "102": NUMBER,
  "110": DATE,
  "111": DATE,
  "112": DATE,
  "113": DATE,
  "121": SECURITY_CODE,
  "122": SECURITY_CODE,
  "131": HOLDER,
  "132": HOLDER,
};

function resultOf(code: string) {
  const key = code.trim();
  return Object.hasOwn(RESULT_CODES, key) ? RESULT_CODES[key] : undefined;
}

/** The field to highlight and focus for a result code; null for success and unknown codes. */
export function cardResultField(code: string): CardField | null {
  return resultOf(code)?.field ?? null;
}

/**
 * The message for a result code. Unknown codes get "checkout.card.result.other", whose text is
 * 'something wrong' plus the code: pass `{ code }` as its parameter.
 */
export function cardResultMessageKey(code: string): CheckoutMessageKey {
  if (code.trim() === CARD_RESULT_SUCCESS) return "checkout.card.result.success";
  return resultOf(code)?.messageKey ?? "checkout.card.result.other";
}
