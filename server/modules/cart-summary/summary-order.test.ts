import { describe, expect, it } from "vitest";
import { summariseOrder } from "./summary-order.ts";

const spring = { code: "SPRING", year: 2027 };
const mar = { code: "MAR", year: 2027 };
const fall26 = { code: "FALL", year: 2026 };
const apr = { code: "APR", year: 2027 };
/** The unit's targets in ship order (FALL 2026 has no window any more, so it is not listed). */
const shipOrder = ["SPRING-2027", "MAR-2027", "APR-2027"];

describe("order summary: delivery target × product type", () => {
  it("groups by target in shipping order and by product type, with totals", () => {
    const { rows, totals } = summariseOrder(
      [
      { deliveryTarget: mar, productType: "headwear", quantity: 12, totalMinor: 12_000 },
      { deliveryTarget: spring, productType: "apparel", quantity: 3, totalMinor: 9_000 },
      { deliveryTarget: spring, productType: "headwear", quantity: 24, totalMinor: 48_000 },
      { deliveryTarget: spring, productType: "headwear", quantity: 6, totalMinor: 6_600 },
      { deliveryTarget: fall26, productType: "headwear", quantity: 1, totalMinor: 1_000 },
      { deliveryTarget: apr, productType: "apparel", quantity: 1, totalMinor: 0 },
      ],
      shipOrder,
    );
    expect(rows.map((r) => [r.target?.code, r.target?.year, r.quantity, r.priceMinor])).toEqual([
      ["SPRING", 2027, 33, 63_600],
      ["MAR", 2027, 12, 12_000],
      ["APR", 2027, 1, 0],
      ["FALL", 2026, 1, 1_000],
    ]);
    expect(rows[0]?.cells).toEqual([
      { productType: "headwear", quantity: 30, priceMinor: 54_600 },
      { productType: "apparel", quantity: 3, priceMinor: 9_000 },
    ]);
    expect(rows[1]?.cells).toEqual([
      { productType: "headwear", quantity: 12, priceMinor: 12_000 },
      { productType: "apparel", quantity: 0, priceMinor: 0 },
    ]);
    expect(totals).toEqual({
      cells: [
        { productType: "headwear", quantity: 43, priceMinor: 67_600 },
        { productType: "apparel", quantity: 4, priceMinor: 9_000 },
      ],
      quantity: 47,
      priceMinor: 76_600,
    });
  });

  it("puts a cart without targets in one row", () => {
    const { rows, totals } = summariseOrder([
      { deliveryTarget: null, productType: "apparel", quantity: 2, totalMinor: 5_000 },
      { deliveryTarget: null, productType: "headwear", quantity: 5, totalMinor: 15_000 },
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.target).toBeNull();
    expect(totals.quantity).toBe(7);
    expect(totals.priceMinor).toBe(20_000);
  });

  it("is empty for an empty cart, with both product types in the totals", () => {
    expect(summariseOrder([])).toEqual({
      rows: [],
      totals: { cells: [{ productType: "headwear", quantity: 0, priceMinor: 0 }, { productType: "apparel", quantity: 0, priceMinor: 0 }], quantity: 0, priceMinor: 0 },
    });
  });
});
