import type { addToCartEn } from "./add-to-cart.en.ts";

/** Keys and parameters match add-to-cart.en.ts. */
export const addToCartEs = {
  "product.deliveryTarget": "Entrega",
  "product.deliveryTarget.none": "En este momento no hay ningún mes o temporada de entrega abierto para reservar.",
  "product.addToCart.noCart": "Su cuenta no tiene carrito. Actúe en nombre de un cliente para hacer pedidos por él.",
  "product.addToCart.failed": "No se pudo actualizar el carrito. Revise las cantidades e inténtelo de nuevo.",
  "product.addToCart.line.lowStock": "{count, plural, one {Solo se añadió #: no hay existencias suficientes.} other {Solo se añadieron #: no hay existencias suficientes.}}",
  "product.addToCart.line.noStock": "No se añadió: agotado.",
  "product.addToCart.line.maxOrderQuantityExceeded": "{count, plural, one {# añadido: se alcanzó la cantidad máxima de pedido.} other {# añadidos: se alcanzó la cantidad máxima de pedido.}}",
  "header.miniCart.show": "Resumen del carrito",
  "header.miniCart.title": "Su carrito",
  "header.miniCart.cartCode": "Carrito {code}",
  "header.miniCart.loading": "Cargando su carrito…",
  "header.miniCart.failed": "No se pudo cargar su carrito.",
  "header.miniCart.empty": "Su carrito está vacío.",
  "header.miniCart.recent": "Añadidos recientemente",
  "header.miniCart.quantity": "Cantidad: {count}",
  "header.miniCart.total": "{count, plural, one {# artículo} other {# artículos}}, {price}",
  "header.miniCart.viewCart": "Ver carrito",
} as const satisfies Record<keyof typeof addToCartEn, string>;
