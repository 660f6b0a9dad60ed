/**
 * Tells the header's mini cart that the cart changed (the product page after an add, the cart
 * page after an edit); it then reads its count again from `GET {context}/cart/miniCart/refresh`.
 */
export const CART_CHANGED_EVENT = "brim:cart-changed";

export function announceCartChanged(): void {
  window.dispatchEvent(new Event(CART_CHANGED_EVENT));
}
