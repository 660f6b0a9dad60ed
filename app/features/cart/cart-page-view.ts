/**
 * Builds the page's view (cart-view.ts) from the cart JSON and the per-product size grids of
 * decision 0018. Pure: the loader fetches, this arranges.
 */
import type { BookingMode } from "#domain/booking-modes.ts";
import { PRODUCT_TYPES, type ProductType } from "#domain/cart-filter.ts";
import { itemKey, targetKey, type CartItemView, type CartPageView, type CartTotalsView, type ColourRow, type DeliveryTargetView, type MoneyView, type SizeCell, type VoucherView } from "./cart-view.ts";

/** The parts of the cart JSON (shopping-flow §3, decision 0018) the page reads. */
export interface CartJsonEntry {
  entryNumber: number;
  product: { code: string; baseProductCode: string; materialId: string | number; name: string; size: string; colour: string; url: string; image: string | null };
  quantity: number;
  totalPrice: MoneyView | null;
  deliveryTarget: { code: string; year: number } | null;
  seasonCollection: string | null;
  stockStatus: string | null;
  error: string | null;
}

export interface CartJson {
  version: number;
  mode: BookingMode;
  currency: string;
  entries: CartJsonEntry[];
  prebookingEntries?: { deliveryTarget: { code: string; year: number; name?: string } }[];
  totalPrice: MoneyView | null;
  totalUnitCount: number;
  materialIDsCount: number;
}

export interface GridJson {
  productCode: string;
  colours: {
    code: string;
    name: string;
    hex: string;
    sizes: { upc: string; size: string; stock: { status: string; available: number; forceInStock: boolean; maxOrderQuantity: number | null } }[];
  }[];
  deliveryTargets?: { code: string; year: number; name: string; open: boolean }[];
}

/** What the listing knows of a base product beyond the cart JSON (filters, choose-quantity). */
export interface ProductFacts {
  productType: string;
  league: string | null;
  silhouette: { code: string; name: string };
}

export interface CartViewInput {
  cart: CartJson;
  grids: ReadonlyMap<string, GridJson>;
  facts: ReadonlyMap<string, ProductFacts>;
  /** Delivery targets the unit may book now, in order (PREBOOKING). */
  bookableTargets: readonly DeliveryTargetView[];
  targetNames: ReadonlyMap<string, string>;
  priceVisible: boolean;
  skipStockLimits: boolean;
  vouchers: readonly VoucherView[];
  /** Formats an amount of minor units in the cart's currency and the page's locale. */
  format: (minor: number) => string;
}

function productType(value: string | undefined): ProductType {
  if (value && (PRODUCT_TYPES as readonly string[]).includes(value)) return value as ProductType;
  return value === "apparel" ? "apparel" : "headwear";
}

function sum(prices: (MoneyView | null)[], format: (minor: number) => string): MoneyView | null {
  if (prices.length === 0 || prices.some((p) => p === null)) return null;
  const value = prices.reduce((s, p) => s + (p?.value ?? 0), 0);
  return { value, formattedValue: format(value) };
}

function colourRows(grid: GridJson | undefined, entries: readonly CartJsonEntry[]): { sizes: string[]; colours: ColourRow[] } {
  const byUpc = new Map(entries.map((e) => [e.product.code, e]));
  if (!grid) {
    // No grid (product gone from the catalogue): the stored lines alone, one colour row each.
    const sizes = [...new Set(entries.map((e) => e.product.size))];
    const colours = [...new Set(entries.map((e) => e.product.colour))].map((colour) => ({
      code: colour,
      name: colour,
      hex: "#ccc",
      cells: sizes.map((size) => {
        const e = entries.find((x) => x.product.colour === colour && x.product.size === size);
        return e ? cellOf(e.product.code, size, e, { status: e.stockStatus ?? "inStock", available: 0, forceInStock: false, maxOrderQuantity: null }) : null;
      }),
    }));
    return { sizes, colours };
  }
  const sizes: string[] = [];
  for (const c of grid.colours) for (const s of c.sizes) if (!sizes.includes(s.size)) sizes.push(s.size);
  const colours = grid.colours.map((c) => ({
    code: c.code,
    name: c.name,
    hex: c.hex,
    cells: sizes.map((size) => {
      const s = c.sizes.find((x) => x.size === size);
      return s ? cellOf(s.upc, size, byUpc.get(s.upc), s.stock) : null;
    }),
  }));
  return { sizes, colours };
}

function cellOf(upc: string, size: string, entry: CartJsonEntry | undefined, stock: SizeCell["stock"]): SizeCell {
  return { upc, size, quantity: entry?.quantity ?? 0, entryNumber: entry?.entryNumber ?? null, stock, serverError: entry?.error ?? null };
}

export function buildCartView(input: CartViewInput): Extract<CartPageView, { kind: "cart" }> {
  const { cart } = input;
  const groups = new Map<string, CartJsonEntry[]>();
  for (const entry of cart.entries) {
    const key = itemKey(entry.product.baseProductCode, entry.deliveryTarget);
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  const nameOf = (t: { code: string; year: number }) => input.targetNames.get(targetKey(t)) ?? targetKey(t);
  const items: CartItemView[] = [...groups.entries()].map(([key, entries]) => {
    const first = entries[0]!;
    const base = first.product.baseProductCode;
    const facts = input.facts.get(base);
    const target = first.deliveryTarget ? { ...first.deliveryTarget, name: nameOf(first.deliveryTarget) } : null;
    return {
      key,
      baseProductCode: base,
      materialId: String(first.product.materialId),
      name: first.product.name,
      url: first.product.url,
      image: first.product.image,
      productType: productType(facts?.productType),
      league: facts?.league ?? null,
      silhouette: facts?.silhouette ?? { code: base, name: first.product.name },
      target,
      seasonCollection: first.seasonCollection,
      ...colourRows(input.grids.get(base), entries),
      firstEntry: Math.min(...entries.map((e) => e.entryNumber)),
      totalPrice: sum(entries.map((e) => e.totalPrice), input.format),
    };
  });
  const tabKeys = new Set(items.flatMap((i) => (i.target ? [targetKey(i.target)] : [])));
  const order = [...input.bookableTargets.map(targetKey), ...(cart.prebookingEntries ?? []).map((p) => targetKey(p.deliveryTarget))];
  const tabs = [...tabKeys]
    .sort((a, b) => (order.indexOf(a) === -1 ? 999 : order.indexOf(a)) - (order.indexOf(b) === -1 ? 999 : order.indexOf(b)) || a.localeCompare(b))
    .map((key) => items.find((i) => i.target && targetKey(i.target) === key)!.target!);
  const totals: CartTotalsView = { units: cart.totalUnitCount, materials: cart.materialIDsCount, price: cart.totalPrice };
  return {
    kind: "cart",
    mode: cart.mode,
    version: cart.version,
    currency: cart.currency,
    items,
    tabs,
    bookableTargets: [...input.bookableTargets],
    totals,
    priceVisible: input.priceVisible,
    skipStockLimits: input.skipStockLimits,
    vouchers: [...input.vouchers],
  };
}
