import type { bookingEn } from "./booking.en.ts";

/** Keys and parameters match booking.en.ts. */
export const bookingJa = {
  "booking.mode.label": "ブッキングモード",
  "booking.mode.submit": "切り替え",
  "booking.mode.STOCK": "在庫",
  "booking.mode.PREBOOKING": "先行予約",
  "booking.mode.GCP": "カスタムプログラム",
  "booking.changed.title": "ブッキングモードが変更されました",
  "booking.changed.body": "別のウィンドウでブッキングモードが{mode}に切り替えられました。このページには以前のモードとそのカートが表示されています。",
  "booking.changed.proceed": "続行",
} as const satisfies Record<keyof typeof bookingEn, string>;
