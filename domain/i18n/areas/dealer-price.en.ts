/** English texts of the dealer's list price, quantity scale and ERP outage (decision 0048; merged into ../storefront.en.ts). */
export const dealerPriceEn = {
  "dealerPrice.listPrice": "{price} (list price)",
  "dealerPrice.scale.caption": "Your price by quantity",
  "dealerPrice.scale.quantity": "Quantity",
  "dealerPrice.scale.unitPrice": "Unit price",
  "dealerPrice.scale.from": "{quantity}+",
  "dealerPrice.unavailable.title": "Prices are unavailable",
  "dealerPrice.unavailable": "Prices are unavailable right now, please try again in a few minutes.",
  "dealerPrice.unavailable.again": "Try again",
  "dealerPrice.tileMsrp": "MSRP {price}",
} as const;
