import type { tradeShowEn } from "./trade-show.en.ts";

/** Japanese texts of the trade-show mode switch in the header (decision 0028). */
export const tradeShowJa = {
  "header.tradeShow.start": "展示会モードを開始",
  "header.tradeShow.end": "展示会モードを終了",
} as const satisfies Record<keyof typeof tradeShowEn, string>;
