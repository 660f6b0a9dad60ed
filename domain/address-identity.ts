/**
 * When two addresses of a book are the same one (decision 0023, "No twins"): the same person and
 * company at the same place with the same phone, compared as a person reads them — case, spacing
 * and Unicode width do not count, nor the punctuation of a postcode or phone number.
 */
export interface AddressIdentityFields {
  firstName: string;
  lastName: string;
  companyName: string | null;
  countryIso: string;
  line1: string;
  line2: string | null;
  townCity: string;
  regionIso: string | null;
  postcode: string;
  phone: string | null;
}

const text = (value: string | null) => (value ?? "").normalize("NFKC").trim().replace(/\s+/g, " ").toLocaleLowerCase("en");
const compact = (value: string | null) => text(value).replace(/[^\p{L}\p{N}]/gu, "");

/** A key equal for two addresses exactly when they are the same address. */
export function addressIdentity(a: AddressIdentityFields): string {
  return JSON.stringify([
    text(a.firstName),
    text(a.lastName),
    text(a.companyName),
    text(a.countryIso),
    text(a.line1),
    text(a.line2),
    text(a.townCity),
    text(a.regionIso),
    compact(a.postcode),
    compact(a.phone),
  ]);
}

export function sameAddress(a: AddressIdentityFields, b: AddressIdentityFields): boolean {
  return addressIdentity(a) === addressIdentity(b);
}
