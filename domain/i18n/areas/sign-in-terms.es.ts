import type { signInTermsEn } from "./sign-in-terms.en.ts";

/** Keys and parameters match sign-in-terms.en.ts. */
export const signInTermsEs = {
  "login.error.termsUpdated": "Nuestros términos de uso han cambiado. Léalos y acéptelos, y vuelva a ingresar su contraseña para iniciar sesión.",
} as const satisfies Record<keyof typeof signInTermsEn, string>;
