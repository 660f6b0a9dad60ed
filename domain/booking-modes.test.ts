import { describe, expect, it } from "vitest";
import type { AccountKind } from "./account-kinds.ts";
import { BOOKING_MODES, bookingModesFor, currentBookingMode, isBookingMode, type BookingMode } from "./booking-modes.ts";

describe("booking modes per account kind (decision 0017)", () => {
  it("the spec's three modes", () => {
    expect(BOOKING_MODES).toEqual(["STOCK", "PREBOOKING", "GCP"]);
  });

  it.each<[AccountKind, BookingMode[]]>([
    ["dealer", ["STOCK", "PREBOOKING", "GCP"]],
    ["franchise", ["STOCK", "PREBOOKING"]],
    ["corporate", ["STOCK", "PREBOOKING"]],
    ["promo", ["STOCK"]],
    ["buyer", ["STOCK"]],
    ["approver", ["STOCK"]],
    ["consumer", ["STOCK"]],
    ["salesrep", []],
    ["agent", []],
  ])("%s → %j", (kind, modes) => {
    expect(bookingModesFor(kind)).toEqual(modes);
  });
});

describe("the session's current mode", () => {
  it.each<[AccountKind | null, unknown, BookingMode | null]>([
    [null, "STOCK", null],
    ["dealer", undefined, "STOCK"],
    ["dealer", "PREBOOKING", "PREBOOKING"],
    ["dealer", "GCP", "GCP"],
    ["dealer", "prebooking", "STOCK"],
    ["dealer", 3, "STOCK"],
    ["franchise", "PREBOOKING", "PREBOOKING"],
    ["franchise", "GCP", "STOCK"],
    ["consumer", "PREBOOKING", "STOCK"],
    ["promo", "GCP", "STOCK"],
    ["salesrep", "STOCK", null],
    ["agent", undefined, null],
  ])("kind %s, chosen %j → %s", (kind, chosen, mode) => {
    expect(currentBookingMode(kind, chosen)).toBe(mode);
  });

  it.each<[unknown, boolean]>([
    ["STOCK", true],
    ["PREBOOKING", true],
    ["GCP", true],
    ["stock", false],
    ["", false],
    [null, false],
  ])("isBookingMode(%j) = %s", (value, expected) => {
    expect(isBookingMode(value)).toBe(expected);
  });
});
