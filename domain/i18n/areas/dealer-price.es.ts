import type { dealerPriceEn } from "./dealer-price.en.ts";

/** Keys and parameters match dealer-price.en.ts. */
export const dealerPriceEs = {
  "dealerPrice.listPrice": "{price} (precio de lista)",
  "dealerPrice.scale.caption": "Su precio por cantidad",
  "dealerPrice.scale.quantity": "Cantidad",
  "dealerPrice.scale.unitPrice": "Precio unitario",
  "dealerPrice.scale.from": "{quantity}+",
  "dealerPrice.unavailable.title": "Precios no disponibles",
  "dealerPrice.unavailable": "Los precios no están disponibles en este momento; vuelva a intentarlo en unos minutos.",
  "dealerPrice.unavailable.again": "Intentar de nuevo",
  "dealerPrice.tileMsrp": "PVP {price}",
} as const satisfies Record<keyof typeof dealerPriceEn, string>;
