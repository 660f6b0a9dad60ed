import { describe, expect, it } from "vitest";
import { chargedUnitPrice, quantityScale, type ScaleRow } from "./dealer-price.ts";

describe("the unit price charged (decision 0048)", () => {
  it.each<[number | null, number | null, ReturnType<typeof chargedUnitPrice>]>([
    [2235, 4099, { unitMinor: 2235, source: "NET" }],
    [null, 4099, { unitMinor: 4099, source: "LIST" }],
    [0, 4099, { unitMinor: 0, source: "NET" }],
    [null, null, null],
  ])("net %j, list %j", (net, list, expected) => {
    expect(chargedUnitPrice(net, list)).toEqual(expected);
  });
});

const row = (minQuantity: number, unitMinor: number, source: "NET" | "LIST" = "NET"): ScaleRow => ({ minQuantity, unitMinor, source });

describe("the quantity scale shown", () => {
  it.each<[string, ScaleRow[], ScaleRow[]]>([
    ["three steps", [row(1, 2235), row(144, 2150), row(576, 2070)], [row(1, 2235), row(144, 2150), row(576, 2070)]],
    ["out of order", [row(576, 2070), row(1, 2235), row(144, 2150)], [row(1, 2235), row(144, 2150), row(576, 2070)]],
    ["no scales", [row(1, 2870), row(144, 2870), row(576, 2870)], [row(1, 2870)]],
    ["list price only", [row(1, 4099, "LIST"), row(144, 4099, "LIST"), row(576, 4099, "LIST")], [row(1, 4099, "LIST")]],
    ["one step equal", [row(1, 2235), row(144, 2235), row(576, 2070)], [row(1, 2235), row(576, 2070)]],
    ["nothing", [], []],
  ])("%s", (_, quotes, expected) => {
    expect(quantityScale(quotes)).toEqual(expected);
  });
});
