import type { cartUndoEn } from "./cart-undo.en.ts";

/** Spanish texts of undoing a removal in the cart. */
export const cartUndoEs = {
  "cartUndo.sectionEmptied": "Se eliminó todo lo de esta entrega. Deshacer, arriba, lo recupera.",
} as const satisfies Record<keyof typeof cartUndoEn, string>;
