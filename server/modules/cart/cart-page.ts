import type { RequestContext } from "../../context.ts";
import type { CartPriceSource } from "../../../domain/cart-prices.ts";
import { cartMoney, priceSourceOf, type CartMoney } from "../cart-prices/cart-money.ts";
import { shopperCart, type CartResult } from "./cart-service.ts";
import type { CartView } from "./cart-view.ts";
import { lastRemoval, type RestorableRemoval } from "./cart-store.ts";
import { productSizes, type ProductSize } from "./product-sizes.ts";
import { heldWithoutLines, type HeldProduct } from "../lists/held-products.ts";

/** A size of a product in the cart, whether or not the cart holds it (the page's grid cells). */
export type CartPageVariant = Omit<ProductSize, "silhouetteCode" | "silhouetteName">;

export interface CartPageRead {
  /** The cart priced as its totals are (customer prices where known), with its vouchers. */
  money: Pick<CartMoney, "subtotalMinor" | "voucherDiscountMinor" | "totalMinor" | "vouchers">;
  /** `erp`: the page asks for customer prices (cart/updatePrices) once it is shown. */
  priceSource: CartPriceSource;
  view: CartView;
  /** Every size of every product in the cart, by product, colour position and size position. */
  variants: CartPageVariant[];
  silhouetteNames: Record<string, string>;
  /** The removal that emptied the cart, still undoable (the page reloads to the empty cart after it). */
  removed: RestorableRemoval | null;
  /** A list's products held without quantities (decision 0056): shown with their grids at zero. */
  held: HeldProduct[];
}

/** The product the page says was just removed (`?removed=`), checked against the cart. */
export interface RemovedQuery {
  productCode: string;
  target: { code: string; year: number } | null;
}

/**
 * What the cart page renders: the cart (every line, unfiltered: the page filters in place) and
 * the size grids of all its products in one more query, instead of one grid call per product.
 */
export async function cartPage(ctx: RequestContext, query: { removed?: RemovedQuery | null; withHeld?: boolean } = {}): Promise<CartResult<CartPageRead>> {
  const cart = await shopperCart(ctx);
  if (!cart.ok) return cart;
  const { view, subtotalMinor, voucherDiscountMinor, totalMinor, vouchers } = await cartMoney(ctx, cart.value);
  // The removal the URL names (the emptied cart, the no-script Remove form's answer), if it is still the latest change.
  const removed = query.removed ? await lastRemoval(ctx.db, cart.value.id, query.removed.productCode, query.removed.target) : null;
  const held = query.withHeld ? await heldWithoutLines(ctx.db, cart.value.id, cart.value.currency) : [];
  const base = { view, money: { subtotalMinor, voucherDiscountMinor, totalMinor, vouchers }, priceSource: priceSourceOf(ctx), removed, held };
  const sizes = await productSizes(ctx.db, [...view.lines.map((l) => l.productId), ...held.map((h) => h.productId)], ctx.language);
  const silhouetteNames: Record<string, string> = {};
  const pageVariants = sizes.map(({ silhouetteCode, silhouetteName, ...variant }): CartPageVariant => {
    silhouetteNames[silhouetteCode] = silhouetteName;
    return variant;
  });
  return { ok: true, value: { ...base, variants: pageVariants, silhouetteNames } };
}
