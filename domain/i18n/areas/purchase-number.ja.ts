import type { purchaseNumberEn } from "./purchase-number.en.ts";

/** Japanese texts of the per-site purchase-number rule. */
export const purchaseNumberJa = {
  "purchaseNumber.hint.strict": "英数字のみ、35文字まで。スペースは削除されます。",
  "purchaseNumber.hint.relaxed": "任意。英数字、ハイフン（-）、スラッシュ（/）、35文字まで。スペースは削除されます。",
  "purchaseNumber.invalid.relaxed": "発注番号に使えるのは英数字、ハイフン（-）、スラッシュ（/）のみ、35文字までです。",
} as const satisfies Record<keyof typeof purchaseNumberEn, string>;
