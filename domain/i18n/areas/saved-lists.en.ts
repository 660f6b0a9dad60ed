/** Texts every page may need for saved carts and saved bags (issue 15, decision 0058): the cart page's Save cart form and the name rule. */
export const savedListsEn = {
  "saveCart.open": "Save cart",
  "saveCart.title": "Save this cart",
  "saveCart.lead": "Its lines move into a saved cart, and this cart is emptied. You can restore the saved cart at any time.",
  "saveCart.name": "Name",
  "saveCart.description": "Description (optional)",
  "saveCart.submit": "Save",
  "saveCart.empty": "Your cart is empty: there is nothing to save.",
  "saveCart.noCart": "Your account has no cart to save.",
  "savedListName.counter": "{count} characters left",
  "savedListName.required": "Enter a name.",
  "savedListName.forbiddenCharacter": "Names cannot contain “{character}”.",
  "savedListName.forbiddenCharacters": "Names cannot contain any of these characters: {characters}",
  "savedListName.tooLong": "Use at most 255 characters.",
  "savedListName.defaultCart": "Saved cart",
} as const;
