import type { cartMoneyEn } from "./cart-money.en.ts";

/** Keys and parameters match cart-money.en.ts. */
export const cartMoneyJa = {
  "voucher.alert.applied": "クーポン{code}を適用しました。",
  "voucher.alert.released": "クーポン{code}を取り消しました。",
  "voucher.alert.empty": "クーポンコードを入力してください。",
  "voucher.alert.tooLong": "クーポンコードは32文字以内です。",
  "voucher.alert.badCharacters": "クーポンコードに使えるのは英字、数字、ハイフン、アンダースコアのみです。",
  "voucher.alert.notFound": "{code}は有効なクーポンコードではありません。",
  "voucher.alert.notYetValid": "クーポン{code}はまだ有効期間前です。",
  "voucher.alert.expired": "クーポン{code}の有効期限が切れています。",
  "voucher.alert.wrongCurrency": "クーポン{code}はこの通貨では使用できません。",
  "voucher.alert.belowMinimum": "ご注文金額がクーポン{code}の最低注文金額に達していません。",
  "voucher.alert.usedUp": "クーポン{code}は利用上限に達しました。",
  "voucher.alert.customerLimit": "このアカウントはクーポン{code}をすでに使用しています。",
  "voucher.alert.notApplied": "クーポン{code}はこのカートに適用されていません。",
  "voucher.alert.cartOrdered": "このカートはすでに注文済みです。クーポン{code}は変更されていません。",
  "cartSummary.productType.headwear": "ヘッドウェア",
  "cartSummary.productType.apparel": "アパレル",
  "cartSummary.stock": "在庫注文",
} as const satisfies Record<keyof typeof cartMoneyEn, string>;
