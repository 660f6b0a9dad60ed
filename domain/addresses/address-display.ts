/**
 * How an address reads on every page (the checkout, the address popup, the order confirmation,
 * one-line lists): region and country by name in the page's language, the street on one line,
 * then town, region and postcode ("Denver, Colorado 80202"), then the country.
 */

/** An address with its region and country already named in the page's language. */
export interface NamedAddress {
  firstName: string;
  lastName: string;
  companyName: string | null;
  line1: string;
  line2: string | null;
  townCity: string;
  regionName: string | null;
  postcode: string;
  countryName: string;
}

/** The parts an address is shown in; each page decides which go on one line. */
export interface AddressDisplay {
  name: string;
  company: string | null;
  street: string;
  /** Town, then region and postcode: "Denver, Colorado 80202". */
  place: string;
  country: string;
}

const joined = (parts: readonly (string | null | undefined)[], separator: string) => parts.filter(Boolean).join(separator);

export function addressDisplay(a: NamedAddress): AddressDisplay {
  return {
    name: joined([a.firstName, a.lastName], " "),
    company: a.companyName || null,
    street: joined([a.line1, a.line2], ", "),
    place: joined([a.townCity, joined([a.regionName, a.postcode], " ")], ", "),
    country: a.countryName,
  };
}

/** The address as lines, as the checkout shows the delivery address: name, company, street, place, country. */
export function addressDisplayLines(a: NamedAddress): string[] {
  const d = addressDisplay(a);
  return [d.name, d.company, d.street, d.place, d.country].filter((line): line is string => Boolean(line));
}

/** An address of the book (AddressView) with the names it carries. */
export function namedAddressOf(a: { firstName: string; lastName: string; companyName: string | null; line1: string; line2: string | null; townCity: string; region: { name: string } | null; postcode: string; country: { name: string } }): NamedAddress {
  return { ...a, regionName: a.region?.name ?? null, countryName: a.country.name };
}
