import type { rateLimitEn } from "./rate-limit.en.ts";

/** Keys and parameters match rate-limit.en.ts. */
export const rateLimitJa = {
  "rateLimit.title": "リクエストが多すぎます",
  "rateLimit.body": "短時間のうちに、お使いのブラウザーまたはネットワークから多数のリクエストがありました。少しの間お待ちください。",
  "rateLimit.retry": "{seconds}秒後にもう一度お試しください。",
  "rateLimit.again": "もう一度試す",
} as const satisfies Record<keyof typeof rateLimitEn, string>;
