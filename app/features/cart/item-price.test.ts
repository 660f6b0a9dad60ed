import { describe, expect, it } from "vitest";
import { itemPriceKey, itemPriceText, type PriceState } from "./item-price.ts";

const item: { materialId: string; target: { code: string; year: number; name: string } | null; unitPrice: number | null } = {
  materialId: "300123",
  target: { code: "SPRING", year: 2027, name: "Spring 2027" },
  unitPrice: 2500,
};
const format = (minor: number) => `$${(minor / 100).toFixed(2)}`;
const text = (prices: PriceState, priceVisible = true, it = item) => itemPriceText(it, 3, { priceVisible, prices, format, notAvailable: "Not available" });

describe("an item's amount", () => {
  it("keys customer prices by material and delivery target, as pricesFromSAP does", () => {
    expect(itemPriceKey(item)).toBe("300123|SPRING-2027");
    expect(itemPriceKey({ materialId: "300123", target: null })).toBe("300123|");
  });

  const cases: { prices: PriceState; shown: string | null; why: string }[] = [
    { prices: { kind: "off" }, shown: "$75.00", why: "list price × quantity when the ERP does not price the user" },
    { prices: { kind: "checking" }, shown: null, why: "nothing while the prices are asked" },
    { prices: { kind: "failed" }, shown: "Not available", why: "not available after a failure" },
    { prices: { kind: "done", total: "$60.00", lines: new Map([["300123|SPRING-2027", "$60.00"]]) }, shown: "$60.00", why: "the customer price when it arrived" },
    { prices: { kind: "done", total: "$0.00", lines: new Map([["300123|SPRING-2027", null]]) }, shown: "Not available", why: "not available when the ERP has no price" },
    { prices: { kind: "done", total: "$0.00", lines: new Map() }, shown: "Not available", why: "not available when the answer leaves it out" },
  ];
  it.each(cases)("$why", ({ prices, shown }) => {
    expect(text(prices)).toBe(shown);
  });

  it("shows nothing when prices are hidden, and not available without a list price", () => {
    expect(text({ kind: "off" }, false)).toBeNull();
    expect(text({ kind: "off" }, true, { ...item, unitPrice: null })).toBe("Not available");
  });
});
