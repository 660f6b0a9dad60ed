import { describe, expect, it } from "vitest";
import { summaryTable } from "./order-summary.ts";

const labels = { stock: "Stock order", total: "Total" };
const usd = (formattedValue: string) => ({ value: 1, currency: "USD", formattedValue });

describe("order summary table", () => {
  it("lays delivery months out against product types, with row and column totals", () => {
    const table = summaryTable(
      {
        priceVisible: true,
        headers: [
          { productType: "headwear", name: "Headwear" },
          { productType: "apparel", name: "Apparel" },
        ],
        orderEntries: [
          { month: "MAR", deliveryYear: 2027, name: "March 2027", monthEntries: [{ productType: "headwear", quantity: 24, price: usd("$480.00") }], quantity: 24, price: usd("$480.00") },
          { month: "APR", deliveryYear: 2027, monthEntries: [{ productType: "apparel", quantity: 6, price: usd("$90.00") }], quantity: 6, price: usd("$90.00") },
        ],
        totals: {
          monthEntries: [
            { productType: "headwear", quantity: 24, price: usd("$480.00") },
            { productType: "apparel", quantity: 6, price: usd("$90.00") },
          ],
          quantity: 30,
          price: usd("$570.00"),
        },
      },
      labels,
    );
    expect(table.columns).toEqual([
      { key: "headwear", name: "Headwear" },
      { key: "apparel", name: "Apparel" },
    ]);
    expect(table.rows).toEqual([
      { label: "March 2027", cells: [{ quantity: 24, price: "$480.00" }, { quantity: 0, price: null }], total: { quantity: 24, price: "$480.00" } },
      { label: "APR 2027", cells: [{ quantity: 0, price: null }, { quantity: 6, price: "$90.00" }], total: { quantity: 6, price: "$90.00" } },
    ]);
    expect(table.totals).toEqual({ label: "Total", cells: [{ quantity: 24, price: "$480.00" }, { quantity: 6, price: "$90.00" }], total: { quantity: 30, price: "$570.00" } });
    expect(table.priceVisible).toBe(true);
  });

  it("names a stock cart's single row, and derives columns when the headers are missing", () => {
    const table = summaryTable({ orderEntries: [{ month: null, deliveryYear: null, monthEntries: [{ productType: "headwear", quantity: 2, price: null }] }] }, labels);
    expect(table.columns).toEqual([{ key: "headwear", name: "headwear" }]);
    expect(table.rows).toEqual([{ label: "Stock order", cells: [{ quantity: 2, price: null }], total: { quantity: 2, price: null } }]);
    expect(table.totals).toBeNull();
    expect(table.priceVisible).toBe(false);
  });

  it("survives nonsense", () => {
    expect(summaryTable(null, labels)).toEqual({ columns: [], rows: [], totals: null, priceVisible: false });
  });
});
