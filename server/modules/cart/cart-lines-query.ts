import { and, asc, eq, sql } from "drizzle-orm";
import type { LocalizedText } from "../../db/schema/catalog.ts";
import type { DbOrTx } from "../../db/client.ts";
import { compiledSelect, statements } from "../../db/compiled.ts";
import type { Language } from "../../../domain/sites.ts";
import { localColourName } from "../catalog/translations.ts";
import {
  cartEntries,
  colourTranslations,
  deliveryTargets,
  leagues,
  prices,
  productColours,
  products,
  silhouettes,
  stockLevels,
  teams,
  variants,
} from "../../db/schema/index.ts";

/** One stored cart line with everything the cart shows and checks about it. */
export interface CartLineRow {
  entryId: number;
  entryNumber: number;
  quantity: number;
  deliveryTargetCode: string | null;
  deliveryYear: number | null;
  seasonCollection: string | null;
  targetNames: LocalizedText | null;
  variantId: number;
  upc: string;
  size: string;
  sizePosition: number;
  maxOrderQuantity: number | null;
  colourCode: string;
  colourName: string;
  colourHex: string;
  productId: number;
  productCode: string;
  materialId: number;
  productName: string;
  silhouetteCode: string;
  silhouetteProductType: string;
  leagueCode: string | null;
  stockLeft: number;
  forceInStock: boolean;
  lowStockThreshold: number;
  msrpMinor: number | null;
}

/**
 * The visible (not deleted) lines of a cart, in entry order, with one query; colour names in
 * `language` (English when it has none). Compiled once and
 * run as a named prepared statement: building and planning its ten-table join cost more than
 * running it, and PostgreSQL keeps the plan per connection.
 */
export async function cartLineRows(db: DbOrTx, cartId: number, currency: string, productId?: number, language: Language = "en"): Promise<CartLineRow[]> {
  return productId === undefined ? allLines(db, { cartId, currency, language }) : linesOfProduct(db, { cartId, currency, language, productId });
}

function cartLineQuery(byProduct: boolean) {
  return statements
    .select({
      entryId: cartEntries.id,
      entryNumber: cartEntries.entryNumber,
      quantity: cartEntries.quantity,
      deliveryTargetCode: cartEntries.deliveryTargetCode,
      deliveryYear: cartEntries.deliveryYear,
      seasonCollection: cartEntries.seasonCollection,
      targetNames: deliveryTargets.names,
      variantId: variants.id,
      upc: variants.upc,
      size: variants.size,
      sizePosition: variants.sizePosition,
      maxOrderQuantity: variants.maxOrderQuantity,
      colourCode: productColours.code,
      colourName: localColourName,
      colourHex: productColours.primaryHex,
      productId: products.id,
      productCode: products.code,
      materialId: products.materialId,
      productName: products.name,
      silhouetteCode: products.silhouetteCode,
      silhouetteProductType: silhouettes.productType,
      leagueCode: leagues.code,
      stockLeft: sql<number>`coalesce(${stockLevels.quantity}, 0)`,
      forceInStock: sql<boolean>`coalesce(${stockLevels.forceInStock}, false)`,
      lowStockThreshold: sql<number>`coalesce(${stockLevels.lowStockThreshold}, 0)`,
      msrpMinor: prices.msrpMinor,
    })
    .from(cartEntries)
    .innerJoin(variants, eq(variants.id, cartEntries.variantId))
    .innerJoin(productColours, eq(productColours.id, variants.colourId))
    .leftJoin(colourTranslations, and(eq(colourTranslations.name, productColours.name), eq(colourTranslations.language, sql.placeholder("language"))))
    .innerJoin(products, eq(products.id, cartEntries.productId))
    .innerJoin(silhouettes, eq(silhouettes.code, products.silhouetteCode))
    .leftJoin(teams, eq(teams.id, products.teamId))
    .leftJoin(leagues, eq(leagues.id, teams.leagueId))
    .leftJoin(stockLevels, eq(stockLevels.variantId, variants.id))
    .leftJoin(prices, and(eq(prices.productId, products.id), eq(prices.currency, sql.placeholder("currency"))))
    .leftJoin(deliveryTargets, and(eq(deliveryTargets.code, cartEntries.deliveryTargetCode), eq(deliveryTargets.year, cartEntries.deliveryYear)))
    .where(
      and(
        eq(cartEntries.cartId, sql.placeholder("cartId")),
        eq(cartEntries.deleted, false),
        byProduct ? eq(cartEntries.productId, sql.placeholder("productId")) : undefined,
      ),
    )
    .orderBy(asc(cartEntries.entryNumber));
}

const allLines = compiledSelect("cart_line_rows", cartLineQuery(false));
const linesOfProduct = compiledSelect("cart_line_rows_of_product", cartLineQuery(true));
