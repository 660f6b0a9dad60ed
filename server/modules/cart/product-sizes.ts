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

/** upc, size, max order quantity, stock quantity, low-stock threshold, force in stock (null: no stock row). */
type SizeTuple = [string, string, number | null, number | null, number | null, boolean | null];

/**
 * The sizes of `productIds` with colour (named in `language`), silhouette and stock, in grid order,
 * with one query. A row per product colour carries its sizes as one JSON array: a 500-line list
 * reads thousands of sizes, and mapping each as a row of thirteen columns cost more than the page.
 */
export async function productSizes(db: DbOrTx, productIds: readonly number[], language: Language): Promise<ProductSize[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .select({
      productId: variants.productId,
      gcp: products.gcp,
      colourCode: productColours.code,
      colourName: localColourName,
      colourHex: productColours.primaryHex,
      silhouetteCode: silhouettes.code,
      silhouetteName: silhouettes.name,
      sizes: sql<SizeTuple[]>`json_agg(json_build_array(${variants.upc}, ${variants.size}, ${variants.maxOrderQuantity}, ${stockLevels.quantity}, ${stockLevels.lowStockThreshold}, ${stockLevels.forceInStock}) order by ${variants.sizePosition})`,
    })
    .from(variants)
    .innerJoin(productColours, eq(productColours.id, variants.colourId))
    .leftJoin(colourTranslations, colourTranslationOn(language))
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(silhouettes, eq(silhouettes.code, products.silhouetteCode))
    .leftJoin(stockLevels, eq(stockLevels.variantId, variants.id))
    .where(inArray(variants.productId, [...new Set(productIds)]))
    .groupBy(variants.productId, products.gcp, productColours.id, colourTranslations.translation, silhouettes.code)
    .orderBy(asc(variants.productId), asc(productColours.position), asc(productColours.id));
  return rows.flatMap(({ sizes, ...colour }) =>
    sizes.map(([upc, size, maxOrderQuantity, quantity, lowStockThreshold, forceInStock]): ProductSize => {
      const stock = quantity === null ? null : { quantity, lowStockThreshold: lowStockThreshold ?? 0, forceInStock: forceInStock ?? false };
      return {
        ...colour,
        upc,
        size,
        stock: { status: sizeStockStatus(stock), available: Math.max(0, stock?.quantity ?? 0), forceInStock: stock?.forceInStock ?? false, maxOrderQuantity },
      };
    }),
  );
}
