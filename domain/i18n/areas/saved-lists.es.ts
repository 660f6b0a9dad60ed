import type { savedListsEn } from "./saved-lists.en.ts";

/** Keys and parameters match saved-lists.en.ts. */
export const savedListsEs = {
  "saveCart.open": "Guardar carrito",
  "saveCart.title": "Guardar este carrito",
  "saveCart.lead": "Sus líneas pasan a un carrito guardado y este carrito se vacía. Puede restaurar el carrito guardado cuando lo desee.",
  "saveCart.name": "Nombre",
  "saveCart.description": "Descripción (opcional)",
  "saveCart.submit": "Guardar",
  "saveCart.empty": "Su carrito está vacío: no hay nada que guardar.",
  "saveCart.noCart": "Su cuenta no tiene un carrito que guardar.",
  "savedListName.counter": "Quedan {count} caracteres",
  "savedListName.required": "Escriba un nombre.",
  "savedListName.forbiddenCharacter": "Los nombres no pueden contener «{character}».",
  "savedListName.forbiddenCharacters": "Los nombres no pueden contener ninguno de estos caracteres: {characters}",
  "savedListName.tooLong": "Use como máximo 255 caracteres.",
  "savedListName.defaultCart": "Carrito guardado",
} as const satisfies Record<keyof typeof savedListsEn, string>;
