import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PICKLIST_MAX_ITEMS } from "./address-lookup.ts";
import { postcodeProblem } from "./address-text.ts";
import { generateReferenceSet, REFERENCE_SET_FILE, referenceSetJson } from "./reference-set-gen.ts";
import { entriesOf, line1Of, REFERENCE_SET, SUPPORTED_COUNTRIES } from "./reference-set.ts";

describe("address reference set", () => {
  it("is the generator's output (regenerate with: npx tsx server/integrations/address-verification/reference-set-gen.ts)", () => {
    expect(readFileSync(REFERENCE_SET_FILE, "utf8")).toBe(referenceSetJson());
    expect(REFERENCE_SET).toEqual(generateReferenceSet());
  });

  it("holds 150 addresses in the US, Canada, Mexico and Japan with unique ids and lines", () => {
    expect(REFERENCE_SET).toHaveLength(150);
    for (const country of SUPPORTED_COUNTRIES) expect(entriesOf(country).length).toBeGreaterThan(20);
    expect(new Set(REFERENCE_SET.map((a) => a.id)).size).toBe(150);
    const lines = REFERENCE_SET.filter((a) => !a.range).map((a) => `${a.country}|${line1Of(a)}|${a.town}`);
    expect(new Set(lines).size).toBe(lines.length);
  });

  it("writes every postcode and region the way its country does", () => {
    for (const a of REFERENCE_SET) {
      expect(postcodeProblem(a.postcode, a.country), `${a.id} ${a.postcode}`).toBeNull();
      expect(a.region.startsWith(`${a.country}-`), a.id).toBe(true);
    }
  });

  it("has street ranges, and a town in each country with more addresses than a picklist shows", () => {
    for (const country of ["US", "CA", "MX"] as const) expect(entriesOf(country).some((a) => a.range && a.premise === "")).toBe(true);
    for (const country of SUPPORTED_COUNTRIES) {
      const towns = new Map<string, number>();
      for (const a of entriesOf(country)) towns.set(a.town, (towns.get(a.town) ?? 0) + 1);
      expect(Math.max(...towns.values())).toBeGreaterThan(PICKLIST_MAX_ITEMS);
    }
  });
});
