import { describe, expect, it } from "vitest";
import type { ShipDateRules } from "#domain/ship-dates.ts";
import type { CartShipDateRules } from "./checkout-view.ts";
import { pairsFromDefaults, pairsValid, shipDatesBody, storedPairs, withDesiredDate } from "./ship-date-pairs.ts";

// Monday 23 November 2026; Thursday 26 is Thanksgiving, so 3 business days out is Friday 27.
const STOCK: ShipDateRules = { today: "2026-11-23", country: "US", kind: "stock", dealer: false, rapidDelivery: false };
const RESIDUAL: ShipDateRules = { ...STOCK, kind: "residual" };
const single: CartShipDateRules = { kind: "single", rules: STOCK };
const perTarget: CartShipDateRules = {
  kind: "perTarget",
  targets: [
    { deliveryTarget: "SPRING", deliveryYear: 2027, rules: RESIDUAL },
    { deliveryTarget: "MAR", deliveryYear: 2027, rules: RESIDUAL },
  ],
};

describe("ship-date pairs", () => {
  it("takes the defaults of GET /checkout/dates/get: the desired date and the default cancellation date (30 days), not the latest", () => {
    expect(pairsFromDefaults(single, { desiredShipDate: "2026-11-27", cancelDate: "2026-12-27", maxCancellationDate: "2027-01-26" })).toEqual([
      { deliveryTarget: null, deliveryYear: null, desired: "2026-11-27", cancel: "2026-12-27" },
    ]);
    const answer = {
      desiredShipDate: "2026-11-25",
      cancelDate: "2026-12-25",
      maxCancellationDate: "2027-01-24",
      requestedShipDates: [
        { deliveryTarget: "MAR", deliveryYear: 2027, desiredShipDate: "2026-11-25", cancelDate: "2026-12-25", maxCancellationDate: "2027-01-24" },
        { deliveryTarget: "SPRING", deliveryYear: 2027, desiredShipDate: "2026-11-26", cancelDate: "2026-12-26", maxCancellationDate: "2027-01-25" },
      ],
    };
    expect(pairsFromDefaults(perTarget, answer).map((p) => [p.deliveryTarget, p.cancel])).toEqual([
      ["SPRING", "2026-12-26"],
      ["MAR", "2026-12-25"],
    ]);
  });

  it("uses stored dates only when every delivery target has some", () => {
    const spring = { deliveryTarget: "SPRING", deliveryYear: 2027, desiredShipDate: "2026-11-25", cancelDate: "2026-12-25" };
    expect(storedPairs(perTarget, [spring])).toBeNull();
    expect(storedPairs(perTarget, [spring, { ...spring, deliveryTarget: "MAR" }])).toHaveLength(2);
    expect(storedPairs(single, [])).toBeNull();
    expect(storedPairs(single, [{ deliveryTarget: null, deliveryYear: null, desiredShipDate: "2026-11-27", cancelDate: "2026-12-27" }])).toEqual([
      { deliveryTarget: null, deliveryYear: null, desired: "2026-11-27", cancel: "2026-12-27" },
    ]);
  });

  it("keeps the cancellation date while the new desired date allows it (15 to 60 days after, stock)", () => {
    const pair = { deliveryTarget: null, deliveryYear: null, desired: "2026-11-27", cancel: "2026-12-27" };
    expect(withDesiredDate(STOCK, pair, "2026-11-30").cancel).toBe("2026-12-27");
    // 2026-12-27 is only 13 days after 14 December: the default, 30 days after, is taken.
    expect(withDesiredDate(STOCK, pair, "2026-12-14").cancel).toBe("2027-01-13");
  });

  it("is valid only when the rules allow every pair", () => {
    const ok = [{ deliveryTarget: null, deliveryYear: null, desired: "2026-11-27", cancel: "2026-12-27" }];
    expect(pairsValid(single, ok)).toBe(true);
    // Thanksgiving, a Saturday, a cancel date 14 days after (first is 15), and a missing one.
    for (const [desired, cancel] of [
      ["2026-11-26", "2026-12-27"],
      ["2026-11-28", "2026-12-28"],
      ["2026-11-27", "2026-12-11"],
      ["2026-11-27", null],
    ] as const) {
      expect(pairsValid(single, [{ ...ok[0]!, desired, cancel }])).toBe(false);
    }
    expect(pairsValid(perTarget, [{ deliveryTarget: "SPRING", deliveryYear: 2027, desired: "2026-11-25", cancel: "2026-12-25" }])).toBe(false);
  });

  it("sends one pair, or one per delivery target", () => {
    expect(shipDatesBody(single, [{ deliveryTarget: null, deliveryYear: null, desired: "2026-11-27", cancel: "2026-12-27" }])).toEqual({
      desiredShipDate: "2026-11-27",
      cancelDate: "2026-12-27",
    });
    expect(shipDatesBody(single, [{ deliveryTarget: null, deliveryYear: null, desired: null, cancel: null }])).toBeNull();
    expect(
      shipDatesBody(perTarget, [
        { deliveryTarget: "SPRING", deliveryYear: 2027, desired: "2026-11-25", cancel: "2026-12-25" },
        { deliveryTarget: "MAR", deliveryYear: 2027, desired: "2026-11-30", cancel: "2026-12-30" },
      ]),
    ).toEqual({
      requestedShipDates: [
        { deliveryTarget: "SPRING", deliveryYear: 2027, desiredShipDate: "2026-11-25", cancelDate: "2026-12-25" },
        { deliveryTarget: "MAR", deliveryYear: 2027, desiredShipDate: "2026-11-30", cancelDate: "2026-12-30" },
      ],
    });
  });
});
