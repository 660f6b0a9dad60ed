import { describe, expect, it } from "vitest";
import type { BookingMode } from "./booking-modes.ts";
import { quickOrderOffered } from "./quick-order.ts";

describe("quickOrderOffered (a partner site's signed-in user with a booking mode)", () => {
  it.each<[string, boolean, boolean, BookingMode | null, boolean]>([
    ["dealer in STOCK on /partner", true, true, "STOCK", true],
    ["dealer in PREBOOKING on /partner", true, true, "PREBOOKING", true],
    ["dealer in GCP on /jp/partner", true, true, "GCP", true],
    ["visitor on /partner", true, false, null, false],
    ["sales rep without a booking mode", true, true, null, false],
    ["signed-in shopper on the consumer site", false, true, "STOCK", false],
    ["visitor on the consumer site", false, false, null, false],
  ])("%s", (_label, b2b, signedIn, bookingMode, expected) => {
    expect(quickOrderOffered({ b2b, signedIn, bookingMode })).toBe(expected);
  });
});
