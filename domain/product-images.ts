/**
 * Which product pictures exist and in which sizes. The media route serves only these sizes
 * (other requests are rounded up to one), so every picture has a handful of cacheable URLs, and
 * pages pick among them with `srcset`.
 */

export const IMAGE_SIZES = [100, 200, 400, 800, 1600] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];
export const DEFAULT_IMAGE_SIZE: ImageSize = 800;
/** The largest size: the zoom window and the lightbox on big screens. */
export const ZOOM_IMAGE_SIZE: ImageSize = 1600;

export const IMAGE_VIEWS = ["front", "side", "back", "top", "detail"] as const;
export type ImageView = (typeof IMAGE_VIEWS)[number];

const CAP_VIEWS: readonly ImageView[] = ["front", "side", "back", "top"];
const VIEWS: Record<string, readonly ImageView[]> = {
  knit: ["front", "top", "detail"],
  apparel: ["front", "back", "detail"],
};

/** The views drawn for a product type, in gallery order; every other type is a cap. */
export function imageViewsFor(productType: string): readonly ImageView[] {
  return VIEWS[productType.toLowerCase()] ?? CAP_VIEWS;
}

/** The smallest served size at least `px` wide (the largest for anything bigger). */
export function fitImageSize(px: number): ImageSize {
  if (!Number.isFinite(px)) return DEFAULT_IMAGE_SIZE;
  return IMAGE_SIZES.find((s) => s >= px) ?? ZOOM_IMAGE_SIZE;
}

/** A picture URL (with or without a query) at one of the served sizes. */
export function sizedImageUrl(url: string, size: ImageSize): string {
  return `${url}${url.includes("?") ? "&" : "?"}size=${size}`;
}

/** `srcset` listing the picture at the given sizes, each with its width descriptor. */
export function imageSrcSet(url: string, sizes: readonly ImageSize[]): string {
  return sizes.map((s) => `${sizedImageUrl(url, s)} ${s}w`).join(", ");
}
