import type { AddressView } from "../../../server/modules/addresses/address-view.ts";

/** Shopping-flow §9: the search box shows, and the list scrolls (at 640 px and wider), with more than 4 addresses. */
export const POPUP_LIST_LIMIT = 4;
/** Service-and-support §9: the address book pager shows 5 addresses per page (of the search's matches). */
export const ADDRESS_PAGE_SIZE = 5;

export function showsSearch(addressCount: number): boolean {
  return addressCount > POPUP_LIST_LIMIT;
}

export function listScrolls(shownCount: number): boolean {
  return shownCount > POPUP_LIST_LIMIT;
}

/** Lower case without accents, so "leon" finds "León" and "BOULDER" finds "Boulder". */
function folded(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

function searchText(a: AddressView): string {
  return folded([a.addressCode, a.firstName, a.lastName, a.companyName, a.line1, a.line2, a.townCity, a.region?.name, a.region?.isocode, a.postcode, a.country.name, a.phone].filter(Boolean).join(" "));
}

/** The addresses holding every word of `query` somewhere in their text (any field); all of them for an empty query. */
export function filterAddresses(addresses: readonly AddressView[], query: string): readonly AddressView[] {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return addresses;
  return addresses.filter((a) => {
    const text = searchText(a);
    return words.every((w) => text.includes(w));
  });
}
