import type { giftCardsEn } from "./gift-cards.en.ts";

/** Keys and parameters match gift-cards.en.ts. */
export const giftCardsJa = {
  "giftCard.balanceCheck.open": "ギフトカードの残高を確認",
  "giftCard.balanceCheck.title": "ギフトカードの残高",
  "giftCard.balanceCheck.intro": "カード裏面の16桁のカード番号とPINを入力してください。",
  "giftCard.number": "ギフトカード番号",
  "giftCard.pin": "PIN",
  "giftCard.check": "残高を確認",
  "giftCard.balance": "残高",
  "giftCard.checkAnother": "別のカードを確認",
  "giftCard.failed": "ギフトカードを確認できませんでした。もう一度お試しください。",
  "giftCard.signIn": "ギフトカードの残高を確認するにはログインしてください。",
  "giftCard.signInLink": "ログイン",
} as const satisfies Record<keyof typeof giftCardsEn, string>;
