import type { assistedTrailEn } from "./assisted-trail.en.ts";

/** Keys and parameters match assisted-trail.en.ts. */
export const assistedTrailEs = {
  "assistedTrail.title": "Asistencia de un agente",
  "assistedTrail.documentTitle": "Asistencia de un agente · {site}",
  "assistedTrail.intro": "Lo que nuestros agentes de servicio y representantes de ventas hicieron al actuar en su nombre, de lo más reciente a lo más antiguo.",
  "assistedTrail.empty": "Ningún agente ha actuado en su nombre todavía.",
  "assistedTrail.firstPageShown": "Esa página de entradas no existe. Estas son las entradas más recientes.",
  "assistedTrail.column.when": "Cuándo",
  "assistedTrail.column.agent": "Agente",
  "assistedTrail.column.what": "Qué pasó",
  "assistedTrail.action.sessionStart": "Empezó a actuar en su nombre",
  "assistedTrail.action.sessionEnd": "Dejó de actuar en su nombre",
  "assistedTrail.action.sessionExpired": "Dejó de actuar en su nombre (la sesión caducó)",
  "assistedTrail.action.cartChange": "Cambió su carrito",
  "assistedTrail.action.checkoutStep": "Avanzó un paso del pago",
  "assistedTrail.action.orderPlaced": "Realizó el pedido",
  "assistedTrail.action.addressChange": "Cambió una dirección",
  "assistedTrail.action.accountChange": "Cambió su cuenta",
  "assistedTrail.action.cartBound": "Vinculó un carrito a su cuenta",
  "assistedTrail.action.customerCreated": "Creó su cuenta",
  "assistedTrail.orderLink": "Pedido {code}",
  "assistedTrail.cartCode": "Carrito {code}",
  "assistedTrail.pager": "Páginas de entradas",
  "assistedTrail.older": "Entradas anteriores",
  "assistedTrail.newest": "Entradas más recientes",
} as const satisfies Record<keyof typeof assistedTrailEn, string>;
