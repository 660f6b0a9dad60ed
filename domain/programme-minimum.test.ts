import { describe, expect, it } from "vitest";
import type { BookingMode } from "./booking-modes.ts";
import { GCP_MINIMUM_PROGRAM_QUANTITY, programmeMinimumOf, programmeShortfalls, showsProgrammeMinimum, type ProgrammeLine } from "./programme-minimum.ts";

const line = (materialId: number, quantity: number): ProgrammeLine => ({ materialId, productCode: `P${materialId}`, productName: `Cap ${materialId}`, quantity });

describe("programme minimum (decisions 0008, 0042)", () => {
  it("is one gross", () => expect(GCP_MINIMUM_PROGRAM_QUANTITY).toBe(144));

  it.each<[boolean, number, boolean, number]>([
    [true, 0, false, 144],
    [true, 24, false, 144],
    [true, 143, false, 144],
    [true, 144, true, 144],
    [true, 300, true, 144],
    [false, 0, true, 0], // not a GCP product: no minimum
  ])("gcp %s with %i in the cart → met %s (minimum %i)", (gcp, current, met, minimum) => {
    expect(programmeMinimumOf(gcp, current)).toEqual({ minimumProgramMet: met, currentProgramQuantity: current, minimumProgramQuantity: minimum });
  });

  it.each<[string, ProgrammeLine[], { materialId: number; current: number; missing: number }[]]>([
    ["the issue's cart: 24 of one product", [line(1, 24)], [{ materialId: 1, current: 24, missing: 120 }]],
    ["sizes of one material add up to the minimum", [line(1, 100), line(1, 44)], []],
    ["one material short, the other met", [line(1, 144), line(2, 143)], [{ materialId: 2, current: 143, missing: 1 }]],
    ["lines at 0 do not count", [line(1, 0), line(2, 150)], []],
    ["an empty cart has no shortfall (it cannot be ordered anyway)", [], []],
  ])("%s", (_, lines, expected) => {
    expect(programmeShortfalls(lines).map(({ materialId, current, missing }) => ({ materialId, current, missing }))).toEqual(expected);
  });

  // The product page's minimum box: only where the product can go into the programme (walkthrough).
  it.each<[BookingMode | null, boolean, boolean]>([
    ["GCP", true, true],
    ["STOCK", true, false], // the page says "only in the custom programme": no count towards it
    ["PREBOOKING", true, false],
    [null, true, false], // a visitor or a sales rep without a customer: no cart at all
    ["GCP", false, false],
    ["STOCK", false, false],
    ["PREBOOKING", false, false],
    [null, false, false],
  ])("mode %s, GCP product %s → minimum box %s", (mode, gcp, shown) => {
    expect(showsProgrammeMinimum(mode, gcp)).toBe(shown);
  });
});
