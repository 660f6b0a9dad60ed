import type { companySwitchEn } from "./company-switch.en.ts";

/** Keys and parameters match company-switch.en.ts. */
export const companySwitchJa = {
  "companySwitch.open": "会社を切り替える",
  "companySwitch.title": "会社の切り替え",
  "companySwitch.current": "会社: {name}",
  "companySwitch.label": "会社",
  "companySwitch.submit": "切り替える",
  "companySwitch.cancel": "キャンセル",
  "companySwitch.loading": "会社を読み込み中…",
  "companySwitch.intro": "価格、カート、アドレス帳、注文は選択した会社のものになります。",
  "companySwitch.error.notMember": "この会社の代理では操作できません。ご自身の会社から選択してください。",
  "companySwitch.error.required": "会社を選択してください。",
  "companySwitch.error.signedOut": "会社を切り替えるにはサインインしてください。",
  "companySwitch.error.failed": "会社を切り替えられませんでした。もう一度お試しください。",
} as const satisfies Record<keyof typeof companySwitchEn, string>;
