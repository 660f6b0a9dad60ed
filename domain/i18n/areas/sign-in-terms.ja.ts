import type { signInTermsEn } from "./sign-in-terms.en.ts";

/** Keys and parameters match sign-in-terms.en.ts. */
export const signInTermsJa = {
  "login.error.termsUpdated": "利用規約が改定されました。改定後の利用規約をお読みのうえ同意し、パスワードをもう一度入力してください。",
} as const satisfies Record<keyof typeof signInTermsEn, string>;
