import type { cartApiEn } from "./cart-api.en.ts";

/** Keys and parameters match cart-api.en.ts. */
export const cartApiEs = {
  "cartApi.add.success": "{count, plural, one {# añadido a su carrito.} other {# añadidos a su carrito.}}",
  "cartApi.add.lowStock": "{count, plural, one {Solo se pudo añadir #: no hay existencias suficientes de algunas tallas.} other {Solo se pudieron añadir #: no hay existencias suficientes de algunas tallas.}}",
  "cartApi.add.noStock": "No se pudo añadir nada: estas tallas están agotadas.",
  "cartApi.add.maxOrderQuantityExceeded": "{count, plural, one {# añadido. Algunas tallas se redujeron a su cantidad máxima de pedido.} other {# añadidos. Algunas tallas se redujeron a su cantidad máxima de pedido.}}",
  "cartApi.windowClosed": "El periodo de reserva de {target} está cerrado.",
  "cartApi.gcpOnly": "Este producto solo se puede pedir en el programa personalizado (GCP).",
  "cartApi.notGcp": "En el modo GCP solo se pueden pedir productos del programa personalizado.",
} as const satisfies Record<keyof typeof cartApiEn, string>;
