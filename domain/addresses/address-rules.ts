/**
 * Rules of the address form (account-and-ordering §5): every required input non-empty after
 * trimming, a region selected when the country has regions, a phone number in its country's
 * format (domain/phone-masks.ts). The popup checks them to enable Save; the server checks them
 * again on every save.
 */
import { isValidPhone, OTHER_PHONE_MASK, OTHER_PHONE_MAX_DIGITS, phoneMaskOf } from "../phone-masks.ts";
import type { AddressTextKey } from "./address-texts.ts";
import { isKnownCountry } from "./countries.ts";

export const ADDRESS_FIELDS = ["firstName", "lastName", "companyName", "countryIso", "line1", "line2", "townCity", "regionIso", "postcode", "phone", "phoneCountry"] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
/** The form's text inputs, trimmed; "" for an empty one. */
export type AddressFields = Record<AddressField, string>;

export const MAX_LENGTH: Readonly<Record<AddressField, number>> = {
  firstName: 60,
  lastName: 60,
  companyName: 100,
  countryIso: 2,
  line1: 100,
  line2: 100,
  townCity: 60,
  regionIso: 10,
  postcode: 12,
  phone: 30,
  phoneCountry: 2,
};

/** Required whatever the country; `regionIso` also when the country has regions. */
const REQUIRED: readonly AddressField[] = ["firstName", "lastName", "countryIso", "line1", "townCity", "postcode"];

const REQUIRED_MESSAGE: Partial<Record<AddressField, AddressTextKey>> = {
  firstName: "error.firstName",
  lastName: "error.lastName",
  countryIso: "error.countryIso",
  line1: "error.line1",
  townCity: "error.townCity",
  regionIso: "error.regionIso",
  postcode: "error.postcode",
};

const POSTCODE = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;

export interface AddressProblem {
  field: AddressField;
  key: AddressTextKey;
  params?: { max: number } | { format: string };
}

/** Trimmed text fields; country codes in capitals; the phone's country is the address's when not given. */
export function normaliseAddressFields(raw: Partial<Record<AddressField, unknown>>): AddressFields {
  const text = (field: AddressField) => {
    const value = raw[field];
    return typeof value === "string" ? value.trim() : "";
  };
  const fields = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, text(f)])) as AddressFields;
  fields.countryIso = fields.countryIso.toUpperCase();
  fields.phoneCountry = fields.phoneCountry.toUpperCase() || fields.countryIso;
  return fields;
}

/**
 * The phone number's problem for its country (account-and-ordering §5): the country's mask, as
 * "(999) 999-9999", in the message, or "digits only, at most 15" where no mask applies.
 */
export function phoneProblem(phoneCountry: string, phone: string): AddressProblem | null {
  if (isValidPhone(phoneCountry, phone)) return null;
  const mask = phoneMaskOf(phoneCountry);
  return mask === OTHER_PHONE_MASK
    ? { field: "phone", key: "error.phoneDigits", params: { max: OTHER_PHONE_MAX_DIGITS } }
    : { field: "phone", key: "error.phone", params: { format: mask } };
}

function problemOf(field: AddressField, fields: AddressFields, regionCodes: readonly string[]): AddressProblem | null {
  const value = fields[field];
  const required = REQUIRED.includes(field) || (field === "regionIso" && regionCodes.length > 0);
  if (!value) return required ? { field, key: REQUIRED_MESSAGE[field] ?? "alert.invalid" } : null;
  if (value.length > MAX_LENGTH[field]) return { field, key: "error.tooLong", params: { max: MAX_LENGTH[field] } };
  switch (field) {
    case "countryIso":
      return isKnownCountry(value) ? null : { field, key: "error.countryIso" };
    case "phoneCountry":
      return isKnownCountry(value) ? null : { field, key: "error.phoneCountry" };
    case "regionIso":
      return regionCodes.length === 0 || regionCodes.includes(value) ? null : { field, key: "error.regionIso" };
    case "postcode":
      return POSTCODE.test(value) ? null : { field, key: "error.postcodeFormat" };
    case "phone":
      return phoneProblem(fields.phoneCountry, value);
    default:
      return null;
  }
}

/**
 * The problems of an address, at most one per field, in form order. `regionCodes` are the
 * country's regions (none: no region is asked for).
 */
export function addressProblems(fields: AddressFields, regionCodes: readonly string[]): AddressProblem[] {
  return ADDRESS_FIELDS.map((f) => problemOf(f, fields, regionCodes)).filter((p): p is AddressProblem => p !== null);
}
