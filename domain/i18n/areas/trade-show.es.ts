import type { tradeShowEn } from "./trade-show.en.ts";

/** Spanish texts of the trade-show mode switch in the header (decision 0028). */
export const tradeShowEs = {
  "header.tradeShow.start": "Activar modo feria",
  "header.tradeShow.end": "Salir del modo feria",
} as const satisfies Record<keyof typeof tradeShowEn, string>;
