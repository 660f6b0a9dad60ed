import { describe, expect, it } from "vitest";
import { hasPriceCondition, netUnitPrice, priceListFor, PRICE_LISTS } from "./local-price-book.ts";

const dealer = PRICE_LISTS["US-DEALER"]!;
const promo = PRICE_LISTS["US-PROMO"]!;

describe("local ERP price book", () => {
  it.each([
    // list minor, list, quantity, net minor
    [3_499, dealer, 1, 1_924], // 34.99 × 55 % = 19.2445 → 19.24
    [3_500, dealer, 1, 1_925],
    [3_500, dealer, 143, 1_925],
    [3_500, dealer, 144, 1_855], // scale 1: 53 %
    [3_500, dealer, 576, 1_785], // scale 2: 51 %
    [4_000, promo, 1_000, 2_800], // no scales
    [4_500, PRICE_LISTS["JP-DEALER"]!, 1, 2_610], // yen: whole units, 58 %
    [1, dealer, 1, 1], // 0.55 rounds half up to 1
    [0, dealer, 1, 0],
  ] as const)("list %i on %o × %i → %i", (list, priceList, quantity, net) => {
    expect(netUnitPrice(list, priceList, quantity)).toBe(net);
  });

  it("maps sold-to parties to their lists, anyone else to STANDARD", () => {
    expect(priceListFor("0010000101").code).toBe("US-DEALER-KEY");
    expect(priceListFor("0020000201").code).toBe("JP-DEALER");
    expect(priceListFor("9999999999").code).toBe("STANDARD");
  });

  it("has no price condition for every 23rd material", () => {
    expect(hasPriceCondition(23)).toBe(false);
    expect(hasPriceCondition(46)).toBe(false);
    expect(hasPriceCondition(24)).toBe(true);
  });
});
