/**
 * What the cart page shows, built on the server from the cart services (cart-page.server.ts)
 * and serialised into the page. Components read only these types, never the server's rows.
 */
import type { BookingMode } from "#domain/booking-modes.ts";
import type { ProductType } from "#domain/cart-filter.ts";
import type { SizeStockInfo } from "../../../server/modules/cart/product-sizes.ts";

export interface MoneyView {
  /** Minor units. */
  value: number;
  formattedValue: string;
}

export interface TargetRef {
  code: string;
  year: number;
}

export interface DeliveryTargetView extends TargetRef {
  name: string;
}

/** A size's stock as the server reads it (`server/modules/cart/product-sizes.ts`). */
export type SizeStock = SizeStockInfo;

export interface SizeCell {
  upc: string;
  size: string;
  /** Quantity stored in the cart (0 when the size is not in it). */
  quantity: number;
  /** The stored line's entry number; null when the size is not in the cart. */
  entryNumber: number | null;
  stock: SizeStock;
  /** The server's status of the stored line (e.g. lowStock after an add), if any. */
  serverError: string | null;
}

export interface ColourRow {
  code: string;
  name: string;
  hex: string;
  /** One cell per size column of the item; null where the colour lacks that size. */
  cells: (SizeCell | null)[];
}

/** One product in the cart; in PREBOOKING one product for one delivery target. */
export interface CartItemView {
  /** `baseProductCode` or `baseProductCode@CODE-YEAR`: unique on the page. */
  key: string;
  baseProductCode: string;
  materialId: string;
  name: string;
  url: string;
  image: string | null;
  productType: ProductType;
  league: string | null;
  silhouette: { code: string; name: string };
  target: DeliveryTargetView | null;
  seasonCollection: string | null;
  /** Size columns in display order. */
  sizes: string[];
  colours: ColourRow[];
  /** A custom-programme line: its sizes say "Made to order" instead of their stock (`madeToOrder`, decision 0042). */
  madeToOrder: boolean;
  /** Lowest entry number of the item's lines (sort by entry). */
  firstEntry: number;
  /**
   * What one unit is charged at when the page does not poll for prices: the list price (MSRP), or
   * a dealer's quoted net price (decision 0043); minor units, null when there is none.
   */
  unitPrice: number | null;
}

export interface CartTotalsView {
  units: number;
  materials: number;
  /** The goods (customer prices where known, list prices otherwise). */
  subtotal: MoneyView | null;
  /** What the cart's vouchers take off. */
  discount: MoneyView | null;
  /** What is paid: subtotal less the vouchers. */
  price: MoneyView | null;
}

export interface VoucherView {
  code: string;
  /** "10%" (the locale's way) or "$25.00". */
  value: string;
  discount: string;
  /** Why the voucher takes nothing off now (below its minimum, expired), else null. */
  problem: string | null;
}

export type CartPageView =
  | { kind: "noCart"; reason: "noBookingMode" }
  | {
      kind: "cart";
      mode: BookingMode;
      version: number;
      currency: string;
      items: CartItemView[];
      /** PREBOOKING: the season tabs, one per delivery target with lines, in order. */
      tabs: DeliveryTargetView[];
      /** PREBOOKING: the targets the unit may book now (copy-to-month choices). */
      bookableTargets: DeliveryTargetView[];
      totals: CartTotalsView;
      priceVisible: boolean;
      /** The page polls `cart/updatePrices` for customer prices (decision 0019: `erp` price source). */
      pollPrices: boolean;
      /** Promo users: stock limits do not apply. */
      skipStockLimits: boolean;
      vouchers: VoucherView[];
    };

/** "{name} was removed… Undo" after that removal (the emptied cart, a no-script removal): a form posting to `action`. */
export interface EmptiedCartUndo {
  name: string;
  targetName: string | null;
  action: string;
}

/** The line input of `POST cart/quantity` and `cart/products/quantity` (decision 0018). */
export interface LineInput {
  id: string;
  quantity: number;
  deliveryTarget: string | null;
  seasonCollection: string | null;
  deliveryYear: number | null;
  baseProductCode: string;
}

/** `CODE-YEAR`, the form of the `tab` and `deliveryTargetAndYear` parameters. */
export function targetKey(target: TargetRef | null): string {
  return target ? `${target.code}-${target.year}` : "";
}

export function itemKey(baseProductCode: string, target: TargetRef | null): string {
  return target ? `${baseProductCode}@${targetKey(target)}` : baseProductCode;
}

/** One line of the cart: a size of a product, per delivery target in PREBOOKING. */
export function lineKey(upc: string, target: TargetRef | null): string {
  return target ? `${upc}@${targetKey(target)}` : upc;
}

export function lineInput(item: Pick<CartItemView, "baseProductCode" | "seasonCollection">, upc: string, target: TargetRef | null, quantity: number): LineInput {
  return {
    id: upc,
    quantity,
    deliveryTarget: target?.code ?? null,
    seasonCollection: target ? item.seasonCollection : null,
    deliveryYear: target?.year ?? null,
    baseProductCode: item.baseProductCode,
  };
}

export function lineInputKey(line: LineInput): string {
  return lineKey(line.id, line.deliveryTarget !== null && line.deliveryYear !== null ? { code: line.deliveryTarget, year: line.deliveryYear } : null);
}
