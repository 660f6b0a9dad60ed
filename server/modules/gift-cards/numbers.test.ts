import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatGiftCardNumber, isGiftCardNumber } from "../../../domain/gift-cards.ts";
import { SEED_GIFT_CARDS } from "../../db/seed/checkout.ts";
import { issueGiftCardNumber } from "./numbers.ts";

describe("gift card numbers (decision 0032)", () => {
  it("issues random numbers with a valid check digit, none alike and none in sequence", () => {
    const numbers = Array.from({ length: 200 }, issueGiftCardNumber);
    expect(numbers.every(isGiftCardNumber)).toBe(true);
    expect(new Set(numbers).size).toBe(numbers.length);
    const sorted = numbers.map((n) => BigInt(n.slice(0, -1))).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(sorted.some((n, i) => i > 0 && n - sorted[i - 1]! === 1n)).toBe(false);
  });

  it("seeds valid, non-sequential numbers, the same every time, and the README lists them", () => {
    expect(SEED_GIFT_CARDS.every((c) => isGiftCardNumber(c.number))).toBe(true);
    const bodies = SEED_GIFT_CARDS.map((c) => Number(c.number.slice(4, -1)));
    expect(bodies.some((n, i) => i > 0 && Math.abs(n - bodies[i - 1]!) < 1000)).toBe(false);
    const readme = readFileSync(path.resolve(import.meta.dirname, "../../../README.md"), "utf8");
    for (const card of SEED_GIFT_CARDS) expect(readme).toContain(`| ${formatGiftCardNumber(card.number)} | ${card.pin} |`);
  });
});
