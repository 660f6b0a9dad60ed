import { describe, expect, it } from "vitest";
import type { CartItemView, SizeCell } from "./cart-view.ts";
import { canCopy, copyToTargetsLines, hasAnySizeQuantity, silhouetteSizes, sizeQuantityLines } from "./bulk-lines.ts";

const cell = (upc: string, size: string, quantity: number): SizeCell => ({
  upc,
  size,
  quantity,
  entryNumber: quantity > 0 ? 1 : null,
  stock: { status: "inStock", available: 10, forceInStock: false, maxOrderQuantity: null },
  serverError: null,
});

function item(key: string, silhouette: string, sizes: string[], quantities: number[]): CartItemView {
  return {
    key: `${key}@SPRING-2027`,
    baseProductCode: key,
    materialId: "300100",
    name: key,
    url: "/p/x",
    image: null,
    productType: "headwear",
    league: null,
    silhouette: { code: silhouette, name: silhouette },
    target: { code: "SPRING", year: 2027, name: "Spring 2027" },
    seasonCollection: "SS27",
    sizes,
    colours: [{ code: "BLK", name: "Black", hex: "#000", cells: sizes.map((s, i) => cell(`${key}-${s}`, s, quantities[i] ?? 0)) }],
    madeToOrder: false,
    firstEntry: 0,
    unitPrice: null,
  };
}

describe("copy quantities to other months", () => {
  const cap = item("CAP", "FITTED", ["7", "7 1/8", "7 1/4"], [4, 0, 2]);

  it("sets each chosen target's lines to the shown quantities, edits included, blanks skipped", () => {
    const lines = copyToTargetsLines(cap, new Map([["CAP-7 1/8@SPRING-2027", "3"]]), [
      { code: "MAR", year: 2027 },
      { code: "APR", year: 2027 },
    ]);
    expect(lines.map((l) => [l.id, l.quantity, l.deliveryTarget, l.deliveryYear])).toEqual([
      ["CAP-7", 4, "MAR", 2027],
      ["CAP-7 1/8", 3, "MAR", 2027],
      ["CAP-7 1/4", 2, "MAR", 2027],
      ["CAP-7", 4, "APR", 2027],
      ["CAP-7 1/8", 3, "APR", 2027],
      ["CAP-7 1/4", 2, "APR", 2027],
    ]);
    expect(lines[0]).toMatchObject({ seasonCollection: "SS27", baseProductCode: "CAP" });
  });

  it("Apply needs at least one month chosen and something to copy", () => {
    expect(canCopy(new Set(), cap, new Map())).toBe(false);
    expect(canCopy(new Set(["MAR-2027"]), cap, new Map())).toBe(true);
    const empty = item("E", "FITTED", ["7"], [0]);
    expect(canCopy(new Set(["MAR-2027"]), empty, new Map())).toBe(false);
  });
});

describe("choose quantity per size", () => {
  const items = [item("A", "FITTED", ["7", "7 1/4"], [1, 1]), item("B", "FITTED", ["7 1/4", "7 1/2"], [0, 0]), item("C", "STRETCH", ["S/M"], [5])];

  it("lists the silhouette's sizes in order", () => {
    expect(silhouetteSizes(items, "FITTED")).toEqual(["7", "7 1/4", "7 1/2"]);
  });

  it.each([
    [new Map<string, string>(), false],
    [new Map([["7", ""]]), false],
    [new Map([["7", "0"]]), true],
    [new Map([["7", "12"]]), true],
  ])("Apply enabled for %o: %s", (texts, enabled) => {
    expect(hasAnySizeQuantity(texts)).toBe(enabled);
  });

  it("sets the typed size on every item of the silhouette, leaving blank sizes and other silhouettes", () => {
    const lines = sizeQuantityLines(items, "FITTED", new Map([["7 1/4", "6"], ["7", ""]]));
    expect(lines.map((l) => [l.id, l.quantity])).toEqual([
      ["A-7 1/4", 6],
      ["B-7 1/4", 6],
    ]);
  });
});
