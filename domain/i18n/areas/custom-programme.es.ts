import type { customProgrammeEn } from "./custom-programme.en.ts";

/** Spanish texts of the custom programme (GCP) path. */
export const customProgrammeEs = {
  "programme.switch.hint": "Los pedidos del programa personalizado necesitan al menos {minimum} unidades de cada producto para poder finalizarse.",
  "programme.warning.title": "Aún no se puede finalizar: mínimo del programa personalizado",
  "programme.warning.body": "Cada producto de un programa personalizado necesita al menos {minimum} unidades (todas las tallas juntas) para finalizar el pedido.",
  "programme.warning.empty": "Su carrito del programa personalizado está vacío. Cada producto que añada necesita al menos {minimum} unidades para finalizar el pedido.",
  "programme.shortfall": "{name}: {current} de {minimum} unidades, añada {missing} más.",
  "programme.madeToOrder": "Bajo pedido",
  "programme.checkoutNote": "Podrá finalizar el pedido cuando cada producto de su programa personalizado tenga al menos {minimum} unidades.",
  "programme.blocker": "Lleve cada producto del programa personalizado a su mínimo (vea la lista de arriba).",
  "programme.placement.belowMinimum": "Un programa personalizado necesita al menos {minimum} unidades de cada producto. Por debajo: {codes}.",
  "programme.placement.belowMinimum.field": "{current} de {minimum} unidades, añada {missing} más.",
} as const satisfies Record<keyof typeof customProgrammeEn, string>;
