import { describe, expect, it } from "vitest";
import { orderSizes, sizeGrid } from "./order-grid.ts";

describe("orderSizes", () => {
  it.each([
    [["7 1/8", "6 7/8", "8", "7"], ["6 7/8", "7", "7 1/8", "8"]],
    [["XL", "S", "3XL", "M", "XS"], ["XS", "S", "M", "XL", "3XL"]],
    [["L/XL", "S/M", "M/L"], ["S/M", "M/L", "L/XL"]],
    [["OSFA", "7", "M"], ["7", "M", "OSFA"]],
    [["B", "A", "B"], ["B", "A"]],
  ])("%j → %j", (sizes, expected) => expect(orderSizes(sizes)).toEqual(expected));
});

describe("sizeGrid", () => {
  it("makes a row per product and colour, cells by size, sizes in order", () => {
    const lines = [
      { productCode: "P1", colourName: "Black", size: "M", q: 1 },
      { productCode: "P1", colourName: "Black", size: "S", q: 2 },
      { productCode: "P1", colourName: "Navy", size: "S", q: 3 },
      { productCode: "P2", colourName: "Black", size: "XL", q: 4 },
    ];
    const grid = sizeGrid(lines);
    expect(grid.sizes).toEqual(["S", "M", "XL"]);
    expect(grid.rows.map((r) => [r.productCode, r.colourName, Object.keys(r.cells).sort()])).toEqual([
      ["P1", "Black", ["M", "S"]],
      ["P1", "Navy", ["S"]],
      ["P2", "Black", ["XL"]],
    ]);
    expect(grid.rows[0]?.cells.S?.q).toBe(2);
  });
});
