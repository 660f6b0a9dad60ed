import type { assistedServiceEn } from "./assisted-service.en.ts";

/** Keys and parameters match assisted-service.en.ts. */
export const assistedServiceJa = {
  "assistedService.noExistingCarts": "既存のカートはありません",
  "assistedService.selectCustomerFirst": "先に顧客を選択してください",
  "assistedService.customerNotFound": "顧客IDが見つかりません",
  "assistedService.cartIdInvalid": "カートIDは8桁の数字で入力するか、空欄にしてください",
  "assistedService.companyNotFound": "会社IDが見つかりません",
  "assistedService.panel": "アシストサービス",
  "assistedService.collapse": "パネルを隠す",
  "assistedService.expand": "パネルを表示",
  "assistedService.agent": "担当者: {name}",
  "assistedService.actingFor": "{name}（{email}）として操作中",
  "assistedService.customer": "顧客（名前またはメール）",
  "assistedService.company": "会社",
  "assistedService.cartId": "カートID（8桁、任意）",
  "assistedService.startSession": "セッション開始",
  "assistedService.bindCart": "カートを紐付け",
  "assistedService.endSession": "セッション終了",
  "assistedService.resetTimer": "タイマーをリセット",
  "assistedService.signOut": "サインアウト",
  "assistedService.timeLeft": "残り {time} でセッション終了",
  "assistedService.suggestions": "{count}件の顧客が見つかりました",
  "assistedService.carts": "カート: {codes}",
  "assistedService.failed": "リクエストに失敗しました: {reason}",
} as const satisfies Record<keyof typeof assistedServiceEn, string>;
