import type { guestCartEn } from "./guest-cart.en.ts";

/** Keys and parameters match guest-cart.en.ts. */
export const guestCartJa = {
  "guestCart.checkoutSignIn": "ご購入手続きにはサインインまたはアカウントの作成が必要です。バスケットの内容はそのまま保持されます。",
  "guestCart.merged.added": "バスケットの {count} 点の商品をカートに追加しました",
  "guestCart.merged.reduced": "うち {count} 点は在庫数まで数量を減らしました",
  "guestCart.merged.dropped": "{count} 点は在庫切れのため追加できませんでした",
  "guestCart.merged.separator": "。",
  "guestCart.merged.end": "。",
  "guestCart.vouchers": "クーポンを使うにはサインインしてください。",
  "guestCart.empty": "バスケットは空です。",
  "guestCart.cookies": "バスケットを保持するには、このサイトのCookieを許可してください。",
} as const satisfies Record<keyof typeof guestCartEn, string>;
