/** A product as lists, carousels and search results show it. */
import type { FormattedPrice } from "./visitor-price.ts";

export interface ProductTile {
  code: string;
  name: string;
  team: string | null;
  url: string;
  image: { url: string; altText: string };
  price: FormattedPrice | null;
  labels: string[];
}

export function productImageUrl(code: string, colourCode: string): string {
  return `/media/products/${encodeURIComponent(code)}/${encodeURIComponent(colourCode)}.svg`;
}
