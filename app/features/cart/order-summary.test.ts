import { describe, expect, it } from "vitest";
import { summaryTable } from "./order-summary.ts";

describe("order summary table", () => {
  it("lays months out against product types, with prices only when visible", () => {
    const table = summaryTable({
      headers: ["headwear", "apparel"],
      orderEntries: [
        { month: "MAR", deliveryYear: 2027, monthEntries: [{ productType: "headwear", quantity: 24, price: { formattedValue: "$480.00", value: 48000 } }] },
        { month: "APR", deliveryYear: 2027, monthEntries: [{ productType: "apparel", quantity: 6, price: "$90.00" }] },
      ],
      totals: [
        { productType: "headwear", quantity: 24, price: "$480.00" },
        { productType: "apparel", quantity: 6, price: "$90.00" },
      ],
      priceVisible: true,
    });
    expect(table.columns).toEqual(["headwear", "apparel"]);
    expect(table.rows).toEqual([
      { label: "MAR 2027", cells: [{ quantity: 24, price: "$480.00" }, { quantity: 0, price: null }] },
      { label: "APR 2027", cells: [{ quantity: 0, price: null }, { quantity: 6, price: "$90.00" }] },
    ]);
    expect(table.totals).toEqual([
      { quantity: 24, price: "$480.00" },
      { quantity: 6, price: "$90.00" },
    ]);
    expect(table.priceVisible).toBe(true);
  });

  it("derives columns and totals when the answer leaves them out", () => {
    const table = summaryTable({
      orderEntries: [{ month: "MAR", deliveryYear: 2027, monthEntries: [{ productType: "headwear", quantity: 2 }] }, { month: "APR", monthEntries: [{ productType: "headwear", quantity: 3 }] }],
    });
    expect(table.columns).toEqual(["headwear"]);
    expect(table.totals).toEqual([{ quantity: 5, price: null }]);
    expect(table.priceVisible).toBe(false);
  });

  it("survives nonsense", () => {
    expect(summaryTable(null)).toEqual({ columns: [], rows: [], totals: [], priceVisible: false });
  });
});
