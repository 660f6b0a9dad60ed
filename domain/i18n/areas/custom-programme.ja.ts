import type { customProgrammeEn } from "./custom-programme.en.ts";

/** Japanese texts of the custom programme (GCP) path. */
export const customProgrammeJa = {
  "programme.switch.hint": "カスタムプログラムのご注文は、各商品{minimum}点以上でご購入手続きができます。",
  "programme.warning.title": "まだ購入手続きできません：カスタムプログラムの最低数量",
  "programme.warning.body": "カスタムプログラムの各商品は、全サイズ合計で{minimum}点以上が必要です。",
  "programme.warning.empty": "カスタムプログラムのカートは空です。追加する各商品は{minimum}点以上が必要です。",
  "programme.shortfall": "{name}：{minimum}点中{current}点、あと{missing}点必要です。",
  "programme.madeToOrder": "受注生産",
  "programme.checkoutNote": "カスタムプログラムの全商品が{minimum}点以上になると購入手続きができます。",
  "programme.blocker": "カスタムプログラムの各商品を最低数量まで増やしてください（上の一覧を参照）。",
  "programme.placement.belowMinimum": "カスタムプログラムは各商品{minimum}点以上が必要です。不足：{codes}。",
  "programme.placement.belowMinimum.field": "{minimum}点中{current}点、あと{missing}点必要です。",
} as const satisfies Record<keyof typeof customProgrammeEn, string>;
