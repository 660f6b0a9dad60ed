import type { searchEn } from "./search.en.ts";

/** Keys and parameters match search.en.ts. */
export const searchEs = {
  "search.suggest.list": "Sugerencias de búsqueda",
  "search.suggest.terms": "Sugerencias",
  "search.suggest.products": "Productos",
  "search.suggest.countOne": "1 resultado disponible. Use las flechas arriba y abajo para revisarlo.",
  "search.suggest.countOther": "{count} resultados disponibles. Use las flechas arriba y abajo para revisarlos.",
  "search.suggest.none": "No hay sugerencias.",
} as const satisfies Record<keyof typeof searchEn, string>;
