import { describe, expect, it } from "vitest";
import { cartControls, type CartControls } from "./cart-controls.ts";

describe("the cart's trade controls per site (issue 13)", () => {
  it.each<[keyof CartControls, boolean, boolean]>([
    ["modeNote", true, false],
    ["errorFilter", true, false],
    ["expandAll", true, false],
    ["materialIds", true, false],
    ["quantityPerSize", true, false],
  ])("%s: trade %s, consumer %s", (control, trade, consumer) => {
    expect(cartControls({ b2b: true })[control]).toBe(trade);
    expect(cartControls({ b2b: false })[control]).toBe(consumer);
  });
});
