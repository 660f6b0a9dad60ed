import type { cartMoneyEn } from "./cart-money.en.ts";

/** Keys and parameters match cart-money.en.ts. */
export const cartMoneyEs = {
  "voucher.alert.applied": "Se aplicó el cupón {code}.",
  "voucher.alert.released": "Se quitó el cupón {code}.",
  "voucher.alert.empty": "Introduzca un código de cupón.",
  "voucher.alert.tooLong": "Un código de cupón tiene como máximo 32 caracteres.",
  "voucher.alert.badCharacters": "Un código de cupón solo contiene letras, dígitos, guiones y guiones bajos.",
  "voucher.alert.notFound": "{code} no es un código de cupón válido.",
  "voucher.alert.notYetValid": "El cupón {code} todavía no es válido.",
  "voucher.alert.expired": "El cupón {code} ha caducado.",
  "voucher.alert.wrongCurrency": "El cupón {code} no se puede usar en esta moneda.",
  "voucher.alert.belowMinimum": "El valor de su pedido no alcanza el mínimo del cupón {code}.",
  "voucher.alert.usedUp": "El cupón {code} ya se ha agotado.",
  "voucher.alert.customerLimit": "Su cuenta ya ha usado el cupón {code}.",
  "voucher.alert.notApplied": "El cupón {code} no está aplicado a este carrito.",
  "voucher.alert.cartOrdered": "Este carrito ya se ha pedido: el cupón {code} no se ha cambiado.",
  "cartSummary.productType.headwear": "Gorras",
  "cartSummary.productType.apparel": "Ropa",
  "cartSummary.stock": "Pedido de stock",
} as const satisfies Record<keyof typeof cartMoneyEn, string>;
