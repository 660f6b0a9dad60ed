/** English texts of cart vouchers and the order summary (merged into the main catalogue in ../en.ts). */
export const cartMoneyEn = {
  "voucher.alert.applied": "Voucher {code} has been applied.",
  "voucher.alert.released": "Voucher {code} has been removed.",
  "voucher.alert.empty": "Enter a voucher code.",
  "voucher.alert.tooLong": "A voucher code has at most 32 characters.",
  "voucher.alert.badCharacters": "A voucher code contains only letters, digits, hyphens and underscores.",
  "voucher.alert.notFound": "{code} is not a valid voucher code.",
  "voucher.alert.notYetValid": "Voucher {code} is not valid yet.",
  "voucher.alert.expired": "Voucher {code} has expired.",
  "voucher.alert.wrongCurrency": "Voucher {code} cannot be used in this currency.",
  "voucher.alert.belowMinimum": "Your order value is below the minimum for voucher {code}.",
  "voucher.alert.usedUp": "Voucher {code} has already been used up.",
  "voucher.alert.customerLimit": "Your account has already used voucher {code}.",
  "voucher.alert.notApplied": "Voucher {code} is not applied to this cart.",
  "cartSummary.productType.headwear": "Headwear",
  "cartSummary.productType.apparel": "Apparel",
  "cartSummary.stock": "Stock order",
} as const;
