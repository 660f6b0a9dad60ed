import { asc, eq, inArray, sql } from "drizzle-orm";
import type { RequestContext } from "../../context.ts";
import { productColours, products, silhouettes, stockLevels, variants } from "../../db/schema/index.ts";
import { sizeStockStatus, type SizeStockStatus } from "../catalog/product-detail-stock.ts";
import type { CartPriceSource } from "../../../domain/cart-prices.ts";
import { cartMoney, priceSourceOf, type CartMoney } from "../cart-prices/cart-money.ts";
import { sessionCart, type CartResult } from "./cart-service.ts";
import type { CartView } from "./cart-view.ts";

/** A size of a product in the cart, whether or not the cart holds it (the page's grid cells). */
export interface CartPageVariant {
  productId: number;
  upc: string;
  size: string;
  colourCode: string;
  colourName: string;
  colourHex: string;
  stock: { status: SizeStockStatus; available: number; forceInStock: boolean; maxOrderQuantity: number | null };
}

export interface CartPageRead {
  /** The cart priced as its totals are (customer prices where known), with its vouchers. */
  money: Pick<CartMoney, "subtotalMinor" | "voucherDiscountMinor" | "totalMinor" | "vouchers">;
  /** `erp`: the page asks for customer prices (cart/updatePrices) once it is shown. */
  priceSource: CartPriceSource;
  view: CartView;
  /** Every size of every product in the cart, by product, colour position and size position. */
  variants: CartPageVariant[];
  silhouetteNames: Record<string, string>;
}

/**
 * What the cart page renders: the cart (every line, unfiltered: the page filters in place) and
 * the size grids of all its products in one more query, instead of one grid call per product.
 */
export async function cartPage(ctx: RequestContext): Promise<CartResult<CartPageRead>> {
  const cart = await sessionCart(ctx);
  if (!cart.ok) return cart;
  const { view, subtotalMinor, voucherDiscountMinor, totalMinor, vouchers } = await cartMoney(ctx, cart.value);
  const base = { view, money: { subtotalMinor, voucherDiscountMinor, totalMinor, vouchers }, priceSource: priceSourceOf(ctx) };
  const productIds = [...new Set(view.lines.map((l) => l.productId))];
  if (productIds.length === 0) return { ok: true, value: { ...base, variants: [], silhouetteNames: {} } };
  const rows = await ctx.db
    .select({
      productId: variants.productId,
      upc: variants.upc,
      size: variants.size,
      maxOrderQuantity: variants.maxOrderQuantity,
      colourCode: productColours.code,
      colourName: productColours.name,
      colourHex: productColours.primaryHex,
      silhouetteCode: silhouettes.code,
      silhouetteName: silhouettes.name,
      quantity: sql<number | null>`${stockLevels.quantity}`,
      lowStockThreshold: sql<number | null>`${stockLevels.lowStockThreshold}`,
      forceInStock: sql<boolean | null>`${stockLevels.forceInStock}`,
    })
    .from(variants)
    .innerJoin(productColours, eq(productColours.id, variants.colourId))
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(silhouettes, eq(silhouettes.code, products.silhouetteCode))
    .leftJoin(stockLevels, eq(stockLevels.variantId, variants.id))
    .where(inArray(variants.productId, productIds))
    .orderBy(asc(variants.productId), asc(productColours.position), asc(variants.sizePosition));
  const silhouetteNames: Record<string, string> = {};
  const pageVariants = rows.map((r): CartPageVariant => {
    silhouetteNames[r.silhouetteCode] = r.silhouetteName;
    const stock = r.quantity === null ? null : { quantity: r.quantity, lowStockThreshold: r.lowStockThreshold ?? 0, forceInStock: r.forceInStock ?? false };
    return {
      productId: r.productId,
      upc: r.upc,
      size: r.size,
      colourCode: r.colourCode,
      colourName: r.colourName,
      colourHex: r.colourHex,
      stock: { status: sizeStockStatus(stock), available: Math.max(0, stock?.quantity ?? 0), forceInStock: stock?.forceInStock ?? false, maxOrderQuantity: r.maxOrderQuantity },
    };
  });
  return { ok: true, value: { ...base, variants: pageVariants, silhouetteNames } };
}
