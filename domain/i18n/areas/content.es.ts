import type { contentEn } from "./content.en.ts";

/** Spanish texts of the content pages and the new-arrivals listing. */
export const contentEs = {
  "content.pageTitle": "{title} · {site}",
  "content.sections": "En esta página",
  "newArrivals.heading": "Novedades",
  "title.newArrivals": "Novedades · {site}",
  "footer.fanContent": "Contenido de aficionados",
  "footer.discount": "Descuentos para equipos y grupos",
} as const satisfies Record<keyof typeof contentEn, string>;
