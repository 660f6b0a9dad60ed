import type { BookingMode } from "../../../domain/booking-modes.ts";
import { type CartFilters, productTypeOf, type ProductType } from "../../../domain/cart-filter.ts";
import { type LineStockError, lineStockError } from "../../../domain/quantity-input.ts";
import type { RequestContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import type { CartRef } from "./active-cart.ts";
import { type CartLineRow, cartLineRows } from "./cart-lines-query.ts";
import { openTargetKeys, targetKey, type UnitDeliveryTarget, unitDeliveryTargets } from "./booking-windows.ts";

export interface CartLineView extends CartLineRow {
  productType: ProductType;
  /** "SPRING-2027", or null outside PREBOOKING. */
  target: string | null;
  stockError: LineStockError | null;
  /** PREBOOKING: the unit's window for the line's target is not open today. */
  windowClosed: boolean;
  /** Unit price the totals use (minor units of the cart's currency); null when unknown. */
  unitPriceMinor: number | null;
  totalMinor: number | null;
}

export interface CartTotals {
  totalMinor: number;
  totalUnitCount: number;
  materialIDsCount: number;
  filteredMaterialIDsCount: number;
  /** Units of the delivery target asked about, else of the whole cart. */
  deliveryItemsQuantity: number;
}

export interface CartView {
  cart: CartRef;
  lines: CartLineView[];
  /** The lines the filter lets through. */
  shown: CartLineView[];
  /** PREBOOKING: the unit's delivery targets (tabs); empty otherwise. */
  targets: UnitDeliveryTarget[];
  totals: CartTotals;
}

/** Unit prices from somewhere other than the list (the ERP price update), by material and target. */
export type UnitPriceLookup = (line: CartLineRow) => number | null | undefined;

/** Force-in-stock lines above the stock left get their own style but can still be ordered. */
export function lineInvalid(line: Pick<CartLineView, "stockError" | "windowClosed">): boolean {
  return (line.stockError !== null && line.stockError !== "forceInStock") || line.windowClosed;
}

/** The filters other than `status`, which works per product (see `buildCartView`). */
export function lineMatches(line: CartLineView, filters: CartFilters): boolean {
  if (filters.materialId && !filters.materialId.some((digits) => String(line.materialId).includes(digits))) return false;
  if (filters.productType && !filters.productType.includes(line.productType)) return false;
  if (filters.league && !(line.leagueCode !== null && filters.league.includes(line.leagueCode))) return false;
  return true;
}

export interface CartViewOptions {
  filters?: CartFilters;
  deliveryTarget?: string | null;
  customerPrice?: UnitPriceLookup;
  skipStockLimits?: boolean;
  /** Read the lines of this base product only. */
  productId?: number;
  /** The unit's delivery targets when the caller has them already. */
  targets?: UnitDeliveryTarget[];
}

export function buildCartView(cart: CartRef, rows: CartLineRow[], targets: UnitDeliveryTarget[], options: CartViewOptions = {}): CartView {
  const openTargets = openTargetKeys(targets);
  const lines = rows.map((row): CartLineView => {
    const target = row.deliveryTargetCode !== null && row.deliveryYear !== null ? targetKey(row.deliveryTargetCode, row.deliveryYear) : null;
    // Above the stock left is an error in STOCK only (promo users skip it); the buy limit always counts.
    const stockApplies = cart.mode === "STOCK" && !options.skipStockLimits;
    const stockError = lineStockError({
      quantity: row.quantity,
      stockLeft: stockApplies ? row.stockLeft : Number.MAX_SAFE_INTEGER,
      maxOrderQuantity: row.maxOrderQuantity,
      forceInStock: row.forceInStock,
    });
    const unitPriceMinor = options.customerPrice?.(row) ?? row.msrpMinor;
    return {
      ...row,
      productType: productTypeOf(row.silhouetteProductType),
      target,
      stockError,
      windowClosed: cart.mode === "PREBOOKING" && (target === null || !openTargets.has(target)),
      unitPriceMinor,
      totalMinor: unitPriceMinor === null ? null : unitPriceMinor * row.quantity,
    };
  });
  const filters = options.filters ?? {};
  const errorProducts = new Set(lines.filter(lineInvalid).map((l) => l.productId));
  // "status:error" keeps every line of a product with an error, so grids still show whole products.
  const shown = lines.filter((l) => (!filters.status || errorProducts.has(l.productId)) && lineMatches(l, filters));
  const delivery = options.deliveryTarget ?? null;
  return {
    cart,
    lines,
    shown,
    targets,
    totals: {
      totalMinor: lines.reduce((sum, l) => sum + (l.totalMinor ?? 0), 0),
      totalUnitCount: lines.reduce((sum, l) => sum + l.quantity, 0),
      materialIDsCount: new Set(lines.map((l) => l.productId)).size,
      filteredMaterialIDsCount: new Set(shown.map((l) => l.productId)).size,
      deliveryItemsQuantity: lines.filter((l) => delivery === null || l.target === delivery).reduce((sum, l) => sum + l.quantity, 0),
    },
  };
}

/** PREBOOKING: the delivery targets of the user's unit; none in the other modes. */
export function cartDeliveryTargets(ctx: RequestContext, db: DbOrTx, mode: BookingMode): Promise<UnitDeliveryTarget[]> {
  const unitId = ctx.user?.unitId ?? null;
  return mode === "PREBOOKING" && unitId !== null ? unitDeliveryTargets(db, unitId, ctx.now) : Promise.resolve([]);
}

/** Reads a cart with its lines (one query) and, in PREBOOKING, the unit's delivery targets. */
export async function loadCartView(ctx: RequestContext, db: DbOrTx, cart: CartRef, options: CartViewOptions = {}): Promise<CartView> {
  const [rows, targets] = await Promise.all([cartLineRows(db, cart.id, cart.currency, options.productId, ctx.language), options.targets ?? cartDeliveryTargets(ctx, db, cart.mode)]);
  return buildCartView(cart, rows, targets, { skipStockLimits: ctx.user?.kind === "promo", ...options });
}
