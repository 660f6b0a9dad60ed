import type { notificationsEn } from "./notifications.en.ts";

/** Spanish texts of back-in-stock notifications (same keys as notifications.en.ts). */
export const notificationsEs = {
  "notifications.notifyMe": "Avisarme cuando vuelva a haber existencias",
  "notifications.notifyMe.hint": "Agotado en algunas tallas. Podemos avisarle por correo cuando vuelvan.",
  "notifications.added": "Le enviaremos un correo cuando {name} vuelva a estar disponible.",
  "notifications.addFailed": "No se pudo guardar su solicitud. Inténtelo de nuevo.",
  "notifications.nothingSoldOut": "Todas las tallas de este producto se pueden pedir ahora.",
  "notifications.signInRequired": "Inicie sesión y le avisaremos por correo cuando este producto vuelva a estar disponible.",
  "notifications.unknownProduct": "No existe ese producto.",
  "notifications.unknownVariant": "Esta talla no pertenece a este producto.",
  "notifications.open": "Avisos de existencias",
  "notifications.title": "Avisos de existencias",
  "notifications.intro": "Elija las tallas de {colour} sobre las que quiere recibir un correo cuando vuelvan a estar disponibles.",
  "notifications.sizes": "Tallas agotadas",
  "notifications.size": "Talla {size}",
  "notifications.loading": "Cargando...",
  "notifications.loadError": "No se pudieron cargar sus avisos de existencias. Inténtelo más tarde.",
  "notifications.empty": "Todas las tallas de este color se pueden pedir ahora.",
  "notifications.save": "Guardar",
  "notifications.saving": "Guardando...",
  "notifications.saved": "Sus avisos de existencias se han guardado.",
  "notifications.saveError": "No se pudieron guardar sus avisos de existencias. Inténtelo de nuevo.",
  "mail.backInStock.subject": "De nuevo disponible: {product}",
  "mail.backInStock.subjectMany": "{count} artículos que le interesaban vuelven a estar disponibles",
  "mail.backInStock.body":
    "Hola, {name}:\n\nBuenas noticias: nos pidió que le avisáramos cuando estos artículos se pudieran pedir de nuevo, y ya se puede.\n\n{items}\n\nLas existencias se agotan rápido; haga su pedido pronto.\n\nAtención al cliente de Brim",
  "mail.backInStock.item": "{product}, {colour}, talla {size}: {link}",
} as const satisfies Record<keyof typeof notificationsEn, string>;
