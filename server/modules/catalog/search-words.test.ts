import { describe, expect, it } from "vitest";
import {
  CANDIDATES,
  INDEX_ONLY_BOUND,
  isIdentifierToken,
  nameWordsQuery,
  PROBE_MAX_PAGES,
  probePages,
  productWordsQuery,
  searchTokens,
  WORD_STEPS,
  type TokenWords,
  type WordStep,
} from "./search-words.ts";

const words = (token: string, prefix: [string, number][] = [], similar: [string, number][] = []): TokenWords => ({
  token,
  prefix: prefix.map(([term, products]) => ({ term, products })),
  similar: similar.map(([term, products]) => ({ term, products })),
});

describe("searchTokens", () => {
  it.each([
    ["Salt TID", ["salt", "tid"]],
    ["  '%--;  ", []],
    ["two-tone 59", ["two", "tone", "59"]],
    ["a b c d e f g h", ["a", "b", "c", "d", "e", "f"]],
    ["Ñandú ＣＡＰ", ["ñandú", "ｃａｐ"]],
  ])("%j → %j", (text, tokens) => {
    expect(searchTokens(text)).toEqual(tokens);
  });

  it("cuts a token at 40 characters", () => {
    expect(searchTokens("x".repeat(50))).toEqual(["x".repeat(40)]);
  });
});

describe("isIdentifierToken", () => {
  it.each([
    ["brm000123", true],
    ["300123", true],
    ["59", true],
    ["cap", false],
    ["brm", false],
  ])("%s → %s", (token, expected) => {
    expect(isIdentifierToken(token)).toBe(expected);
  });
});

describe("productWordsQuery", () => {
  const rows: { name: string; words: TokenWords[]; step: WordStep; expected: ReturnType<typeof productWordsQuery> }[] = [
    {
      name: "each token's words, alternatives grouped, tokens all required",
      words: [words("riv", [["riverton", 20]]), words("he", [["herons", 20], ["heather", 50]], [["hex", 1]])],
      step: "all",
      expected: {
        query: "'riverton' & ('herons' | 'heather')",
        groups: [
          { counts: [20], total: 20 },
          { counts: [20, 50], total: 70 },
        ],
      },
    },
    {
      name: "a token that starts no word finds nothing",
      words: [words("riv", [["riverton", 20]]), words("hxq", [], [["hex", 3]])],
      step: "all",
      expected: null,
    },
    {
      name: "with typos, the words like a token count too",
      words: [words("rivrton", [], [["riverton", 20]]), words("he", [["herons", 20]])],
      step: "typos",
      expected: {
        query: "'riverton' & 'herons'",
        groups: [
          { counts: [20], total: 20 },
          { counts: [20], total: 20 },
        ],
      },
    },
    {
      name: "with typos, a token that matches nothing still finds nothing",
      words: [words("riverton", [["riverton", 20]]), words("zzq")],
      step: "typos",
      expected: null,
    },
    {
      name: "any token: one group of all the words, tokens that match nothing left out",
      words: [words("riverton", [["riverton", 20]]), words("zzq"), words("pel", [["pelicans", 30]], [["peel", 2]])],
      step: "any",
      expected: { query: "'riverton' | ('pelicans' | 'peel')", groups: [{ counts: [20, 30, 2], total: 52 }] },
    },
    {
      name: "any token of none is null",
      words: [words("zzq"), words("qqz")],
      step: "any",
      expected: null,
    },
    {
      name: "an identifier is also a prefix, of unknown count",
      words: [words("brm0001"), words("59", [["59", 400]])],
      step: "all",
      expected: {
        query: "'brm0001':* & ('59' | '59':*)",
        groups: [
          { counts: [], total: Infinity },
          { counts: [400], total: Infinity },
        ],
      },
    },
    {
      name: "quotes and backslashes in a word are escaped",
      words: [words("o", [["o'neil", 1], ["a\\b", 1]])],
      step: "all",
      expected: { query: "('o\\'neil' | 'a\\\\b')", groups: [{ counts: [1, 1], total: 2 }] },
    },
  ];

  it.each(rows)("$name", ({ words: w, step, expected }) => {
    expect(productWordsQuery(w, step)).toEqual(expected);
  });

  it("goes from the typed words to typos to any of them", () => {
    expect(WORD_STEPS).toEqual(["all", "typos", "any"]);
  });
});

describe("probePages", () => {
  // 100,000 products on 12,500 pages: 8 a page.
  const table = { pages: 12_500, rows: 100_000 };
  const group = (...counts: number[]) => ({ counts, total: counts.reduce((a, b) => a + b, 0) });

  it.each([
    { name: "rare words go to the index", groups: [group(2_000, 1_500)], expected: 0 },
    { name: "a rare token among common ones goes to the index", groups: [group(80_000), group(INDEX_ONLY_BOUND)], expected: 0 },
    // 50 % of products: 1.5 × 100 candidates need 300 rows, 38 pages.
    { name: "a common word: pages for half as many again as the candidates", groups: [group(50_000)], expected: 38 },
    // Two words of 30 % each: 51 % have one of them.
    { name: "alternatives add up as independent", groups: [group(30_000, 30_000)], expected: 37 },
    // Two tokens of 50 % each: 25 % have both, 600 rows, 75 pages.
    { name: "tokens multiply as independent", groups: [group(50_000), group(50_000)], expected: 75 },
    { name: "too sparse for the pages allowed: the index", groups: [group(6_000)], expected: 0 },
    { name: "a code or id prefix alone goes to the index", groups: [group(50_000), { counts: [], total: Infinity }], expected: 0 },
    // "59" is a word of 40 % of the products and may start a code too.
    { name: "an identifier that is also a word is counted by the word", groups: [{ counts: [40_000], total: Infinity }], expected: 47 },
  ])("$name", ({ groups, expected }) => {
    expect(probePages(groups, table)).toBe(expected);
  });

  it("reads the most pages when the table was never measured", () => {
    expect(probePages([group(50_000)], { pages: 0, rows: -1 })).toBe(PROBE_MAX_PAGES);
  });

  it("never asks for more candidates than one probe can give", () => {
    expect(CANDIDATES).toBeGreaterThan(0);
    for (const share of [0.1, 0.3, 0.6, 1]) {
      const pages = probePages([group(share * table.rows)], table);
      expect(pages).toBeLessThanOrEqual(PROBE_MAX_PAGES);
      if (pages > 0) expect(pages * (table.rows / table.pages) * share).toBeGreaterThanOrEqual(CANDIDATES);
    }
  });
});

describe("nameWordsQuery", () => {
  it.each([
    { name: "every token as a prefix", words: [words("riv", [["riverton", 3]]), words("her", [["herons", 3]], [["hers", 1]])], expected: "'riv':* & 'her':*" },
    { name: "words like a token that starts no word", words: [words("rivrton", [], [["riverton", 3]])], expected: "('rivrton':* | 'riverton')" },
  ])("$name", ({ words: w, expected }) => {
    expect(nameWordsQuery(w)).toBe(expected);
  });
});
