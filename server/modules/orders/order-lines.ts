import { asc, eq, inArray } from "drizzle-orm";
import type { Language } from "../../../domain/sites.ts";
import type { DbOrTx } from "../../db/client.ts";
import { colourTranslations, orderEntries, productColours, products, variants } from "../../db/schema/index.ts";
import { colourTranslationOn, localColourName } from "../catalog/translations.ts";

export interface OrderLineRow {
  orderId: number;
  productCode: string;
  materialId: number;
  productName: string;
  /** The colour's name in `language` (decision 0045). */
  colourName: string;
  size: string;
  upc: string;
  quantity: number;
  unitPriceMinor: number | null;
  totalMinor: number | null;
}

/** The lines of these orders (sub-orders, or single orders), in entry order: one statement for any number of orders. */
export function orderLineRows(db: DbOrTx, language: Language, orderIds: readonly number[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      orderId: orderEntries.orderId,
      productCode: products.code,
      materialId: products.materialId,
      productName: products.name,
      colourName: localColourName,
      size: variants.size,
      upc: variants.upc,
      quantity: orderEntries.quantity,
      unitPriceMinor: orderEntries.unitPriceMinor,
      totalMinor: orderEntries.totalMinor,
    })
    .from(orderEntries)
    .innerJoin(variants, eq(variants.id, orderEntries.variantId))
    .innerJoin(products, eq(products.id, orderEntries.productId))
    .innerJoin(productColours, eq(productColours.id, variants.colourId))
    .leftJoin(colourTranslations, colourTranslationOn(language))
    .where(inArray(orderEntries.orderId, [...orderIds]))
    .orderBy(asc(orderEntries.orderId), asc(orderEntries.entryNumber));
}
