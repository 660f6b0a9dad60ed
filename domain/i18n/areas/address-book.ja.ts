import type { addressBookEn } from "./address-book.en.ts";

/** Keys and parameters match address-book.en.ts. */
export const addressBookJa = {
  "addressBook.title": "アドレス帳",
  "addressBook.pageTitle": "アドレス帳 · {site}",
  "addressBook.intro.shared": "貴社のお届け先です。貴社のすべての購買担当者がこのアドレス帳を使います。",
  "addressBook.intro.own": "お客様のお届け先です。",
  "addressBook.list": "登録済みの住所",
  "addressBook.add": "住所を追加",
  "addressBook.edit": "編集",
  "addressBook.remove": "削除",
  "addressBook.setDefault": "既定にする",
  "addressBook.enable": "有効にする",
  "addressBook.empty": "アドレス帳は空です。お届け先を追加してください。",
  "addressBook.noBook": "このアカウントには専用のアドレス帳がありません。",
  "addressBook.remove.title": "この住所を削除しますか？",
  "addressBook.remove.text": "住所はアドレス帳から削除されます。注文済みの注文には住所の写しが残ります。",
  "addressBook.remove.confirm": "住所を削除",
  "addressBook.cancel": "キャンセル",
  "addressBook.formTitle": "住所",
} satisfies Record<keyof typeof addressBookEn, string>;
