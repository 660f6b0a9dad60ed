import type { cartApiEn } from "./cart-api.en.ts";

/** Keys and parameters match cart-api.en.ts. */
export const cartApiJa = {
  "cartApi.add.success": "{count} 点をカートに追加しました。",
  "cartApi.add.lowStock": "在庫が不足しているサイズがあるため、{count} 点のみ追加しました。",
  "cartApi.add.noStock": "これらのサイズは在庫切れのため追加できませんでした。",
  "cartApi.add.maxOrderQuantityExceeded": "{count} 点を追加しました。一部のサイズは最大注文数量まで減らしました。",
  "cartApi.windowClosed": "{target} の予約受付期間は終了しています。",
  "cartApi.gcpOnly": "この商品はカスタムプログラム (GCP) でのみ注文できます。",
  "cartApi.notGcp": "GCP モードではカスタムプログラムの商品のみ注文できます。",
} as const satisfies Record<keyof typeof cartApiEn, string>;
