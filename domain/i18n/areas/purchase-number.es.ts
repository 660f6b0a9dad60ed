import type { purchaseNumberEn } from "./purchase-number.en.ts";

/** Spanish texts of the per-site purchase-number rule. */
export const purchaseNumberEs = {
  "purchaseNumber.hint.strict": "Solo letras y dígitos, hasta 35; los espacios se eliminan.",
  "purchaseNumber.hint.relaxed": "Opcional. Letras, dígitos, guiones (-) y barras (/), hasta 35; los espacios se eliminan.",
  "purchaseNumber.invalid.relaxed": "El número de orden de compra solo puede contener letras, dígitos, guiones (-) y barras (/), hasta 35.",
} as const satisfies Record<keyof typeof purchaseNumberEn, string>;
