import { toAnalyticsNumber } from "#domain/money.ts";
import type { TrackedProduct } from "#domain/tracking.ts";
import type { ProductTile } from "../../../server/modules/catalog/featured.ts";

/** A product tile as a data-layer item (price as a decimal number, as analytics expects). */
export function trackedTile(tile: ProductTile): TrackedProduct {
  const price = tile.price ? toAnalyticsNumber({ amount: tile.price.value, currency: tile.price.currency }) : null;
  return {
    item_id: tile.code,
    item_name: tile.name,
    price,
    currency: tile.price?.currency ?? "",
    item_brand: tile.team ?? "Brim",
    item_category: "",
    item_variant: null,
  };
}
