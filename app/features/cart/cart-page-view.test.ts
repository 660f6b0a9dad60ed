import { describe, expect, it } from "vitest";
import { buildCartView, type CartViewInput, type PageLine, type PageVariant } from "./cart-page-view.ts";

const names = (en: string) => ({ en, ja: en, es: en });

function line(entryNumber: number, upc: string, quantity: number, target: [string, number] | null, extra: Partial<PageLine> = {}): PageLine {
  return {
    entryNumber,
    quantity,
    upc,
    productId: 1,
    productCode: "CAP1",
    materialId: 300123,
    productName: "North Cap",
    silhouetteCode: "FIT",
    productType: "headwear",
    leagueCode: "NL",
    colourCode: "BLK",
    deliveryTargetCode: target?.[0] ?? null,
    deliveryYear: target?.[1] ?? null,
    seasonCollection: target ? "SS27" : null,
    targetNames: target ? names(`${target[0]} ${target[1]}`) : null,
    windowClosed: false,
    msrpMinor: 2500,
    unitPriceMinor: 2500,
    ...extra,
  };
}

const stock: PageVariant["stock"] = { status: "inStock", available: 40, forceInStock: false, maxOrderQuantity: null };
const variants: PageVariant[] = [
  { productId: 1, gcp: false, upc: "U7", size: "7", colourCode: "BLK", colourName: "Black", colourHex: "#111", stock },
  { productId: 1, gcp: false, upc: "U71", size: "7 1/8", colourCode: "BLK", colourName: "Black", colourHex: "#111", stock: { ...stock, status: "lowStock", available: 3 } },
  { productId: 1, gcp: false, upc: "R71", size: "7 1/8", colourCode: "RED", colourName: "Red", colourHex: "#c00", stock },
];

function input(lines: PageLine[], extra: Partial<CartViewInput> = {}): CartViewInput {
  return {
    mode: "PREBOOKING",
    version: 7,
    currency: "USD",
    lines,
    targets: [
      { code: "SPRING", year: 2027, names: names("Spring 2027"), open: true },
      { code: "SUMMER", year: 2027, names: names("Summer 2027"), open: true },
      { code: "FALL", year: 2026, names: names("Fall 2026"), open: false },
    ],
    totals: { totalUnitCount: 9, materialIDsCount: 1 },
    money: { subtotalMinor: 22500, voucherDiscountMinor: 2500, totalMinor: 20000 },
    variants,
    silhouetteNames: { FIT: "Fitted" },
    language: "en",
    priceVisible: true,
    pollPrices: false,
    skipStockLimits: false,
    vouchers: [],
    format: (minor) => `$${(minor / 100).toFixed(2)}`,
    productUrl: (code) => `/partner/p/${code}`,
    imageUrl: (code, colour) => `/media/products/${code}/${colour}.svg`,
    ...extra,
  };
}

describe("cart page view", () => {
  it("makes one item per product and delivery target with every colour × size of the product", () => {
    const view = buildCartView(
      input([line(0, "U7", 1, ["SPRING", 2027]), line(2, "U71", 3, ["SUMMER", 2027]), line(3, "U7", 5, ["SUMMER", 2027], { windowClosed: true })]),
    );
    expect(view.items.map((i) => i.key)).toEqual(["CAP1@SPRING-2027", "CAP1@SUMMER-2027"]);
    const summer = view.items[1]!;
    expect(summer).toMatchObject({
      materialId: "300123",
      productType: "headwear",
      league: "NL",
      silhouette: { code: "FIT", name: "Fitted" },
      target: { code: "SUMMER", year: 2027, name: "SUMMER 2027" },
      seasonCollection: "SS27",
      firstEntry: 2,
      url: "/partner/p/CAP1",
      image: "/media/products/CAP1/BLK.svg",
      unitPrice: 2500,
    });
    expect(summer.sizes).toEqual(["7", "7 1/8"]);
    expect(summer.colours.map((c) => [c.name, c.cells.map((cell) => cell && [cell.upc, cell.quantity, cell.entryNumber, cell.serverError])])).toEqual([
      ["Black", [["U7", 5, 3, "bookingWindowClosed"], ["U71", 3, 2, null]]],
      ["Red", [null, ["R71", 0, null, null]]],
    ]);
  });

  it("tabs are the targets holding lines, in the unit's order; copy choices are the open targets", () => {
    const view = buildCartView(input([line(0, "U7", 1, ["SUMMER", 2027]), line(1, "U7", 1, ["SPRING", 2027])]));
    expect(view.tabs.map((t) => t.name)).toEqual(["Spring 2027", "Summer 2027"]);
    expect(view.bookableTargets.map((t) => `${t.code}-${t.year}`)).toEqual(["SPRING-2027", "SUMMER-2027"]);
    expect(view.totals).toEqual({
      units: 9,
      materials: 1,
      subtotal: { value: 22500, formattedValue: "$225.00" },
      discount: { value: 2500, formattedValue: "$25.00" },
      price: { value: 20000, formattedValue: "$200.00" },
    });
  });

  it("STOCK carts have no tabs; a product without a list price has no unit price", () => {
    const view = buildCartView(input([line(0, "U7", 2, null, { msrpMinor: null, unitPriceMinor: null })], { mode: "STOCK", targets: [] }));
    expect(view.tabs).toEqual([]);
    expect(view.items[0]).toMatchObject({ key: "CAP1", target: null, unitPrice: null });
  });

  it("a custom-programme product in a GCP cart is made to order; in other carts its stock reads as before (decision 0042)", () => {
    const gcpVariants = variants.map((v) => ({ ...v, gcp: true }));
    const gcp = buildCartView(input([line(0, "U71", 150, null)], { mode: "GCP", targets: [], variants: gcpVariants }));
    expect(gcp.items[0]?.madeToOrder).toBe(true);
    expect(buildCartView(input([line(0, "U71", 2, null)], { mode: "STOCK", targets: [], variants: gcpVariants })).items[0]?.madeToOrder).toBe(false);
    expect(buildCartView(input([line(0, "U71", 2, null)], { mode: "GCP", targets: [] })).items[0]?.madeToOrder).toBe(false);
    expect(buildCartView(input([line(0, "U71", 2, ["SPRING", 2027])])).items[0]?.madeToOrder).toBe(false);
  });
});
