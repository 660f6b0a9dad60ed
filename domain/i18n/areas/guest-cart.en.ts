/** English texts of the visitor's basket (decision 0041; merged in ../storefront.en.ts). */
export const guestCartEn = {
  "guestCart.checkoutSignIn": "Sign in or create an account to check out. Your basket is kept.",
  "guestCart.merged.added": "{count, plural, one {# item from your basket was added to your cart} other {# items from your basket were added to your cart}}",
  "guestCart.merged.reduced": "{count, plural, one {# was reduced to the stock available} other {# were reduced to the stock available}}",
  "guestCart.merged.dropped": "{count, plural, one {# could not be added: out of stock} other {# could not be added: out of stock}}",
  "guestCart.merged.separator": "; ",
  "guestCart.merged.end": ".",
  "guestCart.vouchers": "Sign in to use a voucher.",
  "guestCart.empty": "Your basket is empty.",
  "guestCart.cookies": "Allow cookies for this site to keep a basket.",
} as const;
