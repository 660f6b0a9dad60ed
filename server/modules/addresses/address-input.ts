import type { Language } from "../../../domain/sites.ts";
import { addressProblems, normaliseAddressFields, type AddressField, type AddressFields } from "../../../domain/addresses/address-rules.ts";
import { addressText, addressTexts } from "../../../domain/addresses/address-texts.ts";
import { regionCodesOf } from "./regions.ts";

export interface FieldError {
  field: string;
  message: string;
}

/** A save of the address form: `code` names the address to change, null adds one. */
export interface SaveAddressInput {
  code: string | null;
  fields: Partial<Record<AddressField, unknown>>;
  /** Make it the book's default (the form's checkbox; leaving it unticked keeps the default where it is). */
  makeDefault: boolean;
}

export type CheckedAddress = { ok: true; fields: AddressFields } | { ok: false; errors: FieldError[] };

/** The form's fields trimmed and checked with the rules the page uses; a region is kept only where the country has regions. */
export function checkAddressFields(raw: SaveAddressInput["fields"], language: Language): CheckedAddress {
  const fields = normaliseAddressFields(raw);
  const regionCodes = regionCodesOf(fields.countryIso);
  const texts = addressTexts(language);
  const problems = addressProblems(fields, regionCodes);
  if (problems.length > 0) return { ok: false, errors: problems.map((p) => ({ field: p.field, message: addressText(texts, p.key, p.params) })) };
  return { ok: true, fields: { ...fields, regionIso: regionCodes.length > 0 ? fields.regionIso : "" } };
}

/** The optional columns: an empty input is stored as null. */
export function addressValues(fields: AddressFields) {
  const orNull = (value: string) => (value === "" ? null : value);
  return {
    firstName: fields.firstName,
    lastName: fields.lastName,
    companyName: orNull(fields.companyName),
    countryIso: fields.countryIso,
    line1: fields.line1,
    line2: orNull(fields.line2),
    townCity: fields.townCity,
    regionIso: orNull(fields.regionIso),
    postcode: fields.postcode,
    phone: orNull(fields.phone),
    phoneCountry: orNull(fields.phone) === null ? null : fields.phoneCountry,
  };
}

type Location = Pick<ReturnType<typeof addressValues>, "countryIso" | "line1" | "line2" | "townCity" | "regionIso" | "postcode">;

/** The parts of an address a verification is about: a change of any of them voids it. */
export function sameLocation(a: Location, b: Location): boolean {
  return a.countryIso === b.countryIso && a.line1 === b.line1 && a.line2 === b.line2 && a.townCity === b.townCity && a.regionIso === b.regionIso && a.postcode === b.postcode;
}
