/** English texts of the product page's add to cart and the header's mini cart (merged in ../en.ts). */
export const addToCartEn = {
  "product.deliveryTarget": "Delivery",
  "product.deliveryTarget.none": "No delivery month or season is open for booking at the moment.",
  "product.addToCart.noCart": "Your account has no cart. Act for a customer to order for them.",
  "product.addToCart.failed": "The cart could not be updated. Please check the quantities and try again.",
  "product.addToCart.line.lowStock": "Only {count} added: not enough stock.",
  "product.addToCart.line.noStock": "Not added: out of stock.",
  "product.addToCart.line.maxOrderQuantityExceeded": "{count} added: the maximum order quantity is reached.",
  "header.miniCart.show": "Cart summary",
  "header.miniCart.title": "Your cart",
  "header.miniCart.loading": "Loading your cart…",
  "header.miniCart.failed": "Your cart could not be loaded.",
  "header.miniCart.empty": "Your cart is empty.",
  "header.miniCart.recent": "Recently added",
  "header.miniCart.quantity": "Quantity: {count}",
  "header.miniCart.total": "{count, plural, one {# item} other {# items}}, {price}",
  "header.miniCart.viewCart": "View cart",
} as const;
