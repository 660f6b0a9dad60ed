import type { assistedTrailEn } from "./assisted-trail.en.ts";

/** Keys and parameters match assisted-trail.en.ts. */
export const assistedTrailJa = {
  "assistedTrail.title": "担当者によるサポート履歴",
  "assistedTrail.documentTitle": "担当者によるサポート履歴 · {site}",
  "assistedTrail.intro": "サービス担当者・営業担当者がお客様に代わって行った操作です（新しい順）。",
  "assistedTrail.empty": "担当者がお客様に代わって操作した履歴はまだありません。",
  "assistedTrail.firstPageShown": "指定されたページはありません。最新の履歴を表示しています。",
  "assistedTrail.column.when": "日時",
  "assistedTrail.column.agent": "担当者",
  "assistedTrail.column.what": "内容",
  "assistedTrail.action.sessionStart": "代理操作を開始しました",
  "assistedTrail.action.sessionEnd": "代理操作を終了しました",
  "assistedTrail.action.sessionExpired": "代理操作を終了しました（時間切れ）",
  "assistedTrail.action.cartChange": "カートを変更しました",
  "assistedTrail.action.checkoutStep": "購入手続きを進めました",
  "assistedTrail.action.orderPlaced": "注文を確定しました",
  "assistedTrail.action.addressChange": "住所を変更しました",
  "assistedTrail.action.accountChange": "アカウントを変更しました",
  "assistedTrail.action.cartBound": "カートをアカウントに紐付けました",
  "assistedTrail.action.customerCreated": "アカウントを作成しました",
  "assistedTrail.orderLink": "注文 {code}",
  "assistedTrail.cartCode": "カート {code}",
  "assistedTrail.pager": "履歴のページ",
  "assistedTrail.older": "以前の履歴",
  "assistedTrail.newest": "最新の履歴",
} as const satisfies Record<keyof typeof assistedTrailEn, string>;
