import { describe, expect, it } from "vitest";
import { cartMergeMessage, readCartMergeResult, summariseMerge, withCartMergeResult } from "./cart-merge.ts";
import { translate } from "./i18n/index.ts";

describe("summariseMerge (decision 0041: same line adds up, capped by the add-to-cart stock rules)", () => {
  it.each([
    { lines: [], want: { added: 0, reduced: 0, dropped: 0 } },
    { lines: [{ requested: 2, added: 2 }], want: { added: 1, reduced: 0, dropped: 0 } },
    // The example of issue 13: two lines added, one of them reduced to the stock available.
    { lines: [{ requested: 3, added: 3 }, { requested: 9, added: 4 }], want: { added: 2, reduced: 1, dropped: 0 } },
    { lines: [{ requested: 5, added: 0 }, { requested: 1, added: 1 }], want: { added: 1, reduced: 0, dropped: 1 } },
    { lines: [{ requested: 0, added: 0 }], want: { added: 0, reduced: 0, dropped: 0 } },
  ])("$lines → $want", ({ lines, want }) => {
    expect(summariseMerge(lines)).toEqual(want);
  });
});

describe("the merge result in the page URL", () => {
  it.each([
    { path: "/checkout", result: { added: 2, reduced: 1, dropped: 0 }, want: "/checkout?basketAdded=2&basketReduced=1" },
    { path: "/p/X?colour=RED", result: { added: 1, reduced: 0, dropped: 2 }, want: "/p/X?colour=RED&basketAdded=1&basketDropped=2" },
    { path: "/checkout?basketAdded=9", result: { added: 1, reduced: 0, dropped: 0 }, want: "/checkout?basketAdded=1" },
    { path: "/", result: { added: 0, reduced: 0, dropped: 0 }, want: "/" },
    { path: "/", result: null, want: "/" },
  ])("$path + $result → $want", ({ path, result, want }) => {
    expect(withCartMergeResult(path, result)).toBe(want);
  });

  it.each([
    { query: "basketAdded=2&basketReduced=1", want: { added: 2, reduced: 1, dropped: 0 } },
    { query: "basketAdded=0&basketDropped=1", want: { added: 0, reduced: 0, dropped: 1 } },
    { query: "", want: null },
    { query: "basketAdded=x", want: null },
    { query: "basketAdded=1&basketReduced=2", want: null },
    { query: "basketAdded=0", want: null },
    { query: "basketAdded=12345", want: null },
  ])("?$query → $want", ({ query, want }) => {
    expect(readCartMergeResult(new URLSearchParams(query))).toEqual(want);
  });
});

describe("the merge notice in every language", () => {
  it.each([
    { language: "en", result: { added: 2, reduced: 1, dropped: 0 }, want: "2 items from your basket were added to your cart; 1 was reduced to the stock available." },
    { language: "en", result: { added: 1, reduced: 0, dropped: 2 }, want: "1 item from your basket was added to your cart; 2 could not be added: out of stock." },
    { language: "es", result: { added: 2, reduced: 1, dropped: 0 }, want: "2 artículos de su cesta se añadieron a su carrito; 1 se redujo a las existencias disponibles." },
    { language: "ja", result: { added: 2, reduced: 1, dropped: 0 }, want: "バスケットの 2 点の商品をカートに追加しました。うち 1 点は在庫数まで数量を減らしました。" },
  ] as const)("$language $result", ({ language, result, want }) => {
    expect(cartMergeMessage((key, params) => translate(language, key, params), result)).toBe(want);
  });
});
