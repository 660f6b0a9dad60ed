import { describe, expect, it } from "vitest";
import {
  type CartFilter,
  EMPTY_FACET_STATE,
  type FacetState,
  type InventoryRangeResult,
  type QueryRecord,
  cartFilterString,
  facetQueryString,
  filterPanelOpen,
  inventoryFacetOffered,
  normalizeFacetState,
  parseCartFilterString,
  parseFacetQuery,
  queryRecord,
  toggleFacetValue,
  validateInventoryRange,
  withFilterPanelOpen,
  withOfferedInventory,
} from "./facets.ts";

const state = (partial: Partial<FacetState>): FacetState => ({ ...EMPTY_FACET_STATE, ...partial });

describe("facet state in the URL: one state, one query string", () => {
  it.each<[string, FacetState, string]>([
    ["empty", EMPTY_FACET_STATE, ""],
    ["search text", state({ text: "yankees cap" }), "text=yankees+cap"],
    ["text trimmed", state({ text: "  mets " }), "text=mets"],
    ["page 1 left out", state({ sort: "price-asc", page: 1 }), "sort=price-asc"],
    ["page 3", state({ page: 3 }), "page=3"],
    [
      "facet names and values sorted, duplicates dropped",
      state({ facets: { team: ["yankees", "mets", "yankees"], colour: ["black"] } }),
      "f.colour=black&f.team=mets&f.team=yankees",
    ],
    ["empty facets left out", state({ facets: { team: [], league: [""] } }), ""],
    [
      "everything, in order",
      state({ text: "cap", sort: "name", page: 2, facets: { size: ["7 1/4"] }, inventoryMin: 12, inventoryMax: 48 }),
      "text=cap&sort=name&page=2&f.size=7+1%2F4&inventoryMin=12&inventoryMax=48",
    ],
    ["max 0 means minimum only", state({ inventoryMin: 5, inventoryMax: 0 }), "inventoryMin=5"],
    ["inverted range dropped", state({ inventoryMin: 50, inventoryMax: 10 }), ""],
    ["negative bound dropped", state({ inventoryMin: -1, inventoryMax: 10 }), "inventoryMax=10"],
    ["special characters encoded", state({ text: "a&b=c", facets: { "team name": ["A&M"] } }), "text=a%26b%3Dc&f.team+name=A%26M"],
  ])("%s", (_label, s, query) => {
    expect(facetQueryString(s)).toBe(query);
  });

  it.each<[string, FacetState]>([
    ["empty", EMPTY_FACET_STATE],
    ["text only", state({ text: "new era 59fifty" })],
    ["unicode", state({ text: "キャップ", facets: { チーム: ["巨人", "阪神"] } })],
    [
      "full",
      state({
        text: "cap",
        sort: "price-desc",
        page: 7,
        facets: { colour: ["black", "navy"], league: ["MLB"], size: ["7", "7 1/8"] },
        inventoryMin: 0,
        inventoryMax: 100,
      }),
    ],
    ["min only", state({ inventoryMin: 24 })],
    ["max only", state({ inventoryMax: 24 })],
  ])("round trip: %s", (_label, s) => {
    expect(parseFacetQuery(queryRecord(facetQueryString(s)))).toEqual(s);
    expect(parseFacetQuery(new URLSearchParams(facetQueryString(s)))).toEqual(s);
  });

  it("any state round-trips to its normalised form", () => {
    const messy = state({ text: " x ", page: 0, facets: { b: ["2", "1", "1"], a: ["z"] }, inventoryMin: 3, inventoryMax: 0 });
    expect(parseFacetQuery(queryRecord(facetQueryString(messy)))).toEqual(normalizeFacetState(messy));
    expect(normalizeFacetState(messy)).toEqual(
      state({ text: "x", facets: { a: ["z"], b: ["1", "2"] }, inventoryMin: 3 }),
    );
  });
});

describe("parsing a URL is lenient", () => {
  it.each<[string, QueryRecord, FacetState]>([
    ["q is an alias of text", { q: "mets" }, state({ text: "mets" })],
    ["text wins over q", { text: "a", q: "b" }, state({ text: "a" })],
    ["first of repeated single values", { text: ["a", "b"], sort: ["x", "y"] }, state({ text: "a", sort: "x" })],
    ["blank text", { text: "   " }, EMPTY_FACET_STATE],
    ["bad page", { page: "abc" }, EMPTY_FACET_STATE],
    ["page 0", { page: "0" }, EMPTY_FACET_STATE],
    ["negative page", { page: "-2" }, EMPTY_FACET_STATE],
    ["page with leading zero", { page: "04" }, state({ page: 4 })],
    ["single facet value as string", { "f.team": "mets" }, state({ facets: { team: ["mets"] } })],
    ["unknown parameters ignored", { utm_source: "mail", team: "mets" }, EMPTY_FACET_STATE],
    ["undefined values ignored", { text: undefined, "f.team": undefined }, EMPTY_FACET_STATE],
    ["non-numeric inventory ignored", { inventoryMin: "lots", inventoryMax: "5" }, state({ inventoryMax: 5 })],
    ["decimal inventory ignored", { inventoryMin: "1.5" }, EMPTY_FACET_STATE],
    ["inventory max 0", { inventoryMin: "5", inventoryMax: "0" }, state({ inventoryMin: 5 })],
    ["inverted inventory dropped", { inventoryMin: "9", inventoryMax: "3" }, EMPTY_FACET_STATE],
  ])("%s", (_label, query, expected) => {
    expect(parseFacetQuery(query)).toEqual(expected);
  });
});

describe("toggling a facet value", () => {
  it("adds, removes and returns to page 1", () => {
    const start = state({ page: 4, facets: { team: ["mets"] } });
    const added = toggleFacetValue(start, "team", "cubs");
    expect(added).toEqual(state({ facets: { team: ["cubs", "mets"] } }));
    expect(toggleFacetValue(added, "team", "mets")).toEqual(state({ facets: { team: ["cubs"] } }));
    expect(toggleFacetValue(state({ facets: { team: ["cubs"] } }), "team", "cubs")).toEqual(EMPTY_FACET_STATE);
  });
});

describe("inventory min/max: numbers, min not above max, max 0 means minimum only", () => {
  it.each<[string, string, InventoryRangeResult]>([
    ["", "", { ok: true, min: null, max: null }],
    ["  ", " ", { ok: true, min: null, max: null }],
    ["5", "", { ok: true, min: 5, max: null }],
    ["", "20", { ok: true, min: null, max: 20 }],
    ["5", "20", { ok: true, min: 5, max: 20 }],
    ["20", "20", { ok: true, min: 20, max: 20 }],
    [" 5 ", " 20 ", { ok: true, min: 5, max: 20 }],
    ["007", "010", { ok: true, min: 7, max: 10 }],
    ["0", "0", { ok: true, min: 0, max: null }],
    ["5", "0", { ok: true, min: 5, max: null }],
    ["500", "0", { ok: true, min: 500, max: null }],
    ["", "0", { ok: true, min: null, max: null }],
    ["0", "3", { ok: true, min: 0, max: 3 }],
    ["21", "20", { ok: false, error: "minAboveMax", field: "min" }],
    ["abc", "20", { ok: false, error: "notANumber", field: "min" }],
    ["-1", "20", { ok: false, error: "notANumber", field: "min" }],
    ["1.5", "20", { ok: false, error: "notANumber", field: "min" }],
    ["1e3", "", { ok: false, error: "notANumber", field: "min" }],
    ["99999999999999999999", "", { ok: false, error: "notANumber", field: "min" }],
    ["5", "x", { ok: false, error: "notANumber", field: "max" }],
    ["5", "-0", { ok: false, error: "notANumber", field: "max" }],
    ["x", "y", { ok: false, error: "notANumber", field: "min" }],
  ])("min %j, max %j → %j", (minText, maxText, result) => {
    expect(validateInventoryRange(minText, maxText)).toEqual(result);
  });
});

describe("cart filter string: filters joined by |, name and values by :, values by ,", () => {
  it.each<[string, CartFilter[], string]>([
    ["none", [], ""],
    ["one filter, one value", [{ name: "team", values: ["mets"] }], "team:mets"],
    [
      "two filters, several values",
      [
        { name: "team", values: ["mets", "cubs"] },
        { name: "size", values: ["7", "7 1/8"] },
      ],
      "team:mets,cubs|size:7,7 1/8",
    ],
  ])("%s", (_label, filters, text) => {
    expect(cartFilterString(filters)).toBe(text);
    expect(parseCartFilterString(text)).toEqual(filters);
  });

  it("filters without values are left out", () => {
    expect(cartFilterString([{ name: "team", values: [] }, { name: "size", values: ["7"] }])).toBe("size:7");
  });

  it.each<[string, CartFilter[]]>([
    ["| in a value", [{ name: "team", values: ["a|b"] }]],
    [": in a name", [{ name: "te:am", values: ["a"] }]],
    [", in a value", [{ name: "team", values: ["New York, NY"] }]],
    ["empty value", [{ name: "team", values: [""] }]],
    ["empty name", [{ name: "", values: ["a"] }]],
  ])("cannot be written: %s", (_label, filters) => {
    expect(() => cartFilterString(filters)).toThrow(RangeError);
  });

  it.each<[string, CartFilter[]]>([
    ["", []],
    ["|", []],
    ["team", []],
    [":mets", []],
    ["team:", []],
    ["team:mets,,cubs,", [{ name: "team", values: ["mets", "cubs"] }]],
    ["team:mets||size:7", [{ name: "team", values: ["mets"] }, { name: "size", values: ["7"] }]],
  ])("parses leniently: %j", (text, filters) => {
    expect(parseCartFilterString(text)).toEqual(filters);
  });
});

describe("who is offered the Inventory facet (decision 0009)", () => {
  it.each([
    { b2b: true, signedIn: true, offered: true, who: "a trade user on a B2B site" },
    { b2b: true, signedIn: false, offered: false, who: "nobody signed in on a B2B site" },
    { b2b: false, signedIn: true, offered: false, who: "a signed-in consumer" },
    { b2b: false, signedIn: false, offered: false, who: "an anonymous visitor of the consumer site" },
  ])("$who: $offered", ({ b2b, signedIn, offered }) => {
    expect(inventoryFacetOffered({ b2b }, signedIn)).toBe(offered);
    const bounded = { ...EMPTY_FACET_STATE, text: "cap", inventoryMin: 5, inventoryMax: 50 };
    expect(withOfferedInventory(bounded, offered)).toEqual(offered ? bounded : { ...bounded, inventoryMin: null, inventoryMax: null });
  });
});

describe("the phone's filter modal kept open across picks (decision 0044)", () => {
  it.each([
    ["/sports", "/sports?filters=open"],
    ["/sports?f.league=ASU", "/sports?f.league=ASU&filters=open"],
    ["/partner/search?text=cap&inventoryMin=9", "/partner/search?text=cap&inventoryMin=9&filters=open"],
  ])("%s → %s, read back as open; the state is the same", (href, expected) => {
    expect(withFilterPanelOpen(href)).toBe(expected);
    const params = new URL(expected, "http://x").searchParams;
    expect(filterPanelOpen(params)).toBe(true);
    expect(parseFacetQuery(params)).toEqual(parseFacetQuery(new URL(href, "http://x").searchParams));
  });

  it.each(["", "filters=closed", "filter=open", "f.filters=open"])("%s is not open", (query) => {
    expect(filterPanelOpen(new URLSearchParams(query))).toBe(false);
  });
});
