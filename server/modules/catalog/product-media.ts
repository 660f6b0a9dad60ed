import { createHash } from "node:crypto";
import { IMAGE_VIEWS, imageViewsFor, type ImageView } from "../../../domain/product-images.ts";
import { productImageUrl } from "./featured.ts";
import { renderProductSvg } from "./product-image.ts";

/** What a drawing depends on besides its size and view. */
export interface ImageSource {
  productType: string;
  primaryHex: string;
  secondaryHex: string;
  garment: "hoodie" | "tee";
}

const hash = (text: string) => createHash("sha256").update(text).digest("base64url");

/**
 * A digest of the drawing code itself: every type and view rendered once, in a dark and a light
 * colour, when the process starts. A change to any drawing changes it, and with it every
 * versioned URL, so no browser keeps an old picture under an "immutable" URL.
 */
const RENDERER = hash(
  ["fitted", "stretch", "adjustable", "snapback", "knit", "apparel"]
    .flatMap((productType) =>
      IMAGE_VIEWS.flatMap((view) =>
        (["#1F2A44", "#FFFFFF"] as const).flatMap((primaryHex) =>
          (["hoodie", "tee"] as const).map((garment) => renderProductSvg({ productType, primaryHex, secondaryHex: "#D4A017", size: 100, view, garment })),
        ),
      ),
    )
    .join(""),
);

/** The version in a picture's URL: changes whenever the colours, type, garment or drawing code do. */
export function productImageVersion(source: ImageSource): string {
  return hash(`${RENDERER}|${source.productType}|${source.primaryHex}|${source.secondaryHex}|${source.garment}`).slice(0, 12);
}

/** Apparel is drawn as a T-shirt when its style is one, else as a hoodie. */
export function garmentOf(silhouetteName: string): "hoodie" | "tee" {
  return /\btee\b|t-shirt/i.test(silhouetteName) ? "tee" : "hoodie";
}

export interface GalleryImage {
  view: ImageView;
  /** URL without a size: pages add one of the served sizes (`sizedImageUrl`). */
  url: string;
}

/** One versioned URL per view the product type has, front first. */
export function galleryImages(code: string, colourCode: string, source: ImageSource): GalleryImage[] {
  const version = productImageVersion(source);
  const base = productImageUrl(code, colourCode);
  return imageViewsFor(source.productType).map((view) => ({ view, url: `${base}?view=${view}&v=${version}` }));
}
