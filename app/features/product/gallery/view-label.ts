import type { MessageKey } from "#domain/i18n/index.ts";
import type { ImageView } from "#domain/product-images.ts";

export const VIEW_LABELS: Record<ImageView, MessageKey> = {
  front: "gallery.view.front",
  side: "gallery.view.side",
  back: "gallery.view.back",
  top: "gallery.view.top",
  detail: "gallery.view.detail",
};
