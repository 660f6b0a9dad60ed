import { describe, expect, it } from "vitest";
import { generateProduct, productCode, type GeneratedProduct } from "./catalogue-gen.ts";
import { SEED_BASE_DATE } from "./dates.ts";
import type { SeededTeam } from "./reference.ts";
import { LEAGUES, SILHOUETTES, SIZES } from "./reference-data.ts";
import { isValidUpc } from "./upc.ts";

const TEAMS: SeededTeam[] = LEAGUES.flatMap((l, li) =>
  l.teams.map(([code, name, primaryHex, secondaryHex], ti) => ({
    id: li * 10 + ti + 1,
    code,
    name,
    primaryHex,
    secondaryHex,
    sport: l.sport,
    leagueName: l.name,
  })),
);

function generate(random: number, count: number): GeneratedProduct[] {
  const ids = { colour: 0, variant: 0 };
  return Array.from({ length: count }, (_, i) => generateProduct(random, i, TEAMS, ids));
}

describe("generateProduct", () => {
  const products = generate(20260101, 3000);
  const variants = products.flatMap((p) => p.variants);

  it("is deterministic for a seed and differs between seeds", () => {
    expect(generate(20260101, 50)).toEqual(products.slice(0, 50));
    expect(generate(7, 50).map((p) => p.name)).not.toEqual(products.slice(0, 50).map((p) => p.name));
  });

  it("numbers products, colours and variants without gaps", () => {
    expect(products.map((p) => p.id)).toEqual(products.map((_, i) => i + 1));
    expect(products[0]?.code).toBe("BRM000001");
    expect(productCode(99_999)).toBe("BRM100000");
    expect(new Set(products.map((p) => p.materialId)).size).toBe(products.length);
    expect(variants.map((v) => v.id)).toEqual(variants.map((_, i) => i + 1));
    const colourIds = products.flatMap((p) => p.colours.map((c) => c.id));
    expect(colourIds).toEqual(colourIds.map((_, i) => i + 1));
  });

  it("gives each colour the sizes of its product type", () => {
    for (const p of products) {
      expect(SILHOUETTES.find((s) => s.code === p.silhouetteCode)?.productType).toBe(p.productType);
      expect(p.colours.length).toBeGreaterThanOrEqual(1);
      expect(p.colours.length).toBeLessThanOrEqual(3);
      expect(new Set(p.colours.map((c) => c.code)).size).toBe(p.colours.length);
      expect(p.variants).toHaveLength(p.colours.length * SIZES[p.productType].length);
    }
  });

  it("has valid unique UPCs and plausible prices", () => {
    expect(new Set(variants.map((v) => v.upc)).size).toBe(variants.length);
    expect(variants.every((v) => isValidUpc(v.upc))).toBe(true);
    for (const p of products) {
      expect(p.prices.USD % 100).toBe(99);
      expect(p.prices.USD).toBeGreaterThanOrEqual(2999);
      expect(p.prices.USD).toBeLessThanOrEqual(5999);
      expect(p.prices.JPY).toBeGreaterThanOrEqual(4400);
      expect(p.prices.JPY).toBeLessThanOrEqual(8800);
      expect(p.prices.MXN % 100).toBe(0);
    }
  });

  it("mixes stock levels, order limits and inbound dates", () => {
    const share = (f: (v: (typeof variants)[number]) => boolean): number => variants.filter(f).length / variants.length;
    expect(share((v) => v.stock.quantity === 0 && !v.stock.forceInStock)).toBeCloseTo(0.07, 1);
    expect(share((v) => v.stock.quantity > 0 && v.stock.quantity < 10)).toBeCloseTo(0.08, 1);
    expect(share((v) => v.stock.forceInStock)).toBeCloseTo(0.02, 1);
    expect(share((v) => v.maxOrderQuantity !== null)).toBeCloseTo(0.1, 1);
    expect(share((v) => v.inbound.length > 0)).toBeCloseTo(0.3, 1);
    for (const v of variants) {
      for (const b of v.inbound) {
        expect(b.arrivalDate > SEED_BASE_DATE).toBe(true);
        expect(b.quantity).toBeGreaterThanOrEqual(12);
        expect(b.quantity).toBeLessThanOrEqual(600);
      }
      expect(new Set(v.inbound.map((b) => b.arrivalDate)).size).toBe(v.inbound.length);
    }
  });

  it("has some custom-programme, team-less, long and short products", () => {
    const gcp = products.filter((p) => p.gcp).length / products.length;
    expect(gcp).toBeGreaterThan(0.015);
    expect(gcp).toBeLessThan(0.05);
    expect(products.some((p) => p.teamId === null)).toBe(true);
    expect(products.some((p) => p.description.en.length > 200)).toBe(true);
    expect(products.some((p) => p.description.en.length < 80)).toBe(true);
  });

  it("writes every description in Spanish and Japanese too, colour names translated, and NEW products arrived last", () => {
    for (const p of products) {
      expect(p.description.es).not.toBe(p.description.en);
      expect(p.description.ja).not.toBe(p.description.en);
      if (p.colours.some((c) => c.code === "TMC")) {
        expect(p.description.es).toContain("colores del equipo");
        expect(p.description.ja).toContain("チームカラー");
      }
    }
    const newest = (labelled: boolean) => products.filter((p) => p.labels.includes("NEW") === labelled).map((p) => p.arrivalDate).sort();
    expect(newest(true)[0]! > newest(false).at(-1)!).toBe(true);
  });
});
