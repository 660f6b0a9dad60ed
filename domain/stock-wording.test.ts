import { describe, expect, it } from "vitest";
import {
  CONSUMER_ONLY_LEFT_BELOW,
  consumerStockWording,
  madeToOrder,
  type ConsumerStockWording,
} from "./stock-wording.ts";
import type { BookingMode } from "./booking-modes.ts";

describe("consumer stock wording (decision 0043)", () => {
  it("shows the count below 10 units", () => {
    expect(CONSUMER_ONLY_LEFT_BELOW).toBe(10);
  });

  it.each<[string, number, ConsumerStockWording]>([
    ["inStock", 803, { kind: "inStock" }],
    ["inStock", 10, { kind: "inStock" }],
    ["inStock", 9, { kind: "onlyLeft", available: 9 }],
    ["lowStock", 12, { kind: "inStock" }],
    ["lowStock", 3, { kind: "onlyLeft", available: 3 }],
    ["lowStock", 1, { kind: "onlyLeft", available: 1 }],
    ["inStock", 0, { kind: "outOfStock" }],
    ["outOfStock", 0, { kind: "outOfStock" }],
    ["forceInStock", 0, { kind: "forceInStock" }],
    ["forceInStock", 5, { kind: "forceInStock" }],
  ])("%s with %i on hand → %j", (status, available, expected) => {
    expect(consumerStockWording({ status, available })).toEqual(expected);
  });
});

describe("made to order instead of stock (decision 0042, walkthrough follow-ups)", () => {
  it.each<[BookingMode | null, boolean, boolean]>([
    ["GCP", true, true], // a custom-programme line: any quantity, whatever the stock
    ["GCP", false, false], // cannot be added in GCP mode; its stock reads as everywhere
    ["STOCK", true, false],
    ["STOCK", false, false],
    ["PREBOOKING", true, false],
    ["PREBOOKING", false, false],
    [null, true, false],
    [null, false, false],
  ])("mode %s, GCP product %s → made to order %s", (mode, gcp, expected) => {
    expect(madeToOrder(mode, gcp)).toBe(expected);
  });
});
