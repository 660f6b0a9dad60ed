import type { galleryEn } from "./gallery.en.ts";

/** Keys and parameters match gallery.en.ts. */
export const galleryJa = {
  "gallery.label": "商品画像",
  "gallery.view.front": "正面",
  "gallery.view.side": "側面",
  "gallery.view.back": "背面",
  "gallery.view.top": "上から",
  "gallery.view.detail": "ディテール",
  "gallery.imageAlt": "{name}、{colour}：{view}",
  "gallery.open": "全画面で表示（{view}）",
  "gallery.fullScreen": "全画面表示",
  "gallery.dialog": "{name}の画像",
  "gallery.previous": "前の画像",
  "gallery.next": "次の画像",
  "gallery.counter": "{count}枚中{index}枚目",
  "gallery.play": "スライドショーを再生",
  "gallery.pause": "スライドショーを一時停止",
  "gallery.loading": "読み込み中...",
  "gallery.imageFailed": "画像を読み込めませんでした。",
  "gallery.contentFailed": "コンテンツを読み込めませんでした。",
  "gallery.notFound": "コンテンツが見つかりません",
  "gallery.wait": "お待ちください...",
} as const satisfies Record<keyof typeof galleryEn, string>;
