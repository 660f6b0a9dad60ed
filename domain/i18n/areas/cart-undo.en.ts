/** English texts of undoing a removal in the cart (decision 0042; merged into the storefront catalogue). */
export const cartUndoEn = {
  "cartUndo.sectionEmptied": "Everything of this delivery was removed. Undo above brings it back.",
} as const;
