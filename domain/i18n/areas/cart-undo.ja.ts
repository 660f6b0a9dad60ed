import type { cartUndoEn } from "./cart-undo.en.ts";

/** Japanese texts of undoing a removal in the cart. */
export const cartUndoJa = {
  "cartUndo.sectionEmptied": "この配送分はすべて削除されました。上の「元に戻す」で戻せます。",
} as const satisfies Record<keyof typeof cartUndoEn, string>;
