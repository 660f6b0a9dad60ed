/** English texts the cart endpoints answer with (merged into the main catalogue in ../en.ts). */
export const cartApiEn = {
  "cartApi.add.success": "{count} added to your cart.",
  "cartApi.add.lowStock": "Only {count} could be added: there is not enough stock for some sizes.",
  "cartApi.add.noStock": "Nothing could be added: these sizes are out of stock.",
  "cartApi.add.maxOrderQuantityExceeded": "{count} added. Some sizes were reduced to their maximum order quantity.",
  "cartApi.windowClosed": "The booking window is closed for {target}.",
  "cartApi.gcpOnly": "This product can only be ordered in the custom programme (GCP).",
  "cartApi.notGcp": "Only custom programme products can be ordered in GCP mode.",
} as const;
