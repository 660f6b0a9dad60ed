import type { addressBookEn } from "./address-book.en.ts";

/** Keys and parameters match address-book.en.ts. */
export const addressBookEs = {
  "addressBook.title": "Libreta de direcciones",
  "addressBook.pageTitle": "Libreta de direcciones · {site}",
  "addressBook.intro.shared": "Las direcciones de entrega de su empresa: todos los compradores de su empresa usan esta libreta.",
  "addressBook.intro.own": "Sus direcciones de entrega.",
  "addressBook.list": "Direcciones guardadas",
  "addressBook.add": "Agregar una dirección",
  "addressBook.edit": "Editar",
  "addressBook.remove": "Eliminar",
  "addressBook.setDefault": "Hacer predeterminada",
  "addressBook.enable": "Habilitar",
  "addressBook.empty": "Su libreta de direcciones está vacía. Agregue una dirección de entrega.",
  "addressBook.noBook": "Esta cuenta no tiene libreta de direcciones propia.",
  "addressBook.remove.title": "¿Eliminar esta dirección?",
  "addressBook.remove.text": "La dirección sale de la libreta. Los pedidos ya realizados conservan la dirección con la que se hicieron.",
  "addressBook.remove.confirm": "Eliminar dirección",
  "addressBook.cancel": "Cancelar",
  "addressBook.formTitle": "Dirección",
} satisfies Record<keyof typeof addressBookEn, string>;
