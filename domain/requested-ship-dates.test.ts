import { describe, expect, it } from "vitest";
import { checkRequestedShipDates, type DeliveryTargetRules, type RequestedShipDate } from "./requested-ship-dates.ts";
import type { ShipDateRules } from "./ship-dates.ts";

/** A PREBOOKING cart on Monday 2 March 2026 with two delivery targets (residual rules: +2 business days … +60 days). */
const residual: ShipDateRules = { today: "2026-03-02", country: "US", kind: "residual", dealer: false, rapidDelivery: false };
const TARGETS: DeliveryTargetRules[] = [
  { deliveryTarget: "APR", deliveryYear: 2026, rules: residual },
  { deliveryTarget: "SPRING", deliveryYear: 2026, rules: { ...residual, minCancelDays: 10 } },
];

const apr = { deliveryTarget: "APR", deliveryYear: 2026, desiredShipDate: "2026-03-04", cancelDate: "2026-04-03" };
const spring = { deliveryTarget: "SPRING", deliveryYear: 2026, desiredShipDate: "2026-03-10", cancelDate: "2026-03-21" };

describe("checkRequestedShipDates: one desired and one cancel date per delivery target", () => {
  it.each<[string, RequestedShipDate[], string[]]>([
    ["one valid pair per target", [apr, spring], []],
    ["a target without dates", [apr], ["requestedShipDates:checkout.shipDate.target.missing"]],
    ["a target twice", [apr, spring, { ...apr }], ["requestedShipDates[2].deliveryTarget:checkout.shipDate.target.duplicate"]],
    [
      "a target not in the cart (and so one missing)",
      [apr, { ...spring, deliveryYear: 2027 }],
      ["requestedShipDates[1].deliveryTarget:checkout.shipDate.target.unknown", "requestedShipDates:checkout.shipDate.target.missing"],
    ],
    [
      "each entry follows its own target's rules",
      [apr, { ...spring, cancelDate: "2026-03-20" }], // SPRING: first cancel date is desired + 10 + 1
      ["requestedShipDates[1].cancelDate:checkout.shipDate.cancel.notAllowed"],
    ],
    ["a weekend desired date", [{ ...apr, desiredShipDate: "2026-03-07" }, spring], ["requestedShipDates[0].desiredShipDate:checkout.shipDate.desired.notAllowed"]],
    ["day 61 is past the residual 60", [{ ...apr, desiredShipDate: "2026-05-04", cancelDate: "2026-06-03" }, spring], ["requestedShipDates[0].desiredShipDate:checkout.shipDate.desired.notAllowed"]],
  ])("%s", (_, requested, expected) => {
    const result = checkRequestedShipDates(requested, TARGETS);
    expect(result.ok ? [] : result.errors.map((e) => `${e.field}:${e.messageKey}`)).toEqual(expected);
  });

  it("returns the accepted dates per target", () => {
    expect(checkRequestedShipDates([spring, apr], TARGETS)).toEqual({ ok: true, dates: [spring, apr] });
  });

  it("a STOCK cart is one target with stock rules", () => {
    const stock: ShipDateRules = { ...residual, kind: "stock" };
    const targets = [{ deliveryTarget: "", deliveryYear: 0, rules: stock }];
    expect(checkRequestedShipDates([{ deliveryTarget: "", deliveryYear: 0, desiredShipDate: "2026-03-04", cancelDate: "2026-04-03" }], targets).ok).toBe(false);
    expect(checkRequestedShipDates([{ deliveryTarget: "", deliveryYear: 0, desiredShipDate: "2026-03-05", cancelDate: "2026-04-04" }], targets).ok).toBe(true);
  });
});
