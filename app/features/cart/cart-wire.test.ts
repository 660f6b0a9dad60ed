import { describe, expect, it } from "vitest";
import { packItem, packPageView, unpackItem, unpackPageView } from "./cart-wire.ts";
import type { CartItemView, CartPageView, SizeCell } from "./cart-view.ts";

const cell = (upc: string, size: string, extra: Partial<SizeCell> = {}): SizeCell => ({
  upc,
  size,
  quantity: 0,
  entryNumber: null,
  stock: { status: "inStock", available: 40, forceInStock: false, maxOrderQuantity: null },
  serverError: null,
  ...extra,
});

const item: CartItemView = {
  key: "CAP1@FW26-2026",
  baseProductCode: "CAP1",
  materialId: "300123",
  name: 'North "Cap", 7 1/8',
  url: "/partner/p/CAP1",
  image: null,
  productType: "headwear",
  league: null,
  silhouette: { code: "FIT", name: "Fitted" },
  target: { code: "FW26", year: 2026, name: "Fall 2026" },
  seasonCollection: "FW26",
  sizes: ["7 1/8", "7 1/4", "S/M"],
  colours: [
    {
      code: "BLK",
      name: "Black; navy, \"trim\"",
      hex: "#000000",
      cells: [
        cell("0885000000011", "7 1/8", { quantity: 12, entryNumber: 3, serverError: "bookingWindowClosed" }),
        null,
        cell("0885000000012", "S/M", { stock: { status: "forceInStock", available: 0, forceInStock: true, maxOrderQuantity: 24 } }),
      ],
    },
    { code: "NVY", name: "ネイビー", hex: "#001F3F", cells: [null, cell("0885000000021", "7 1/4", { stock: { status: "outOfStock", available: 0, forceInStock: false, maxOrderQuantity: 0 } }), null] },
  ],
  madeToOrder: false,
  firstEntry: 3,
  unitPrice: null,
};

describe("cart page wire format", () => {
  it("gives back every cell, gap and field of a grid", () => {
    expect(unpackItem(packItem(item))).toEqual(item);
  });

  it("sends each colour row's cells as one short string", () => {
    const packed = packItem(item);
    expect(Object.keys(packed)).not.toContain("colours");
    expect(packed.rows.map((r) => r.cells)).toEqual(["0885000000011,i,40,,,12,3,bookingWindowClosed;;0885000000012,f,0,1,24", ";0885000000021,o,0,,0;"]);
  });

  it("keeps separators inside text fields", () => {
    const odd = { ...item, colours: [{ ...item.colours[0]!, cells: [cell("A,1;2", "7 1/8", { serverError: "x;y,z%" }), null, null] }] };
    expect(unpackItem(packItem(odd))).toEqual(odd);
  });

  it("leaves pages without items as they are", () => {
    const empty = { kind: "empty", mode: "STOCK" } as const;
    expect(unpackPageView(packPageView(empty))).toEqual(empty);
    const noCart: CartPageView = { kind: "noCart", reason: "noBookingMode" };
    expect(unpackPageView(packPageView(noCart))).toEqual(noCart);
  });
});
