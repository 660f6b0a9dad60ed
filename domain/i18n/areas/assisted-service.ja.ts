import type { assistedServiceEn } from "./assisted-service.en.ts";

/** Keys and parameters match assisted-service.en.ts. */
export const assistedServiceJa = {
  "assistedService.noExistingCarts": "既存のカートはありません",
  "assistedService.selectCustomerFirst": "先に顧客を選択してください",
  "assistedService.customerNotFound": "顧客IDが見つかりません",
  "assistedService.cartIdInvalid": "カートIDは8桁の数字で入力するか、空欄にしてください",
  "assistedService.companyNotFound": "会社IDが見つかりません",
} as const satisfies Record<keyof typeof assistedServiceEn, string>;
