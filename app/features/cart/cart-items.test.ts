import { describe, expect, it } from "vitest";
import { formatCartFilter, parseCartFilter } from "#domain/cart-filter.ts";
import type { CartItemView, SizeStock } from "./cart-view.ts";
import {
  cartHref,
  cellError,
  editsEmptyList,
  emptiedCartHref,
  filtersForTab,
  filterTabOf,
  itemHasError,
  itemQuantity,
  itemsInView,
  parseCartSort,
  reloadAfterRemoval,
  sectionEmptied,
  sectionUnits,
  zeroQuantityItems,
} from "./cart-items.ts";

const stock = (available: number, extra: Partial<SizeStock> = {}): SizeStock => ({
  status: "inStock",
  available,
  forceInStock: false,
  maxOrderQuantity: null,
  ...extra,
});

function item(over: Partial<CartItemView> & { key: string }): CartItemView {
  return {
    baseProductCode: over.key,
    materialId: "300100",
    name: "Cap",
    url: "/p/x",
    image: null,
    productType: "headwear",
    league: "NL",
    silhouette: { code: "FITTED", name: "Fitted" },
    target: null,
    seasonCollection: null,
    sizes: ["S", "M"],
    colours: [
      {
        code: "BLK",
        name: "Black",
        hex: "#000",
        cells: [
          { upc: `${over.key}-S`, size: "S", quantity: 2, entryNumber: 1, stock: stock(10), serverError: null },
          { upc: `${over.key}-M`, size: "M", quantity: 0, entryNumber: null, stock: stock(1), serverError: null },
        ],
      },
    ],
    madeToOrder: false,
    firstEntry: 0,
    unitPrice: null,
    ...over,
  };
}

const STOCK = { mode: "STOCK", skipStockLimits: false } as const;

describe("quantity errors in the cart (account-and-ordering §5)", () => {
  it.each([
    { q: 0, s: stock(0), ctx: STOCK, error: null, why: "nothing asked, no error" },
    { q: 5, s: stock(5), ctx: STOCK, error: null, why: "within stock" },
    { q: 6, s: stock(5), ctx: STOCK, error: "unavailableStock", why: "above the stock left" },
    { q: 6, s: stock(5, { forceInStock: true }), ctx: STOCK, error: "forceInStock", why: "force-in-stock has its own style" },
    { q: 6, s: stock(50, { maxOrderQuantity: 5 }), ctx: STOCK, error: "maxOrderQuantity", why: "above the maximum order quantity" },
    { q: 60, s: stock(5), ctx: { mode: "STOCK", skipStockLimits: true }, error: null, why: "promo users skip stock limits" },
    { q: 60, s: stock(5), ctx: { mode: "PREBOOKING", skipStockLimits: false }, error: null, why: "prebooking is not limited by stock" },
    { q: 6, s: stock(0, { maxOrderQuantity: 5 }), ctx: { mode: "PREBOOKING", skipStockLimits: false }, error: "maxOrderQuantity", why: "the buy limit binds in every mode" },
    { q: 6, s: stock(0, { forceInStock: true }), ctx: { mode: "PREBOOKING", skipStockLimits: false }, error: null, why: "no force-in-stock notice where stock does not count" },
  ] as const)("$why", ({ q, s, ctx, error }) => {
    expect(cellError(q, s, ctx)).toBe(error);
  });

  it("an item is in error when a shown quantity is above its limit (edits count, blank is 0)", () => {
    const i = item({ key: "A" });
    expect(itemHasError(i, new Map(), STOCK)).toBe(false);
    expect(itemHasError(i, new Map([["A-M", "2"]]), STOCK)).toBe(true);
    expect(itemHasError(i, new Map([["A-M", ""]]), STOCK)).toBe(false);
    expect(itemQuantity(i, new Map([["A-S", ""], ["A-M", "1"]]))).toBe(1);
  });

  it("a line a recalculation had to cut stays in error until edited (notices)", () => {
    const i = item({ key: "A" });
    expect(itemHasError(i, new Map([["A-S", "10"]]), STOCK, new Map([["A-S", "lowStock"]]))).toBe(true);
  });

  it("a line the server marked (lowStock) is in error until it is edited", () => {
    const i = item({ key: "A" });
    i.colours[0]!.cells[0]!.serverError = "lowStock";
    expect(itemHasError(i, new Map(), STOCK)).toBe(true);
    expect(itemHasError(i, new Map([["A-S", "1"]]), STOCK)).toBe(false);
  });
});

describe("items in view", () => {
  const items = [
    item({ key: "A", name: "Zulu", materialId: "300123", firstEntry: 2 }),
    item({ key: "B", name: "Alpha", materialId: "300999", firstEntry: 0, productType: "apparel", league: "AL" }),
    item({ key: "C", name: "Mike", materialId: "123456", firstEntry: 1 }),
  ];
  const view = (q: string, extra: { sort?: "entry" | "name" | "materialId"; removed?: string[]; errors?: string[] } = {}) =>
    itemsInView(items, {
      filters: parseCartFilter(q),
      sort: extra.sort ?? "entry",
      tab: null,
      removed: new Set(extra.removed ?? []),
      errors: new Set(extra.errors ?? []),
    });

  it.each([
    ["", ["B", "C", "A"]],
    ["materialId:300", ["B", "A"]],
    ["materialId:234", ["C"]],
    ["materialId:30", ["B", "C", "A"]],
    ["productType:apparel", ["B"]],
    ["productType:headwear|materialId:999", []],
    ["league:NL", ["C", "A"]],
  ])("filter %j shows %j", (q, keys) => {
    const v = view(q);
    expect(v.section.filter((i) => v.shown.has(i.key)).map((i) => i.key)).toEqual(keys);
    expect(v.filteredMaterials).toBe(keys.length);
  });

  it("sorts by entry, name or material id", () => {
    expect(view("", { sort: "name" }).section.map((i) => i.key)).toEqual(["B", "C", "A"]);
    expect(view("", { sort: "materialId" }).section.map((i) => i.key)).toEqual(["C", "A", "B"]);
  });

  it("hides removed items and shows only items in error on the errors tab", () => {
    expect([...view("", { removed: ["C"] }).shown].sort()).toEqual(["A", "B"]);
    expect([...view("status:error", { errors: ["A"] }).shown]).toEqual(["A"]);
  });

  it("keeps only the active season tab's items in PREBOOKING", () => {
    const spring = { code: "SPRING", year: 2027, name: "Spring 2027" };
    const summer = { code: "SUMMER", year: 2027, name: "Summer 2027" };
    const v = itemsInView([item({ key: "A@SPRING-2027", target: spring }), item({ key: "A@SUMMER-2027", target: summer })], {
      filters: {},
      sort: "entry",
      tab: "SUMMER-2027",
      removed: new Set(),
      errors: new Set(),
    });
    expect(v.section.map((i) => i.key)).toEqual(["A@SUMMER-2027"]);
  });

  it("counts a season tab's own units, as typed, filtered out or not, without removed items", () => {
    const spring = { code: "SPRING", year: 2027, name: "Spring 2027" };
    const summer = { code: "SUMMER", year: 2027, name: "Summer 2027" };
    // The review's cart: 36 units in Spring, 6 in Summer, 42 in all.
    const cell = (key: string, size: string, quantity: number) => ({ upc: `${key}-${size}`, size, quantity, entryNumber: 1, stock: stock(500), serverError: null });
    const withUnits = (key: string, target: typeof spring, s: number, m: number) =>
      item({ key: `${key}@${target.code}-${target.year}`, target, colours: [{ code: "BLK", name: "Black", hex: "#000", cells: [cell(key, "S", s), cell(key, "M", m)] }] });
    const items = [withUnits("A", spring, 12, 24), withUnits("A", summer, 6, 0), withUnits("B", spring, 0, 0)];
    const section = (tab: string, q = "") => itemsInView(items, { filters: parseCartFilter(q), sort: "entry", tab, removed: new Set(), errors: new Set() }).section;
    expect(sectionUnits(section("SPRING-2027"), new Set(), new Map())).toBe(36);
    expect(sectionUnits(section("SUMMER-2027"), new Set(), new Map())).toBe(6);
    expect(sectionUnits(section("SPRING-2027", "materialId:999"), new Set(), new Map())).toBe(36);
    expect(sectionUnits(section("SPRING-2027"), new Set(), new Map([["A-M@SPRING-2027", "4"], ["B-S@SPRING-2027", "3"]]))).toBe(19);
    expect(sectionUnits(section("SPRING-2027"), new Set(["A@SPRING-2027"]), new Map())).toBe(0);
  });

  // Item A stores S=2, item B stores S=2 (the `item` defaults); "stored" is what the server last saved.
  it.each<[string, Record<string, string>, Record<string, string>, string[], boolean]>([
    ["both items typed to 0", { "A-S": "0", "B-S": "" }, {}, [], true],
    ["one line left", { "A-S": "0" }, {}, [], false],
    ["the other item was removed", { "A-S": "" }, {}, ["B"], true],
    ["a new size typed while the old ones go", { "A-S": "0", "B-S": "0", "B-M": "1" }, {}, [], false],
    ["already empty on the server (only products held without quantities)", { "A-S": "0", "B-S": "0" }, { "A-S": "", "B-S": "" }, [], false],
    ["the last line, stored by an earlier edit on the page, typed to 0", { "A-S": "", "B-S": "", "A-M": "0" }, { "A-S": "", "B-S": "", "A-M": "3" }, [], true],
    ["nothing typed", {}, {}, [], false],
  ])("a saved bag's edits empty it: %s", (_, typed, stored, removed, empties) => {
    const items = [item({ key: "A" }), item({ key: "B" })];
    expect(editsEmptyList(items, new Set(removed), new Map(Object.entries(typed)), new Map(Object.entries(stored)))).toBe(empties);
  });

  it("lists shown items whose quantities are all blank", () => {
    const v = view("");
    const zero = zeroQuantityItems(v.section, v.shown, new Map([["A-S", ""], ["A-M", "0"]]));
    expect(zero.map((i) => i.key)).toEqual(["A"]);
  });
});

describe("filter tabs", () => {
  it.each([
    ["", "all"],
    ["productType:headwear", "headwear"],
    ["productType:apparel", "apparel"],
    ["productType:headwear,apparel", "all"],
    ["status:error|productType:apparel", "errors"],
  ] as const)("%j is the %s tab", (q, tab) => {
    expect(filterTabOf(parseCartFilter(q))).toBe(tab);
  });

  it.each([
    ["materialId:300|productType:apparel", "headwear", "materialId:300|productType:headwear"],
    ["materialId:300|status:error", "all", "materialId:300"],
    ["productType:apparel", "errors", "status:error"],
  ] as const)("from %j the %s tab keeps the id filter: %j", (q, tab, next) => {
    expect(formatCartFilter(filtersForTab(parseCartFilter(q), tab))).toBe(next);
  });
});

describe("cart URLs", () => {
  it.each([
    [{ q: "", sort: "entry", tab: null }, "/partner/cart"],
    [{ q: "materialId:300", sort: "name", tab: "SPRING-2027" }, "/partner/cart?q=materialId%3A300&sort=name&tab=SPRING-2027"],
    [{ q: "", sort: "entry", tab: null, forceValidation: true }, "/partner/cart?forceValidation=true"],
  ] as const)("%o → %s", (state, href) => {
    expect(cartHref("/partner/cart", state)).toBe(href);
  });

  it("unknown sorts fall back to the entry order", () => {
    expect(parseCartSort("price")).toBe("entry");
    expect(parseCartSort("name")).toBe("name");
  });
});

describe("after a removal (decision 0042)", () => {
  const spring = { code: "SPRING", year: 2027, name: "Spring 2027" };
  const summer = { code: "SUMMER", year: 2027, name: "Summer 2027" };
  const a = item({ key: "A-SPRING", target: spring });
  const b = item({ key: "B-SUMMER", target: summer });
  const c = item({ key: "C-SUMMER", target: summer });
  it.each<[string, string[], boolean, boolean]>([
    ["the last product of a tab: no reload, the tab is kept as emptied", ["A-SPRING"], false, true],
    ["one of two products of a tab", ["B-SUMMER"], false, false],
    ["every product of the cart: the page loads again", ["A-SPRING", "B-SUMMER", "C-SUMMER"], true, true],
    ["nothing removed", [], false, false],
  ])("%s", (_label, removed, reload, springEmptied) => {
    const set = new Set(removed);
    expect(reloadAfterRemoval([a, b, c], set)).toBe(reload);
    expect(sectionEmptied([a], set)).toBe(springEmptied);
  });

  it.each([
    [{ baseProductCode: "NE 59/50", target: null }, "/partner/cart?removed=NE+59%2F50"],
    [{ baseProductCode: "A1", target: spring }, "/partner/cart?removed=A1&deliveryTargetAndYear=SPRING-2027"],
  ])("the emptied cart names the last removal: %o → %s", (removedItem, href) => {
    expect(emptiedCartHref("/partner/cart", removedItem)).toBe(href);
  });
});
