import { asc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import type { Language } from "../../../domain/sites.ts";
import { colourTranslations, productColours, products, silhouettes, stockLevels, variants } from "../../db/schema/index.ts";
import { sizeStockStatus, type SizeStockStatus } from "../catalog/product-detail-stock.ts";
import { colourTranslationOn, localColourName } from "../catalog/translations.ts";

/** A size's stock as the cart's grids show it. */
export interface SizeStockInfo {
  status: SizeStockStatus;
  available: number;
  forceInStock: boolean;
  maxOrderQuantity: number | null;
}

/** Every size of a product, whether or not the cart holds it: the cells of the cart's grids. */
export interface ProductSize {
  productId: number;
  /** The product is a custom-programme (GCP) product. */
  gcp: boolean;
  upc: string;
  size: string;
  colourCode: string;
  colourName: string;
  colourHex: string;
  silhouetteCode: string;
  silhouetteName: string;
  stock: SizeStockInfo;
}

/** The sizes of `productIds` with colour (named in `language`), silhouette and stock, in grid order, with one query. */
export async function productSizes(db: DbOrTx, productIds: readonly number[], language: Language): Promise<ProductSize[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .select({
      productId: variants.productId,
      gcp: products.gcp,
      upc: variants.upc,
      size: variants.size,
      maxOrderQuantity: variants.maxOrderQuantity,
      colourCode: productColours.code,
      colourName: localColourName,
      colourHex: productColours.primaryHex,
      silhouetteCode: silhouettes.code,
      silhouetteName: silhouettes.name,
      quantity: sql<number | null>`${stockLevels.quantity}`,
      lowStockThreshold: sql<number | null>`${stockLevels.lowStockThreshold}`,
      forceInStock: sql<boolean | null>`${stockLevels.forceInStock}`,
    })
    .from(variants)
    .innerJoin(productColours, eq(productColours.id, variants.colourId))
    .leftJoin(colourTranslations, colourTranslationOn(language))
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(silhouettes, eq(silhouettes.code, products.silhouetteCode))
    .leftJoin(stockLevels, eq(stockLevels.variantId, variants.id))
    .where(inArray(variants.productId, [...new Set(productIds)]))
    .orderBy(asc(variants.productId), asc(productColours.position), asc(variants.sizePosition));
  return rows.map(({ maxOrderQuantity, quantity, lowStockThreshold, forceInStock, ...size }) => {
    const stock = quantity === null ? null : { quantity, lowStockThreshold: lowStockThreshold ?? 0, forceInStock: forceInStock ?? false };
    return {
      ...size,
      stock: { status: sizeStockStatus(stock), available: Math.max(0, stock?.quantity ?? 0), forceInStock: stock?.forceInStock ?? false, maxOrderQuantity },
    };
  });
}
