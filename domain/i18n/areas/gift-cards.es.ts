import type { giftCardsEn } from "./gift-cards.en.ts";

/** Keys and parameters match gift-cards.en.ts. */
export const giftCardsEs = {
  "giftCard.balanceCheck.open": "Consultar el saldo de una tarjeta de regalo",
  "giftCard.balanceCheck.title": "Saldo de la tarjeta de regalo",
  "giftCard.balanceCheck.intro": "Ingrese el número de 16 dígitos y el PIN del reverso de la tarjeta.",
  "giftCard.number": "Número de la tarjeta de regalo",
  "giftCard.pin": "PIN",
  "giftCard.check": "Consultar saldo",
  "giftCard.balance": "Saldo",
  "giftCard.checkAnother": "Consultar otra tarjeta",
  "giftCard.failed": "No se pudo consultar la tarjeta de regalo. Inténtelo de nuevo.",
  "giftCard.signIn": "Inicie sesión para consultar el saldo de una tarjeta de regalo.",
  "giftCard.signInLink": "Iniciar sesión",
} as const satisfies Record<keyof typeof giftCardsEn, string>;
