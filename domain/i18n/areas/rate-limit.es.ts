import type { rateLimitEn } from "./rate-limit.en.ts";

/** Keys and parameters match rate-limit.en.ts. */
export const rateLimitEs = {
  "rateLimit.title": "Demasiadas solicitudes",
  "rateLimit.body": "Hemos recibido muchas solicitudes de su navegador o de su red en poco tiempo, por lo que hacemos una breve pausa.",
  "rateLimit.retry": "{seconds, plural, one {Inténtelo de nuevo en # segundo.} other {Inténtelo de nuevo en # segundos.}}",
  "rateLimit.again": "Intentar de nuevo",
} as const satisfies Record<keyof typeof rateLimitEn, string>;
