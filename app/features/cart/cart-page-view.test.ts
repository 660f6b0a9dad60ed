import { describe, expect, it } from "vitest";
import { buildCartView, type CartJson, type CartJsonEntry, type GridJson } from "./cart-page-view.ts";

const usd = (value: number) => ({ value, formattedValue: `$${(value / 100).toFixed(2)}` });

function entry(n: number, upc: string, size: string, quantity: number, target: { code: string; year: number } | null, base = "CAP1"): CartJsonEntry {
  return {
    entryNumber: n,
    product: { code: upc, baseProductCode: base, materialId: 300123, name: "North Cap", size, colour: "Black", url: "/p/CAP1", image: "/img/cap1.png" },
    quantity,
    totalPrice: usd(quantity * 2500),
    deliveryTarget: target,
    seasonCollection: target ? "SS27" : null,
    stockStatus: "inStock",
    error: n === 3 ? "lowStock" : null,
  };
}

const grid: GridJson = {
  productCode: "CAP1",
  colours: [
    {
      code: "BLK",
      name: "Black",
      hex: "#111",
      sizes: [
        { upc: "U7", size: "7", stock: { status: "inStock", available: 40, forceInStock: false, maxOrderQuantity: null } },
        { upc: "U71", size: "7 1/8", stock: { status: "lowStock", available: 3, forceInStock: false, maxOrderQuantity: 24 } },
      ],
    },
    { code: "RED", name: "Red", hex: "#c00", sizes: [{ upc: "R71", size: "7 1/8", stock: { status: "outOfStock", available: 0, forceInStock: false, maxOrderQuantity: null } }] },
  ],
};

function cart(entries: CartJsonEntry[], mode: CartJson["mode"] = "PREBOOKING"): CartJson {
  return { version: 7, mode, currency: "USD", entries, totalPrice: usd(10000), totalUnitCount: 4, materialIDsCount: 1 };
}

const base = {
  grids: new Map([["CAP1", grid]]),
  facts: new Map([["CAP1", { productType: "headwear", league: "NL", silhouette: { code: "FIT", name: "Fitted" } }]]),
  bookableTargets: [
    { code: "SPRING", year: 2027, name: "Spring 2027" },
    { code: "SUMMER", year: 2027, name: "Summer 2027" },
  ],
  targetNames: new Map([
    ["SPRING-2027", "Spring 2027"],
    ["SUMMER-2027", "Summer 2027"],
  ]),
  priceVisible: true,
  skipStockLimits: false,
  vouchers: [],
  format: (minor: number) => `$${(minor / 100).toFixed(2)}`,
};

describe("cart page view from the cart JSON and grids", () => {
  it("makes one item per product and delivery target, with the grid's colours × sizes", () => {
    const spring = { code: "SPRING", year: 2027 };
    const summer = { code: "SUMMER", year: 2027 };
    const view = buildCartView({ ...base, cart: cart([entry(2, "U71", "7 1/8", 3, summer), entry(0, "U7", "7", 1, spring), entry(3, "U7", "7", 5, summer)]) });
    expect(view.items.map((i) => i.key)).toEqual(["CAP1@SUMMER-2027", "CAP1@SPRING-2027"]);
    expect(view.tabs.map((t) => t.name)).toEqual(["Spring 2027", "Summer 2027"]);
    const summerItem = view.items[0]!;
    expect(summerItem).toMatchObject({ materialId: "300123", productType: "headwear", league: "NL", silhouette: { code: "FIT" }, firstEntry: 2, seasonCollection: "SS27" });
    expect(summerItem.totalPrice).toEqual({ value: 20000, formattedValue: "$200.00" });
    expect(summerItem.sizes).toEqual(["7", "7 1/8"]);
    expect(summerItem.colours.map((c) => c.cells.map((cell) => cell && [cell.upc, cell.quantity, cell.entryNumber, cell.serverError]))).toEqual([
      [
        ["U7", 5, 3, "lowStock"],
        ["U71", 3, 2, null],
      ],
      [null, ["R71", 0, null, null]],
    ]);
    expect(view.version).toBe(7);
    expect(view.totals).toEqual({ units: 4, materials: 1, price: usd(10000) });
  });

  it("has no tabs outside PREBOOKING and falls back to the stored lines without a grid", () => {
    const view = buildCartView({ ...base, grids: new Map(), facts: new Map(), cart: cart([entry(0, "U7", "7", 2, null)], "STOCK") });
    expect(view.tabs).toEqual([]);
    expect(view.items[0]).toMatchObject({ key: "CAP1", productType: "headwear", silhouette: { code: "CAP1" }, sizes: ["7"] });
    expect(view.items[0]!.colours[0]!.cells[0]).toMatchObject({ upc: "U7", quantity: 2 });
  });
});
