import type { addToCartEn } from "./add-to-cart.en.ts";

/** Keys and parameters match add-to-cart.en.ts. */
export const addToCartJa = {
  "product.deliveryTarget": "お届け時期",
  "product.deliveryTarget.none": "現在予約を受け付けているお届け月・シーズンはありません。",
  "product.addToCart.noCart": "このアカウントにはカートがありません。お客様の代理として注文してください。",
  "product.addToCart.failed": "カートを更新できませんでした。数量を確認して、もう一度お試しください。",
  "product.addToCart.line.lowStock": "在庫不足のため {count} 点のみ追加しました。",
  "product.addToCart.line.noStock": "在庫切れのため追加できませんでした。",
  "product.addToCart.line.maxOrderQuantityExceeded": "{count} 点を追加しました。最大注文数量に達しています。",
  "header.miniCart.show": "カートの概要",
  "header.miniCart.title": "カート",
  "header.miniCart.cartCode": "カート番号 {code}",
  "header.miniCart.loading": "カートを読み込んでいます…",
  "header.miniCart.failed": "カートを読み込めませんでした。",
  "header.miniCart.empty": "カートは空です。",
  "header.miniCart.recent": "最近追加した商品",
  "header.miniCart.quantity": "数量：{count}",
  "header.miniCart.total": "{count} 点、{price}",
  "header.miniCart.viewCart": "カートを見る",
} as const satisfies Record<keyof typeof addToCartEn, string>;
