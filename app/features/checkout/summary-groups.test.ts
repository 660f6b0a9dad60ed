import { describe, expect, it } from "vitest";
import type { CheckoutLine } from "../../../server/modules/checkout/checkout-page.ts";
import { summaryGroups } from "./summary-groups.ts";

const line = (over: Partial<CheckoutLine>): CheckoutLine => ({
  productCode: "CAP1",
  productName: "Cap One",
  materialId: 1001,
  colourCode: "NAVY",
  colourName: "Navy",
  size: "7",
  sizePosition: 2,
  quantity: 1,
  totalMinor: 2_500,
  deliveryTarget: null,
  ...over,
});
const links = { productHref: (code: string) => `/partner/p/${code}`, imageUrl: (code: string, colour: string) => `/media/${code}/${colour}.svg` };

describe("summaryGroups", () => {
  it("puts a STOCK cart in one group, one row per product and colour, sizes in size order", () => {
    const groups = summaryGroups(
      [
        line({ size: "7 1/4", sizePosition: 4, quantity: 2, totalMinor: 5_000 }),
        line({ size: "7", sizePosition: 2 }),
        line({ colourCode: "RED", colourName: "Red", quantity: 3, totalMinor: 7_500 }),
      ],
      links,
    );
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ key: "all", target: null, units: 6, totalMinor: 15_000 });
    expect(groups[0]!.products.map((p) => [p.colourName, p.sizes, p.quantity, p.totalMinor])).toEqual([
      [
        "Navy",
        [
          { size: "7", quantity: 1 },
          { size: "7 1/4", quantity: 2 },
        ],
        3,
        7_500,
      ],
      ["Red", [{ size: "7", quantity: 3 }], 3, 7_500],
    ]);
    expect(groups[0]!.products[0]).toMatchObject({ href: "/partner/p/CAP1", image: "/media/CAP1/NAVY.svg" });
  });

  it("groups PREBOOKING lines by delivery target in the cart's order; an unpriced line makes the row's total unknown", () => {
    const spring = { code: "SPRING", year: 2027, name: "Spring 2027" };
    const march = { code: "MAR", year: 2027, name: "March 2027" };
    const groups = summaryGroups(
      [line({ deliveryTarget: march }), line({ deliveryTarget: spring, totalMinor: null }), line({ deliveryTarget: march, size: "8", sizePosition: 9 })],
      links,
    );
    expect(groups.map((g) => [g.key, g.units, g.products[0]?.totalMinor])).toEqual([
      ["MAR-2027", 2, 5_000],
      ["SPRING-2027", 1, null],
    ]);
  });

  it("leaves out lines without quantity", () => {
    expect(summaryGroups([line({ quantity: 0 })], links)).toEqual([]);
  });
});
