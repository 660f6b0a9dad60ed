import { describe, expect, it } from "vitest";
import type { AddressView } from "../../../server/modules/addresses/address-view.ts";
import { filterAddresses, listScrolls, showsSearch } from "./address-search.ts";

function address(code: string, townCity: string, companyName: string | null, region: { isocode: string; name: string } | null = null): AddressView {
  return {
    addressId: code,
    addressCode: code,
    firstName: "Store",
    lastName: "Manager",
    companyName,
    line1: "1 Main Street",
    line2: null,
    townCity,
    region,
    postcode: "80202",
    country: { isocode: "US", name: "United States" },
    phone: "(303) 555-0190",
    phoneCountry: "US",
    defaultAddress: false,
    enabled: true,
    verified: null,
    formattedAddress: "",
  };
}

const book = [
  address("U1-1", "Denver", "Summit Caps Dealer", { isocode: "US-CO", name: "Colorado" }),
  address("U1-2", "Boulder", "Summit Caps – Boulder Store"),
  address("U1-3", "Monterrey", "Gorras del Norte", { isocode: "MX-NLE", name: "Nuevo León" }),
];

describe("address popup search and scroll (shopping-flow §9: more than 4)", () => {
  it.each<[number, boolean]>([
    [0, false],
    [4, false],
    [5, true],
    [6, true],
  ])("%i addresses: search box and scrolling %s", (count, shown) => {
    expect(showsSearch(count)).toBe(shown);
    expect(listScrolls(count)).toBe(shown);
  });

  it.each<[string, string[]]>([
    ["", ["U1-1", "U1-2", "U1-3"]],
    ["   ", ["U1-1", "U1-2", "U1-3"]],
    ["boulder", ["U1-2"]],
    ["SUMMIT caps", ["U1-1", "U1-2"]],
    ["leon", ["U1-3"]],
    ["colorado", ["U1-1"]],
    ["555-0190", ["U1-1", "U1-2", "U1-3"]],
    ["U1-3", ["U1-3"]],
    ["denver boulder", []],
    ["tokyo", []],
  ])("%j finds %j", (query, codes) => {
    expect(filterAddresses(book, query).map((a) => a.addressCode)).toEqual(codes);
  });
});
