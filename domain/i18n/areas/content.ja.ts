import type { contentEn } from "./content.en.ts";

/** Japanese texts of the content pages and the new-arrivals listing. */
export const contentJa = {
  "content.pageTitle": "{title} · {site}",
  "content.sections": "このページの内容",
  "newArrivals.heading": "新着アイテム",
  "title.newArrivals": "新着アイテム · {site}",
  "footer.fanContent": "ファンコンテンツ",
  "footer.discount": "チーム・団体割引",
} as const satisfies Record<keyof typeof contentEn, string>;
