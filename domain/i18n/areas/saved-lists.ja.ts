import type { savedListsEn } from "./saved-lists.en.ts";

/** Keys and parameters match saved-lists.en.ts. */
export const savedListsJa = {
  "saveCart.open": "カートを保存",
  "saveCart.title": "このカートを保存",
  "saveCart.lead": "明細は保存したカートに移り、このカートは空になります。保存したカートはいつでも復元できます。",
  "saveCart.name": "名前",
  "saveCart.description": "説明（任意）",
  "saveCart.submit": "保存",
  "saveCart.empty": "カートが空のため、保存するものがありません。",
  "saveCart.noCart": "お客様のアカウントには保存できるカートがありません。",
  "savedListName.counter": "残り{count}文字",
  "savedListName.required": "名前を入力してください。",
  "savedListName.forbiddenCharacter": "名前に「{character}」は使えません。",
  "savedListName.forbiddenCharacters": "名前に次の文字は使えません: {characters}",
  "savedListName.tooLong": "255文字以内で入力してください。",
  "savedListName.defaultCart": "保存したカート",
} as const satisfies Record<keyof typeof savedListsEn, string>;
