import { describe, expect, it } from "vitest";
import { defaultShipDates, desiredShipDateRange, isDesiredShipDateAllowed, isCancelDateAllowed, type ShipDateRules } from "../../../domain/ship-dates.ts";
import { loadConfig } from "../../config.ts";
import { shipDateRulesOf, type ShipDateFacts } from "./ship-date-rules.ts";

const NO_SETTINGS = { maxMonths: null, minCancelDays: null, cancellationWindowDays: null };
const SPRING = { code: "SPRING", year: 2027, shipFrom: "2027-02-01", shipTo: "2027-04-30" };
const SUMMER = { code: "SUMMER", year: 2027, shipFrom: "2027-05-01", shipTo: "2027-07-31" };

function facts(over: Partial<ShipDateFacts> = {}): ShipDateFacts {
  return { siteId: "us", mode: "STOCK", today: "2026-11-25", dealer: false, rapidDeliveryFlag: false, settings: NO_SETTINGS, open: [SPRING, SUMMER], cartTargets: [], ...over };
}

function single(f: ShipDateFacts): ShipDateRules {
  const rules = shipDateRulesOf(f);
  if (rules.kind !== "single") throw new Error("expected one set of rules");
  return rules.rules;
}

describe("shipDateRulesOf: the configured settings reach the rules", () => {
  it.each([
    ["STOCK takes all three", "STOCK", { maxMonths: 6, minCancelDays: 20, cancellationWindowDays: 45 }, { maxMonths: 6, minCancelDays: 20, cancellationWindowDays: 45 }],
    ["GCP: residual numbers, months do not apply", "GCP", { maxMonths: 6, minCancelDays: 20, cancellationWindowDays: 45 }, { maxMonths: undefined, minCancelDays: 20, cancellationWindowDays: 45 }],
    ["nothing configured", "STOCK", NO_SETTINGS, { maxMonths: null, minCancelDays: null, cancellationWindowDays: null }],
  ] as const)("%s", (_label, mode, settings, expected) => {
    const rules = single(facts({ mode, settings }));
    expect({ maxMonths: rules.maxMonths, minCancelDays: rules.minCancelDays, cancellationWindowDays: rules.cancellationWindowDays }).toEqual(expected);
    expect(rules.kind).toBe(mode === "GCP" ? "residual" : "stock");
  });

  it("PREBOOKING: every target gets the cancel settings and its ship range, not the months", () => {
    const rules = shipDateRulesOf(facts({ mode: "PREBOOKING", settings: { maxMonths: 1, minCancelDays: 9, cancellationWindowDays: 25 }, cartTargets: [SPRING, { code: "FALL", year: 2027 }] }));
    expect(rules.kind).toBe("perTarget");
    if (rules.kind !== "perTarget") return;
    expect(rules.targets.map((t) => [t.deliveryTarget, t.rules.bookingWindows, t.rules.maxMonths, t.rules.minCancelDays, t.rules.cancellationWindowDays])).toEqual([
      ["SPRING", [{ from: "2027-02-01", to: "2027-04-30" }], undefined, 9, 25],
      // No open window for FALL: no date.
      ["FALL", [], undefined, 9, 25],
    ]);
    // A one-month limit would leave SPRING 2027 no date; the target's ship range is its bound.
    expect(desiredShipDateRange(rules.targets[0]!.rules)?.first).toBe("2027-02-01");
    expect(desiredShipDateRange(rules.targets[1]!.rules)).toBeNull();
  });

  it("a configured month limit moves the last desired date of a STOCK cart (366 days otherwise)", () => {
    expect(desiredShipDateRange(single(facts()))?.last).toBe("2027-11-26");
    expect(desiredShipDateRange(single(facts({ settings: { ...NO_SETTINGS, maxMonths: 2 } }))))?.toMatchObject({ last: "2027-01-25" });
  });

  it("the minimum cancel days plus 1 and the cancellation window narrow the cancel dates", () => {
    const rules = single(facts({ settings: { maxMonths: null, minCancelDays: 20, cancellationWindowDays: 40 } }));
    const desired = "2026-12-01";
    expect(isCancelDateAllowed(rules, desired, "2026-12-21")).toBe(false);
    expect(isCancelDateAllowed(rules, desired, "2026-12-22")).toBe(true);
    expect(isCancelDateAllowed(rules, desired, "2027-01-10")).toBe(true);
    expect(isCancelDateAllowed(rules, desired, "2027-01-11")).toBe(false);
    expect(defaultShipDates(rules)).toEqual({ desiredShipDate: "2026-12-01", cancelDate: "2026-12-31", maxCancellationDate: "2027-01-10" });
  });
});

describe("shipDateRulesOf: the custom programme (decision 0042)", () => {
  // Today 2026-11-25: the open targets ship from February, beyond the residual 60 days.
  it.each([
    ["a dealer: 28 business days out, up to 60 days, no booking windows", true, { first: "2027-01-07", last: "2027-01-22", default: "2027-01-07" }],
    ["a non-dealer: 2 business days out, up to 60 days", false, { first: "2026-11-30", last: "2027-01-22", default: "2026-11-30" }],
  ] as const)("%s", (_label, dealer, range) => {
    const rules = single(facts({ mode: "GCP", dealer }));
    expect(rules.bookingWindows).toBeUndefined();
    expect(desiredShipDateRange(rules)).toEqual(range);
    expect(defaultShipDates(rules)).not.toBeNull();
  });

  it("a dealer's STOCK cart keeps the booking windows (none open before February: the first day is in it)", () => {
    expect(desiredShipDateRange(single(facts({ mode: "STOCK", dealer: true })))?.first).toBe("2027-02-01");
  });
});

describe("shipDateRulesOf: rapid delivery only for rapid-delivery customers on the Japan site", () => {
  it.each([
    ["JP site, flag set", "jp", true, true],
    ["JP site, flag not set", "jp", false, false],
    ["US partner site, flag set", "us", true, false],
    ["Mexico, flag set", "mx", true, false],
    ["consumer site, flag set", "b2c", true, false],
  ] as const)("%s", (_label, siteId, flag, rapid) => {
    const rules = single(facts({ siteId, rapidDeliveryFlag: flag }));
    expect(rules.rapidDelivery).toBe(rapid);
    // 2026-12-05 is a Saturday inside the range of every site.
    expect(isDesiredShipDateAllowed(rules, "2026-12-05")).toBe(rapid);
  });

  it("a Japanese rapid-delivery dealer may pick a Saturday inside the open ship ranges only", () => {
    const rules = single(facts({ siteId: "jp", dealer: true, rapidDeliveryFlag: true }));
    expect(rules.country).toBe("JP");
    expect(isDesiredShipDateAllowed(rules, "2027-02-06")).toBe(true);
    expect(isDesiredShipDateAllowed(rules, "2027-01-30")).toBe(false);
  });
});

describe("configuration of the ship-date settings", () => {
  const base = { NODE_ENV: "test", DATA_DIR: "/tmp/brim-config-test" } as const;
  it("defaults to the spec's numbers (nothing configured)", () => {
    expect(loadConfig(base).shipDates).toEqual(NO_SETTINGS);
    expect(loadConfig({ ...base, SHIP_DATE_MAX_MONTHS: "", SHIP_DATE_MIN_CANCEL_DAYS: "", ORDER_CANCELLATION_WINDOW_DAYS: "" }).shipDates).toEqual(NO_SETTINGS);
  });
  it("reads the environment", () => {
    expect(loadConfig({ ...base, SHIP_DATE_MAX_MONTHS: "6", SHIP_DATE_MIN_CANCEL_DAYS: "0", ORDER_CANCELLATION_WINDOW_DAYS: "45" }).shipDates).toEqual({ maxMonths: 6, minCancelDays: 0, cancellationWindowDays: 45 });
  });
  it.each([
    ["SHIP_DATE_MAX_MONTHS", "0"],
    ["SHIP_DATE_MAX_MONTHS", "1.5"],
    ["SHIP_DATE_MIN_CANCEL_DAYS", "-1"],
    ["ORDER_CANCELLATION_WINDOW_DAYS", "ten"],
  ])("refuses %s=%s", (name, value) => {
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(name);
  });
});
