import type { guestCartEn } from "./guest-cart.en.ts";

/** Keys and parameters match guest-cart.en.ts. */
export const guestCartEs = {
  "guestCart.checkoutSignIn": "Inicie sesión o cree una cuenta para finalizar la compra. Su cesta se conserva.",
  "guestCart.merged.added": "{count, plural, one {# artículo de su cesta se añadió a su carrito} other {# artículos de su cesta se añadieron a su carrito}}",
  "guestCart.merged.reduced": "{count, plural, one {# se redujo a las existencias disponibles} other {# se redujeron a las existencias disponibles}}",
  "guestCart.merged.dropped": "{count, plural, one {# no se pudo añadir: agotado} other {# no se pudieron añadir: agotados}}",
  "guestCart.merged.separator": "; ",
  "guestCart.merged.end": ".",
  "guestCart.vouchers": "Inicie sesión para usar un cupón.",
  "guestCart.empty": "Su cesta está vacía.",
  "guestCart.cookies": "Permita las cookies de este sitio para conservar una cesta.",
} as const satisfies Record<keyof typeof guestCartEn, string>;
