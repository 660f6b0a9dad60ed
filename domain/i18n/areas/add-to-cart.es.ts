import type { addToCartEn } from "./add-to-cart.en.ts";

/** Keys and parameters match add-to-cart.en.ts. */
export const addToCartEs = {
  "product.deliveryTarget": "Entrega",
  "product.deliveryTarget.none": "En este momento no hay ningún mes o temporada de entrega abierto para reservar.",
  "product.addToCart.noCart": "Tu cuenta no tiene carrito. Actúa en nombre de un cliente para hacer pedidos por él.",
  "product.addToCart.failed": "No se pudo actualizar el carrito. Revisa las cantidades e inténtalo de nuevo.",
  "product.addToCart.line.lowStock": "Solo se añadieron {count}: no hay existencias suficientes.",
  "product.addToCart.line.noStock": "No se añadió: agotado.",
  "product.addToCart.line.maxOrderQuantityExceeded": "{count} añadidos: se alcanzó la cantidad máxima de pedido.",
  "header.miniCart.show": "Resumen del carrito",
  "header.miniCart.title": "Tu carrito",
  "header.miniCart.loading": "Cargando tu carrito…",
  "header.miniCart.failed": "No se pudo cargar tu carrito.",
  "header.miniCart.empty": "Tu carrito está vacío.",
  "header.miniCart.recent": "Añadidos recientemente",
  "header.miniCart.quantity": "Cantidad: {count}",
  "header.miniCart.total": "{count} artículos, {price}",
  "header.miniCart.viewCart": "Ver carrito",
} as const satisfies Record<keyof typeof addToCartEn, string>;
