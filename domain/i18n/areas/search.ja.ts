import type { searchEn } from "./search.en.ts";

/** Keys and parameters match search.en.ts. */
export const searchJa = {
  "search.suggest.list": "検索候補",
  "search.suggest.terms": "キーワード候補",
  "search.suggest.products": "商品",
  "search.suggest.countOne": "候補が1件あります。上下の矢印キーで確認できます。",
  "search.suggest.countOther": "候補が{count}件あります。上下の矢印キーで確認できます。",
  "search.suggest.none": "候補はありません。",
} as const satisfies Record<keyof typeof searchEn, string>;
