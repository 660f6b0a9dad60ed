import { describe, expect, it } from "vitest";
import { DEFAULT_DELIVERY_METHOD, deliveryMethodsFor, effectiveDeliveryMethod, isDeliveryMethodCode } from "./delivery-methods.ts";

describe("delivery methods (decision 0029)", () => {
  it.each([
    ["b2c", 1_495, "USD"],
    ["us", 2_500, "USD"],
    ["jp", 1_500, "JPY"],
    ["mx", 35_000, "MXN"],
  ] as const)("%s: Standard is free, Express costs %i %s", (site, express, currency) => {
    expect(deliveryMethodsFor(site, "STOCK").map((m) => [m.code, m.costMinor, m.currency])).toEqual([
      ["STANDARD", 0, currency],
      ["EXPRESS", express, currency],
    ]);
  });

  it.each(["PREBOOKING", "GCP"] as const)("%s carts ship Standard only", (mode) => {
    expect(deliveryMethodsFor("us", mode).map((m) => m.code)).toEqual(["STANDARD"]);
  });

  it("names transit days per method", () => {
    const [standard, express] = deliveryMethodsFor("b2c", "STOCK");
    expect(standard?.transitDays).toEqual({ min: 3, max: 5 });
    expect(express?.transitDays).toEqual({ min: 1, max: 2 });
  });

  it.each([
    ["STOCK", "EXPRESS", "EXPRESS", 2_500],
    ["STOCK", null, "STANDARD", 0],
    ["STOCK", "DRONE", "STANDARD", 0],
    ["PREBOOKING", "EXPRESS", "STANDARD", 0],
  ] as const)("%s cart with %s stored ships %s for %i", (mode, stored, code, cost) => {
    const method = effectiveDeliveryMethod("us", mode, stored);
    expect([method.code, method.costMinor]).toEqual([code, cost]);
  });

  it("knows its codes", () => {
    expect(DEFAULT_DELIVERY_METHOD).toBe("STANDARD");
    expect(isDeliveryMethodCode("EXPRESS")).toBe(true);
    expect(isDeliveryMethodCode("express")).toBe(false);
    expect(isDeliveryMethodCode("")).toBe(false);
  });
});
