import type { galleryEn } from "./gallery.en.ts";

/** Keys and parameters match gallery.en.ts. */
export const galleryEs = {
  "gallery.label": "Imágenes del producto",
  "gallery.view.front": "Vista frontal",
  "gallery.view.side": "Vista lateral",
  "gallery.view.back": "Vista trasera",
  "gallery.view.top": "Vista superior",
  "gallery.view.detail": "Detalle",
  "gallery.imageAlt": "{name}, {colour}: {view}",
  "gallery.open": "Abrir en pantalla completa ({view})",
  "gallery.fullScreen": "Pantalla completa",
  "gallery.dialog": "Imágenes de {name}",
  "gallery.previous": "Imagen anterior",
  "gallery.next": "Imagen siguiente",
  "gallery.counter": "{index} de {count}",
  "gallery.play": "Reproducir presentación",
  "gallery.pause": "Pausar presentación",
  "gallery.loading": "Cargando...",
  "gallery.imageFailed": "No se pudo cargar esta imagen.",
  "gallery.contentFailed": "No se pudo cargar este contenido.",
  "gallery.notFound": "Contenido no encontrado",
  "gallery.wait": "Espere, por favor...",
} as const satisfies Record<keyof typeof galleryEn, string>;
