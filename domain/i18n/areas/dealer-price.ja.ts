import type { dealerPriceEn } from "./dealer-price.en.ts";

/** Keys and parameters match dealer-price.en.ts. */
export const dealerPriceJa = {
  "dealerPrice.listPrice": "{price}（定価）",
  "dealerPrice.scale.caption": "数量別のお客様価格",
  "dealerPrice.scale.quantity": "数量",
  "dealerPrice.scale.unitPrice": "単価",
  "dealerPrice.scale.from": "{quantity}点以上",
  "dealerPrice.unavailable.title": "価格を表示できません",
  "dealerPrice.unavailable": "現在、価格を取得できません。数分後にもう一度お試しください。",
  "dealerPrice.unavailable.again": "再読み込み",
  "dealerPrice.tileMsrp": "希望小売価格 {price}",
} as const satisfies Record<keyof typeof dealerPriceEn, string>;
