import type { bookingEn } from "./booking.en.ts";

/** Keys and parameters match booking.en.ts. */
export const bookingEs = {
  "booking.mode.label": "Modo de pedido",
  "booking.mode.submit": "Cambiar",
  "booking.mode.STOCK": "Existencias",
  "booking.mode.PREBOOKING": "Preventa",
  "booking.mode.GCP": "Programa personalizado",
  "booking.changed.title": "Modo de pedido cambiado",
  "booking.changed.body": "El modo de pedido se cambió a {mode} en otra ventana. Esta página todavía muestra el modo anterior y su carrito.",
  "booking.changed.proceed": "Continuar",
} as const satisfies Record<keyof typeof bookingEn, string>;
